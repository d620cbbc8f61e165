import { okSchema } from './common';
import { defineEndpoint } from './endpoint';
import { dashboardWidgetEndpoint } from './kit-endpoints';
import { VORFAELLE_PATHS } from './vorfaelle-constants';
import {
  vorfaelleResponseSchema,
  vorfallAddBodySchema,
  vorfallAddResponseSchema,
  vorfallDeleteBodySchema,
  vorfallDetailResponseSchema,
  vorfallIdQuerySchema,
  vorfallUpdateBodySchema,
  vorfallUpdateResponseSchema,
} from './vorfaelle-records';

const tag = 'vorfaelle';
const VIEW = { permission: 'VWS_Vorfaelle_View' } as const;
const EDIT = { permission: 'VWS_Vorfaelle_Edit' } as const;

/**
 * The data-breach calls (issue 27), each declared once (DESIGN.md §8): the server registers its routes
 * from them (server/src/modules/vorfaelle/routes.ts) and the remote its RTK Query endpoints
 * (remotes/vorfaelle/src/api.ts). The module permission VWS_Vorfaelle_Module_Access is added by the platform.
 */
export const VORFAELLE_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: VORFAELLE_PATHS.list,
    access: VIEW,
    tag,
    summary: 'Every data breach of the customer with its Meldefrist (Kenntnis_am + 72 h) and whether a notification is required or late',
    response: vorfaelleResponseSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: VORFAELLE_PATHS.detail,
    access: VIEW,
    tag,
    summary: 'One data breach with its derived deadline and its linked processing records',
    query: vorfallIdQuerySchema,
    response: vorfallDetailResponseSchema,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: VORFAELLE_PATHS.add,
    access: EDIT,
    tag,
    summary: 'Record a data breach (Version 1); a late notification needs Verspaetung_Gruende',
    body: vorfallAddBodySchema,
    response: vorfallAddResponseSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: VORFAELLE_PATHS.update,
    access: EDIT,
    tag,
    summary: 'Change a data breach; a stale Version answers 409 itemHasBeenChanged unless forceUpdate',
    body: vorfallUpdateBodySchema,
    response: vorfallUpdateResponseSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: VORFAELLE_PATHS.delete,
    access: EDIT,
    tag,
    summary: 'Delete a data breach with its links to processing records',
    body: vorfallDeleteBodySchema,
    response: okSchema,
  }),
  dashboardWidget: dashboardWidgetEndpoint(VORFAELLE_PATHS.dashboardWidget, VIEW.permission, tag, 'open data breaches with their notification deadline'),
} as const;
