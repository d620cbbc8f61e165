import { ANFRAGEN_PATHS } from './betroffenenanfragen-constants';
import {
  anfrageAddBodySchema,
  anfrageAddResponseSchema,
  anfrageDeleteBodySchema,
  anfrageDetailResponseSchema,
  anfrageIdQuerySchema,
  anfragenResponseSchema,
  anfrageUpdateBodySchema,
  anfrageUpdateResponseSchema,
} from './betroffenenanfragen-records';
import { okSchema } from './common';
import { defineEndpoint } from './endpoint';
import { dashboardWidgetEndpoint } from './kit-endpoints';

const tag = 'betroffenenanfragen';
const VIEW = { permission: 'VWS_Betroffenenanfragen_View' } as const;
const EDIT = { permission: 'VWS_Betroffenenanfragen_Edit' } as const;

/**
 * The data-subject request calls (issue 27), each declared once (DESIGN.md §8): the server registers
 * its routes from them and the remote its RTK Query endpoints. The module permission
 * VWS_Betroffenenanfragen_Module_Access is added by the platform.
 */
export const BETROFFENENANFRAGEN_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: ANFRAGEN_PATHS.list,
    access: VIEW,
    tag,
    summary: 'Every data-subject request of the customer with its Frist (one month from receipt, Art. 12(3), plus any extension)',
    response: anfragenResponseSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: ANFRAGEN_PATHS.detail,
    access: VIEW,
    tag,
    summary: 'One request with its Frist and what the register says about its processing records (texts in the Accept-Language)',
    query: anfrageIdQuerySchema,
    response: anfrageDetailResponseSchema,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: ANFRAGEN_PATHS.add,
    access: EDIT,
    tag,
    summary: 'Record a data-subject request (Version 1)',
    body: anfrageAddBodySchema,
    response: anfrageAddResponseSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: ANFRAGEN_PATHS.update,
    access: EDIT,
    tag,
    summary: 'Change a request; a stale Version answers 409 itemHasBeenChanged unless forceUpdate',
    body: anfrageUpdateBodySchema,
    response: anfrageUpdateResponseSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: ANFRAGEN_PATHS.delete,
    access: EDIT,
    tag,
    summary: 'Delete a request with its links to processing records',
    body: anfrageDeleteBodySchema,
    response: okSchema,
  }),
  dashboardWidget: dashboardWidgetEndpoint(ANFRAGEN_PATHS.dashboardWidget, VIEW.permission, tag, 'open data-subject requests by their deadline'),
} as const;
