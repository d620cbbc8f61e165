import { AUDIT_PATHS } from './audit-constants';
import {
  auditfrageAddBodySchema,
  auditfrageAddResponseSchema,
  auditfrageDeleteBodySchema,
  auditfrageDeleteResponseSchema,
  auditfrageDetailResponseSchema,
  auditfrageRelationsResponseSchema,
  auditfragenResponseSchema,
  auditfrageUpdateBodySchema,
  auditfrageUpdateResponseSchema,
  dokumentQuerySchema,
  idFrageQuerySchema,
} from './audit-questions';
import {
  organisationseinheitenEditBodySchema,
  organisationseinheitenResponseSchema,
  schutzzieleEditBodySchema,
  schutzzieleResponseSchema,
  statusResponseSchema,
  themenbloeckeEditBodySchema,
  themenbloeckeResponseSchema,
} from './audit-references';
import { listReportResponseSchema, summaryQuerySchema, summaryTotalsResponseSchema } from './audit-reports';
import { defineEndpoint } from './endpoint';
import { dashboardWidgetEndpoint, freitextEndpoint, referenceListEndpoints, statusTotalsEndpoint } from './kit-endpoints';

const tag = 'audit';
const VIEW = { permission: 'VWS_AuditFragen_View' } as const;
const EDIT = { permission: 'VWS_AuditFragen_Edit' } as const;

const references = { viewPermission: VIEW.permission, editPermission: 'VWS_AuditFragen_Referenzen_Edit', tag } as const;
const themenbloecke = referenceListEndpoints({
  ...references,
  key: 'themenbloecke',
  getPath: AUDIT_PATHS.themenbloecke,
  editPath: AUDIT_PATHS.themenbloeckeEdit,
  response: themenbloeckeResponseSchema,
  editBody: themenbloeckeEditBodySchema,
});
const schutzziele = referenceListEndpoints({
  ...references,
  key: 'schutzziele',
  getPath: AUDIT_PATHS.schutzziele,
  editPath: AUDIT_PATHS.schutzzieleEdit,
  response: schutzzieleResponseSchema,
  editBody: schutzzieleEditBodySchema,
});
const organisationseinheiten = referenceListEndpoints({
  ...references,
  key: 'organisationseinheiten',
  getPath: AUDIT_PATHS.organisationseinheiten,
  editPath: AUDIT_PATHS.organisationseinheitenEdit,
  response: organisationseinheitenResponseSchema,
  editBody: organisationseinheitenEditBodySchema,
});

/**
 * Every audit call (spec §7), declared once, one entry per AUDIT_PATHS key: the server's routes
 * (server/src/modules/audit/routes) and the remote's RTK Query endpoints are made from these. The
 * module access permission (VWS_Audit_Module_Access) is added by the platform.
 */
export const AUDIT_ENDPOINTS = {
  fragen: defineEndpoint({
    method: 'GET',
    path: AUDIT_PATHS.fragen,
    access: VIEW,
    tag,
    summary: 'All audit questions with their protection-goal and organisation-unit ids',
    response: auditfragenResponseSchema,
  }),
  frageDetail: defineEndpoint({
    method: 'GET',
    path: AUDIT_PATHS.frageDetail,
    access: VIEW,
    tag,
    summary: 'One audit question',
    query: idFrageQuerySchema,
    response: auditfrageDetailResponseSchema,
  }),
  frageRelations: defineEndpoint({
    method: 'GET',
    path: AUDIT_PATHS.frageRelations,
    access: VIEW,
    tag,
    summary: 'Protection goals, organisation units and documents of one question',
    query: idFrageQuerySchema,
    response: auditfrageRelationsResponseSchema,
  }),
  frageAdd: defineEndpoint({
    method: 'POST',
    path: AUDIT_PATHS.frageAdd,
    access: EDIT,
    tag,
    summary: 'Create a question (status 6, version 1) with its relations and documents',
    body: auditfrageAddBodySchema,
    response: auditfrageAddResponseSchema,
  }),
  frageUpdate: defineEndpoint({
    method: 'PUT',
    path: AUDIT_PATHS.frageUpdate,
    access: EDIT,
    tag,
    summary: 'Change a question; a stale Version answers 409 itemHasBeenChanged unless forceUpdate',
    body: auditfrageUpdateBodySchema,
    response: auditfrageUpdateResponseSchema,
  }),
  frageDelete: defineEndpoint({
    method: 'DELETE',
    path: AUDIT_PATHS.frageDelete,
    access: EDIT,
    tag,
    summary: 'Delete a question with its relations and documents',
    body: auditfrageDeleteBodySchema,
    response: auditfrageDeleteResponseSchema,
  }),
  dokument: defineEndpoint({
    method: 'GET',
    path: AUDIT_PATHS.dokument,
    access: VIEW,
    tag,
    summary: 'Download an uploaded document of a question',
    query: dokumentQuerySchema,
    response: 'file',
  }),
  status: defineEndpoint({
    method: 'GET',
    path: AUDIT_PATHS.status,
    access: VIEW,
    tag,
    summary: 'The question statuses of spec §4 (read-only)',
    response: statusResponseSchema,
  }),
  themenbloecke: themenbloecke.get,
  schutzziele: schutzziele.get,
  organisationseinheiten: organisationseinheiten.get,
  themenbloeckeEdit: themenbloecke.edit,
  schutzzieleEdit: schutzziele.edit,
  organisationseinheitenEdit: organisationseinheiten.edit,
  summaryTotals: defineEndpoint({
    method: 'GET',
    path: AUDIT_PATHS.summaryTotals,
    access: VIEW,
    tag,
    summary: 'Counts per protection goal. standard: package 1 only; extended: all packages, status 4 left out (counted as 0)',
    query: summaryQuerySchema,
    response: summaryTotalsResponseSchema,
  }),
  listReport: defineEndpoint({
    method: 'GET',
    path: AUDIT_PATHS.listReport,
    access: VIEW,
    tag,
    summary: 'All questions for the printable list report, with the report free text',
    response: listReportResponseSchema,
  }),
  listReportFreitext: freitextEndpoint(AUDIT_PATHS.listReportFreitext, 'VWS_AuditFragen_Report_Edit', tag),
  statusTotals: statusTotalsEndpoint(AUDIT_PATHS.statusTotals, VIEW.permission, tag, 'Number of audit_fragen rows per status (dashboard widget)'),
  dashboardWidget: dashboardWidgetEndpoint(AUDIT_PATHS.dashboardWidget, VIEW.permission, tag, 'questions per status'),
} as const;
