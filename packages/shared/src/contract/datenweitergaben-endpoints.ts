import { bulkResponseSchema } from './bulk';
import { okSchema } from './common';
import { DW_PATHS } from './datenweitergaben-constants';
import { dwMappingsBodySchema, dwMappingsResponseSchema, idVerarbeitungParamSchema } from './datenweitergaben-mappings';
import {
  datenweitergabeAddBodySchema,
  datenweitergabeAddResponseSchema,
  datenweitergabeDeleteBodySchema,
  datenweitergabeDetailResponseSchema,
  datenweitergabeDuplicateBodySchema,
  datenweitergabeDuplicateResponseSchema,
  datenweitergabeIdQuerySchema,
  datenweitergabenBulkBodySchema,
  datenweitergabenBasicFieldsResponseSchema,
  datenweitergabenListQuerySchema,
  datenweitergabenListReportResponseSchema,
  datenweitergabenResponseSchema,
  datenweitergabeUpdateBodySchema,
  datenweitergabeUpdateResponseSchema,
  dwReferencesResponseSchema,
  dwSummaryTotalsResponseSchema,
  wiedervorlageResponseSchema,
} from './datenweitergaben-records';
import { defineEndpoint } from './endpoint';
import { dashboardWidgetEndpoint, freitextEndpoint } from './kit-endpoints';

const tag = 'datenweitergaben';
const VIEW = { permission: 'VWS_Datenweitergaben_View' } as const;
const EDIT = { permission: 'VWS_Datenweitergaben_Edit' } as const;

/**
 * Every data-transfer call (spec §7, issue 10), declared once: the server's routes
 * (server/src/modules/datenweitergaben/routes) and the remote's RTK Query endpoints are made from
 * these. The module access permission (VWS_Datenweitergaben_Module_Access) is added by the platform.
 */
export const DW_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: DW_PATHS.list,
    access: VIEW,
    tag,
    summary: 'Every data transfer of the customer, with the report free text; with rows=… one filtered, sorted page and the counts',
    query: datenweitergabenListQuerySchema,
    response: datenweitergabenResponseSchema,
  }),
  basicFields: defineEndpoint({
    method: 'GET',
    path: DW_PATHS.basicFields,
    access: VIEW,
    tag,
    summary: 'ID, group, recipient, place and status of every transfer (to pick one)',
    response: datenweitergabenBasicFieldsResponseSchema,
  }),
  references: defineEndpoint({
    method: 'GET',
    path: DW_PATHS.references,
    access: VIEW,
    tag,
    summary: 'Contract status, legal bases and third-country legal bases, Name in the Accept-Language',
    response: dwReferencesResponseSchema,
  }),
  summaryTotals: defineEndpoint({
    method: 'GET',
    path: DW_PATHS.summaryTotals,
    access: VIEW,
    tag,
    summary: 'Per group of transfers: the number in each of the six contract-status groups of spec §4',
    response: dwSummaryTotalsResponseSchema,
  }),
  listReport: defineEndpoint({
    method: 'GET',
    path: DW_PATHS.listReport,
    access: VIEW,
    tag,
    summary: 'The list report: every transfer with the texts it prints, and the free text',
    response: datenweitergabenListReportResponseSchema,
  }),
  wiedervorlage: defineEndpoint({
    method: 'GET',
    path: DW_PATHS.wiedervorlage,
    access: VIEW,
    tag,
    summary: 'Contracts whose resubmission date or end falls within 30 days or is past (not terminated ones)',
    response: wiedervorlageResponseSchema,
  }),
  freitext: freitextEndpoint(DW_PATHS.freitext, EDIT.permission, tag),
  dashboardWidget: dashboardWidgetEndpoint(DW_PATHS.dashboardWidget, VIEW.permission, tag, 'contracts due for resubmission and contracts per status group'),
  detail: defineEndpoint({
    method: 'GET',
    path: DW_PATHS.detail,
    access: VIEW,
    tag,
    summary: 'One transfer with its stored checkpoints of every legal basis',
    query: datenweitergabeIdQuerySchema,
    response: datenweitergabeDetailResponseSchema,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: DW_PATHS.add,
    access: EDIT,
    tag,
    summary: 'Create a transfer (Version 1) with the checkpoints of its legal basis; Firma_Empfaenger must not be empty',
    body: datenweitergabeAddBodySchema,
    response: datenweitergabeAddResponseSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: DW_PATHS.update,
    access: EDIT,
    tag,
    summary: 'Change a transfer and its checkpoints; a stale Version answers 409 itemHasBeenChanged unless forceUpdate',
    body: datenweitergabeUpdateBodySchema,
    response: datenweitergabeUpdateResponseSchema,
  }),
  duplicate: defineEndpoint({
    method: 'POST',
    path: DW_PATHS.duplicate,
    access: EDIT,
    tag,
    summary: 'Copy a transfer with its checkpoints: recipient "Kopie von …"/"Copy of …" (unique in its group), contract status 0, Version 1; no links',
    body: datenweitergabeDuplicateBodySchema,
    response: datenweitergabeDuplicateResponseSchema,
  }),
  bulk: defineEndpoint({
    method: 'PUT',
    path: DW_PATHS.bulk,
    access: EDIT,
    tag,
    summary: 'Change contract status and group of several transfers in one transaction; any stale Version refuses the batch (409 with the rows in conflicts)',
    body: datenweitergabenBulkBodySchema,
    response: bulkResponseSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: DW_PATHS.delete,
    access: EDIT,
    tag,
    summary: 'Delete a transfer with its checkpoints and links to processing records',
    body: datenweitergabeDeleteBodySchema,
    response: okSchema,
  }),
  mappings: defineEndpoint({
    method: 'GET',
    path: DW_PATHS.mappings,
    access: VIEW,
    tag,
    summary: 'The processing records a transfer is linked to (those the caller may see)',
    query: datenweitergabeIdQuerySchema,
    response: dwMappingsResponseSchema,
  }),
  mappingsEdit: defineEndpoint({
    method: 'PUT',
    path: DW_PATHS.mappingsEdit,
    access: EDIT,
    tag,
    summary: 'Store new (ID 0) and deleted links of one transfer; answers its links (needs VWS_VVTProzesse_Mappings_Edit too)',
    body: dwMappingsBodySchema,
    response: dwMappingsResponseSchema,
  }),
  vvtMappings: defineEndpoint({
    method: 'GET',
    path: DW_PATHS.vvtMappings,
    access: { permission: ['VWS_VVTProzesse_View', 'VWS_VVTProzesse_View_Assigned'] },
    tag,
    summary: 'The transfers a processing record is linked to (404 when the record is hidden; needs VWS_Datenweitergaben_View too)',
    query: idVerarbeitungParamSchema,
    response: dwMappingsResponseSchema,
  }),
  vvtMappingsEdit: defineEndpoint({
    method: 'PUT',
    path: DW_PATHS.vvtMappingsEdit,
    access: { permission: 'VWS_VVTProzesse_Mappings_Edit' },
    tag,
    summary: 'Store new (ID 0) and deleted links of one processing record; needs its edit right and VWS_Datenweitergaben_Edit; answers its links',
    body: dwMappingsBodySchema,
    response: dwMappingsResponseSchema,
  }),
} as const;
