import { api, contractEndpoints } from '@vws/shared/core';
import { AUDIT_ENDPOINTS, type ReferenceEditEntry, type SummaryVariant } from '@vws/shared/contract/audit';
import { requestOf } from '@vws/shared/contract/endpoint';

/** The audit calls of spec §7 on the portal's one API slice; endpoint names start with 'audit'. */
const withTags = api.enhanceEndpoints({ addTagTypes: ['AuditFragen', 'AuditFrage', 'AuditReferences', 'AuditReports'] });

export type ReferenceListKey = 'themenbloecke' | 'schutzziele' | 'organisationseinheiten';

export interface ReferenceRow {
  ID: number;
  Name: string;
  ID_Schutzzielpaket?: number;
}

/** The two calls of each editable reference list: the list's key picks them. */
const REFERENCE_LISTS = {
  themenbloecke: { get: AUDIT_ENDPOINTS.themenbloecke, edit: AUDIT_ENDPOINTS.themenbloeckeEdit },
  schutzziele: { get: AUDIT_ENDPOINTS.schutzziele, edit: AUDIT_ENDPOINTS.schutzzieleEdit },
  organisationseinheiten: { get: AUDIT_ENDPOINTS.organisationseinheiten, edit: AUDIT_ENDPOINTS.organisationseinheitenEdit },
} as const;

/**
 * The audit endpoints, made from their contracts (@vws/shared/contract/audit AUDIT_ENDPOINTS). The
 * three editable reference lists share one endpoint for reading and one for saving, the list's key
 * as argument, whose request is the contract's of that list (REFERENCE_LISTS).
 */
export const auditApi = withTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const { query, mutation } = contractEndpoints(build);
    return {
      auditFragen: query(AUDIT_ENDPOINTS.fragen, { providesTags: ['AuditFragen'] }),
      auditFrageDetail: query(AUDIT_ENDPOINTS.frageDetail, {
        arg: (id: number) => ({ id_frage: id }),
        transformResponse: (response) => response.auditfrage,
        providesTags: (_r, _e, id) => [{ type: 'AuditFrage', id }],
      }),
      auditFrageRelations: query(AUDIT_ENDPOINTS.frageRelations, {
        arg: (id: number) => ({ id_frage: id }),
        providesTags: (_r, _e, id) => [{ type: 'AuditFrage', id }],
      }),
      auditFrageAdd: mutation(AUDIT_ENDPOINTS.frageAdd, { invalidatesTags: ['AuditFragen', 'AuditReports'] }),
      auditFrageUpdate: mutation(AUDIT_ENDPOINTS.frageUpdate, {
        invalidatesTags: (_r, error, body) => (error ? [] : ['AuditFragen', 'AuditReports', { type: 'AuditFrage', id: body.auditfrage.ID }]),
      }),
      auditFrageDelete: mutation(AUDIT_ENDPOINTS.frageDelete, {
        arg: (IdFrage: number) => ({ IdFrage }),
        invalidatesTags: ['AuditFragen', 'AuditReports'],
      }),
      /** Questions per status for the dashboard widget, counted by the server. */
      auditStatusTotals: query(AUDIT_ENDPOINTS.statusTotals, { transformResponse: (response) => response.totals, providesTags: ['AuditFragen'] }),
      auditStatus: query(AUDIT_ENDPOINTS.status, { transformResponse: (response) => response.status }),
      auditReferenceList: build.query<ReferenceRow[], ReferenceListKey>({
        query: (key) => requestOf(REFERENCE_LISTS[key].get, undefined),
        transformResponse: (response: Record<string, ReferenceRow[]>, _meta, key) => response[key],
        providesTags: (_r, _e, key) => [{ type: 'AuditReferences', id: key }],
      }),
      auditReferenceListSave: build.mutation<ReferenceRow[], { key: ReferenceListKey; entries: ReferenceEditEntry[] }>({
        query: ({ key, entries }) => requestOf(REFERENCE_LISTS[key].edit, { [key]: entries } as Record<ReferenceListKey, ReferenceEditEntry[]>),
        transformResponse: (response: Record<string, ReferenceRow[]>, _meta, { key }) => response[key],
        invalidatesTags: (_r, error, { key }) => (error ? [] : [{ type: 'AuditReferences', id: key }, 'AuditFragen', 'AuditReports']),
      }),
      auditSummaryTotals: query(AUDIT_ENDPOINTS.summaryTotals, {
        arg: (variant: SummaryVariant) => ({ variant }),
        transformResponse: (response) => response.totals,
        providesTags: ['AuditReports'],
      }),
      auditListReport: query(AUDIT_ENDPOINTS.listReport, { providesTags: ['AuditReports'] }),
      auditListReportFreitext: mutation(AUDIT_ENDPOINTS.listReportFreitext, {
        arg: (text: string) => ({ text }),
        invalidatesTags: (_r, error) => (error ? [] : ['AuditReports']),
      }),
    };
  },
});

export const {
  useAuditFragenQuery,
  useAuditFrageDetailQuery,
  useAuditFrageRelationsQuery,
  useAuditFrageAddMutation,
  useAuditFrageUpdateMutation,
  useAuditFrageDeleteMutation,
  useAuditStatusQuery,
  useAuditStatusTotalsQuery,
  useAuditReferenceListQuery,
  useAuditReferenceListSaveMutation,
  useAuditSummaryTotalsQuery,
  useAuditListReportQuery,
  useAuditListReportFreitextMutation,
} = auditApi;

/** Download link of an uploaded document (a plain link: the cookie authenticates it). */
export function dokumentDownloadUrl(baseUrl: string, customerUid: string, idDokument: number): string {
  const params = new URLSearchParams({ id_dokument: String(idDokument), customer_uid: customerUid });
  return `${baseUrl}${AUDIT_ENDPOINTS.dokument.path}?${params.toString()}`;
}
