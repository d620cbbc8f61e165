import { bulkResponseSchema } from './bulk';
import { okSchema } from './common';
import { defineEndpoint } from './endpoint';
import { dashboardWidgetEndpoint, freitextEndpoint } from './kit-endpoints';
import { VVT_PATHS, VVT_REPORT_PATHS } from './vvt-constants';
import {
  idVerarbeitungQuerySchema,
  verarbeitungAddBodySchema,
  verarbeitungAddResponseSchema,
  verarbeitungDeleteBodySchema,
  verarbeitungDetailResponseSchema,
  verarbeitungDuplicateBodySchema,
  verarbeitungDuplicateResponseSchema,
  verarbeitungenBulkBodySchema,
  verarbeitungenNameListResponseSchema,
  verarbeitungenGruppenResponseSchema,
  verarbeitungenListQuerySchema,
  verarbeitungenResponseSchema,
  verarbeitungUpdateBodySchema,
  verarbeitungUpdateResponseSchema,
} from './vvt-records';
import {
  sdmCubeReportResponseSchema,
  verarbeitungBereitBodySchema,
  verarbeitungBereitResponseSchema,
  verarbeitungRelationsBodySchema,
  verarbeitungRelationsResponseSchema,
  verarbeitungZuweisungenBodySchema,
  verarbeitungZuweisungenResponseSchema,
  vvtReferencesResponseSchema,
  vvtSummaryTotalsQuerySchema,
  vvtSummaryTotalsResponseSchema,
} from './vvt-relations';
import {
  vvtFullReportQuerySchema,
  vvtFullReportResponseSchema,
  vvtImportBodySchema,
  vvtImportListResponseSchema,
  vvtImportResponseSchema,
  vvtListReportResponseSchema,
  vvtRegisterExportQuerySchema,
} from './vvt-reports';
import {
  registerCompletenessQuerySchema,
  registerCompletenessResponseSchema,
  verarbeitungCompletenessResponseSchema,
  verarbeitungReviewBodySchema,
  verarbeitungReviewResponseSchema,
} from './vvt-register';

const tag = 'vvt';
/**
 * The route permissions of spec §6 (the platform adds VWS_VVT_Module_Access). Record-level rules
 * (assigned-only viewing and editing) are checked by the server's queries (vvt/queries/access.ts).
 */
const VIEW = { permission: ['VWS_VVTProzesse_View', 'VWS_VVTProzesse_View_Assigned'] } as const;
const EDIT = { permission: ['VWS_VVTProzesse_Edit', 'VWS_VVTProzesse_Edit_Assigned'] } as const;
/** The whole register: only for those who see every record. */
const VIEW_ALL = { permission: 'VWS_VVTProzesse_View' } as const;
/** spec §2 /vvt-list-import-content: META_VWS_Import_Content, in the current customer. */
const IMPORT = { permission: 'META_VWS_Import_Content' } as const;

/**
 * Every VVT call (spec §7, the record calls of the VVT issue, the reports, the template import and
 * the register export of issue 9), declared once, one entry per VVT_PATHS and VVT_REPORT_PATHS
 * key: the server's routes (server/src/modules/vvt/routes) and the remote's RTK Query endpoints
 * are made from these.
 */
