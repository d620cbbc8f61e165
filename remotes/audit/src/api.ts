import { api } from '@vws/shared/core';
import {
  AUDIT_PATHS,
  type AuditfrageAddBody,
  type AuditfrageRelations,
  type AuditfrageUpdateBody,
  type Auditfrage,
  type AuditfragenResponse,
  type AuditStatus,
  type ListReportItem,
  type ReferenceEditEntry,
  type SummaryRow,
  type SummaryVariant,
  type TextModel,
} from '@vws/shared/contract/audit';
import type { StatusTotal, StatusTotalsResponse } from '@vws/shared/contract/common';

/** The audit calls of spec §7 on the portal's one API slice; endpoint names start with 'audit'. */
const withTags = api.enhanceEndpoints({ addTagTypes: ['AuditFragen', 'AuditFrage', 'AuditReferences', 'AuditReports'] });

export type ReferenceListKey = 'themenbloecke' | 'schutzziele' | 'organisationseinheiten';

const referenceGetPath: Record<ReferenceListKey, string> = {
  themenbloecke: AUDIT_PATHS.themenbloecke,
  schutzziele: AUDIT_PATHS.schutzziele,
  organisationseinheiten: AUDIT_PATHS.organisationseinheiten,
};
const referenceEditPath: Record<ReferenceListKey, string> = {
  themenbloecke: AUDIT_PATHS.themenbloeckeEdit,
  schutzziele: AUDIT_PATHS.schutzzieleEdit,
  organisationseinheiten: AUDIT_PATHS.organisationseinheitenEdit,
};

export interface ReferenceRow {
  ID: number;
  Name: string;
  ID_Schutzzielpaket?: number;
}

export const auditApi = withTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    auditFragen: build.query<AuditfragenResponse, void>({
      query: () => AUDIT_PATHS.fragen,
      providesTags: ['AuditFragen'],
    }),
    auditFrageDetail: build.query<Auditfrage, number>({
      query: (id) => ({ url: AUDIT_PATHS.frageDetail, params: { id_frage: id } }),
      transformResponse: (response: { auditfrage: Auditfrage }) => response.auditfrage,
      providesTags: (_r, _e, id) => [{ type: 'AuditFrage', id }],
    }),
    auditFrageRelations: build.query<AuditfrageRelations, number>({
      query: (id) => ({ url: AUDIT_PATHS.frageRelations, params: { id_frage: id } }),
      providesTags: (_r, _e, id) => [{ type: 'AuditFrage', id }],
    }),
    auditFrageAdd: build.mutation<{ newAuditfrageId: number }, AuditfrageAddBody>({
      query: (body) => ({ url: AUDIT_PATHS.frageAdd, method: 'POST', body }),
      invalidatesTags: ['AuditFragen', 'AuditReports'],
    }),
    auditFrageUpdate: build.mutation<{ itemHasBeenChanged: boolean; Version: number }, AuditfrageUpdateBody>({
      query: (body) => ({ url: AUDIT_PATHS.frageUpdate, method: 'PUT', body }),
      invalidatesTags: (_r, error, body) =>
        error ? [] : ['AuditFragen', 'AuditReports', { type: 'AuditFrage', id: body.auditfrage.ID }],
    }),
    auditFrageDelete: build.mutation<{ ok: true }, number>({
      query: (IdFrage) => ({ url: AUDIT_PATHS.frageDelete, method: 'DELETE', body: { IdFrage } }),
      invalidatesTags: ['AuditFragen', 'AuditReports'],
    }),
    /** Questions per status for the dashboard widget, counted by the server. */
    auditStatusTotals: build.query<StatusTotal[], void>({
      query: () => AUDIT_PATHS.statusTotals,
      transformResponse: (response: StatusTotalsResponse) => response.totals,
      providesTags: ['AuditFragen'],
    }),
    auditStatus: build.query<AuditStatus[], void>({
      query: () => AUDIT_PATHS.status,
      transformResponse: (response: { status: AuditStatus[] }) => response.status,
    }),
    auditReferenceList: build.query<ReferenceRow[], ReferenceListKey>({
      query: (key) => referenceGetPath[key],
      transformResponse: (response: Record<string, ReferenceRow[]>, _meta, key) => response[key],
      providesTags: (_r, _e, key) => [{ type: 'AuditReferences', id: key }],
    }),
    auditReferenceListSave: build.mutation<ReferenceRow[], { key: ReferenceListKey; entries: ReferenceEditEntry[] }>({
      query: ({ key, entries }) => ({ url: referenceEditPath[key], method: 'PUT', body: { [key]: entries } }),
      transformResponse: (response: Record<string, ReferenceRow[]>, _meta, { key }) => response[key],
      invalidatesTags: (_r, error, { key }) =>
        error ? [] : [{ type: 'AuditReferences', id: key }, 'AuditFragen', 'AuditReports'],
    }),
    auditSummaryTotals: build.query<SummaryRow[], SummaryVariant>({
      query: (variant) => ({ url: AUDIT_PATHS.summaryTotals, params: { variant } }),
      transformResponse: (response: { totals: SummaryRow[] }) => response.totals,
      providesTags: ['AuditReports'],
    }),
    auditListReport: build.query<{ list: ListReportItem[]; textModel: TextModel }, void>({
      query: () => AUDIT_PATHS.listReport,
      providesTags: ['AuditReports'],
    }),
    auditListReportFreitext: build.mutation<{ textModel: TextModel }, string>({
      query: (text) => ({ url: AUDIT_PATHS.listReportFreitext, method: 'PUT', body: { text } }),
      invalidatesTags: (_r, error) => (error ? [] : ['AuditReports']),
    }),
  }),
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
  return `${baseUrl}${AUDIT_PATHS.dokument}?${params.toString()}`;
}
