import { defineEndpoint } from './endpoint';
import { vorfaelleEintraegeResponseSchema } from './vorfaelle-records';

const tag = 'vorfaelle';

/**
 * The vorfaelle module's calls, each declared once (DESIGN.md §8): the server registers its route
 * from the contract (server/src/modules/vorfaelle/routes.ts, contractRoute) and the remote makes its
 * RTK Query endpoint from it (remotes/vorfaelle/src/api.ts, contractEndpoints). This file holds
 * endpoint tables only (browser builds reduce them to method and path).
 */
export const VORFAELLE_ENDPOINTS = {
  /** The entries of the selected customer (the base query adds ?customer_uid). */
  eintraege: defineEndpoint({
    method: 'GET',
    path: '/vorfaelle/eintraege',
    access: { permission: 'VWS_Select' },
    tag,
    summary: 'Entries of the selected customer',
    response: vorfaelleEintraegeResponseSchema,
  }),
} as const;