export const VVT_ENDPOINTS = {
  verarbeitungen: defineEndpoint({
    method: 'GET',
    path: VVT_PATHS.verarbeitungen,
    access: VIEW,
    tag,
    summary:
      'The records of all three levels the caller may see, with the report free text; with rows=… one filtered, sorted page, the counts and the matching ids',
    query: verarbeitungenListQuerySchema,
    response: verarbeitungenResponseSchema,
  }),
  nameList: defineEndpoint({
    method: 'GET',
    path: VVT_PATHS.nameList,
    access: VIEW,
    tag,
    summary: 'ID, level, number and name of the records the caller may see',
    response: verarbeitungenNameListResponseSchema,
  }),
  gruppen: defineEndpoint({
    method: 'GET',
    path: VVT_PATHS.gruppen,
    access: VIEW,
    tag,
    summary: "The groups of the records the caller may see, trimmed, once each, in German order (the full report's group choice)",
    response: verarbeitungenGruppenResponseSchema,
  }),
  referenzen: defineEndpoint({
    method: 'GET',
    path: VVT_PATHS.referenzen,
    access: VIEW,
    tag,
    summary: 'The nine VVT reference lists, Name in the Accept-Language of the request (de default) plus Name_de and Name_en',
    response: vvtReferencesResponseSchema,
  }),
  summaryReport: defineEndpoint({
    method: 'GET',
    path: VVT_PATHS.summaryReport,
    access: VIEW,
    tag,
    summary: 'Dashboard totals: visible records per level and status, pending DPO review, assigned to the caller',
    query: vvtSummaryTotalsQuerySchema,
    response: vvtSummaryTotalsResponseSchema,
  }),
  sdmCubeReport: defineEndpoint({
    method: 'GET',
    path: VVT_PATHS.sdmCubeReport,
    access: VIEW,
    tag,
    summary: 'The SDM cube of one record: 28 rows (goal x step) with status and risk level',
    query: idVerarbeitungQuerySchema,
    response: sdmCubeReportResponseSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: VVT_PATHS.detail,
    access: VIEW,
    tag,
    summary: 'One record with its 28 SDM cube cells, 4 process-step descriptions and assignees (404 when hidden)',
    query: idVerarbeitungQuerySchema,
    response: verarbeitungDetailResponseSchema,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: VVT_PATHS.add,
    access: { permission: 'VWS_VVTProzesse_Add' },
    tag,
    summary: 'Create a record (status 0, Version 1) with its cube cells and process steps',
    body: verarbeitungAddBodySchema,
    response: verarbeitungAddResponseSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: VVT_PATHS.update,
    access: EDIT,
    tag,
    summary: 'Change a record with its cells and steps; a stale Version answers 409 itemHasBeenChanged unless forceUpdate',
    body: verarbeitungUpdateBodySchema,
    response: verarbeitungUpdateResponseSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: VVT_PATHS.delete,
    access: { permission: 'VWS_VVTProzesse_Delete' },
    tag,
    summary: 'Delete a record with its cells, steps, assignments and relations',
    body: verarbeitungDeleteBodySchema,
    response: okSchema,
  }),
  duplicate: defineEndpoint({
    method: 'POST',
    path: VVT_PATHS.duplicate,
    access: { permission: 'VWS_VVTProzesse_Add' },
    tag,
    summary:
      'Copy a visible record with its cube cells and process steps: "Kopie von …"/"Copy of …", the next free Nummer at its level, status 0, Version 1, after the last Sortierung; no assignees, relations or links',
    body: verarbeitungDuplicateBodySchema,
    response: verarbeitungDuplicateResponseSchema,
  }),
  bulk: defineEndpoint({
    method: 'PUT',
    path: VVT_PATHS.bulk,
    access: EDIT,
    tag,
    summary:
      'Change status, group and assignees of several records in one transaction; any stale Version refuses the batch (409 with the rows in conflicts), a record not editable refuses it (403); status is write-protected, assignees need _UserAssignments_Edit',
    body: verarbeitungenBulkBodySchema,
    response: bulkResponseSchema,
  }),
  relations: defineEndpoint({
    method: 'GET',
    path: VVT_PATHS.relations,
    access: VIEW,
    tag,
    summary: 'Direct parents and children of a record, and the indirect relations through one level 2 record',
    query: idVerarbeitungQuerySchema,
    response: verarbeitungRelationsResponseSchema,
  }),
  relationsEdit: defineEndpoint({
    method: 'PUT',
    path: VVT_PATHS.relationsEdit,
    access: { permission: 'VWS_VVTProzesse_Mappings_Edit' },
    tag,
    summary: 'Store new (ID 0) and deleted relations of a record; level order, self, duplicates and cycles are refused',
    body: verarbeitungRelationsBodySchema,
    response: verarbeitungRelationsResponseSchema,
  }),
  zuweisungen: defineEndpoint({
    method: 'PUT',
    path: VVT_PATHS.zuweisungen,
    access: { permission: 'VWS_VVTProzesse_UserAssignments_Edit' },
    tag,
    summary: 'Replace the assignees of a record; each must hold VWS_VVTProzesse_AssignableToProcesses in this customer',
    body: verarbeitungZuweisungenBodySchema,
    response: verarbeitungZuweisungenResponseSchema,
  }),
  bereitZurPruefung: defineEndpoint({
    method: 'PUT',
    path: VVT_PATHS.bereitZurPruefung,
    access: EDIT,
    tag,
    summary: 'Flag a record ready for the DPO review (or clear the flag); needs the edit right on the record',
    body: verarbeitungBereitBodySchema,
    response: verarbeitungBereitResponseSchema,
  }),
  completeness: defineEndpoint({
    method: 'GET',
    path: VVT_PATHS.completeness,
    access: VIEW,
    tag,
    summary:
      'What the supervisory authority would miss in one record: Art. 30(1) items missing, contradictions with its linked transfers, assessments (issue 23)',
    query: idVerarbeitungQuerySchema,
    response: verarbeitungCompletenessResponseSchema,
  }),
  registerCompleteness: defineEndpoint({
    method: 'GET',
    path: VVT_PATHS.registerCompleteness,
    access: VIEW,
    tag,
    summary: 'The completeness checks of every visible record of a level (default 1, the processing activities) with totals per severity',
    query: registerCompletenessQuerySchema,
    response: registerCompletenessResponseSchema,
  }),
  review: defineEndpoint({
    method: 'PUT',
    path: VVT_PATHS.review,
    access: { permission: 'VWS_VVTProzesse_WriteProtectedFields' },
    tag,
    summary: "The DPO's review decision on a record (approved, or returned with a comment); stored as a history row, ends the wait for the review",
    body: verarbeitungReviewBodySchema,
    response: verarbeitungReviewResponseSchema,
  }),
  freitext: freitextEndpoint(VVT_PATHS.freitext, 'VWS_VVT_Report_Edit', tag),
  dashboardWidget: dashboardWidgetEndpoint(
    VVT_PATHS.dashboardWidget,
    VIEW.permission,
    tag,
    'visible records per level and status, pending DPO review, assigned to the caller',
  ),
  listReport: defineEndpoint({
    method: 'GET',
    path: VVT_REPORT_PATHS.listReport,
    access: VIEW,
    tag,
    summary: 'The list report: the visible records with retention periods and DPIA screening, and the report free text',
    response: vvtListReportResponseSchema,
  }),
  fullReport: defineEndpoint({
    method: 'GET',
    path: VVT_REPORT_PATHS.fullReport,
    access: VIEW,
    tag,
    summary:
      'The full report of every visible record (or of ?IdVerarbeitung only): internal (every field, cube with its texts, steps, relations, recipients), external (transfers, recipients, retention, TOM, DSFA reasoning) or verarbeitungsphasen; streamed. Recipients only for callers who may see data transfers',
    query: vvtFullReportQuerySchema,
    response: vvtFullReportResponseSchema,
  }),
  registerExport: defineEndpoint({
    method: 'GET',
    path: VVT_REPORT_PATHS.registerExport,
    access: VIEW_ALL,
    tag,
    summary: 'The whole register as an Excel workbook: one sheet per level, the SDM cube and the relations; headers in ?language; streamed',
    query: vvtRegisterExportQuerySchema,
    response: 'file',
  }),
  importList: defineEndpoint({
    method: 'GET',
    path: VVT_REPORT_PATHS.importList,
    access: IMPORT,
    tag,
    summary: 'The records of the demo source "Vorlagen" as import list items (spec §3)',
    response: vvtImportListResponseSchema,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: VVT_REPORT_PATHS.import,
    access: IMPORT,
    tag,
    summary: 'Copy templates into the current customer with their cube, steps and the relations among them; a Nummer already at its level fails',
    body: vvtImportBodySchema,
    response: vvtImportResponseSchema,
  }),
} as const;
