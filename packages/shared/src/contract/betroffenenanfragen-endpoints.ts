import { defineEndpoint } from './endpoint';
import { betroffenenanfragenEintraegeResponseSchema } from './betroffenenanfragen-records';

const tag = 'betroffenenanfragen';

/**
 * The betroffenenanfragen module's calls, each declared once (DESIGN.md §8): the server registers its route
 * from the contract (server/src/modules/betroffenenanfragen/routes.ts, contractRoute) and the remote makes its
 * RTK Query endpoint from it (remotes/betroffenenanfragen/src/api.ts, contractEndpoints). This file holds
 * endpoint tables only (browser builds reduce them to method and path).
 */
export const BETROFFENENANFRAGEN_ENDPOINTS = {
  /** The entries of the selected customer (the base query adds ?customer_uid). */
  eintraege: defineEndpoint({
    method: 'GET',
    path: '/betroffenenanfragen/eintraege',
    access: { permission: 'VWS_Select' },
    tag,
    summary: 'Entries of the selected customer',
    response: betroffenenanfragenEintraegeResponseSchema,
  }),
} as const;
