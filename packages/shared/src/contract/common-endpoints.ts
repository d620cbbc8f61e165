import { healthResponseSchema } from './common';
import { countriesResponseSchema } from './countries';
import { defineEndpoint } from './endpoint';
import { historyQuerySchema, historyResponseSchema } from './history';

/**
 * Every view permission of a history entity (the modules' `historyEntities`): the history call admits
 * a caller holding any of them in the customer; the server then checks the named entity's own view
 * permission, its module's access permission and its record rule. The server refuses to start when
 * a module declares an entity whose view permission is missing here.
 */
export const HISTORY_VIEW_PERMISSIONS = [
  'VWS_AuditFragen_View',
  'VWS_VVTProzesse_View',
  'VWS_Datenweitergaben_View',
  'VWS_Vorfaelle_View',
  'VWS_Betroffenenanfragen_View',
  'VWS_Select',
  'VWS_VVTProzesse_View_Assigned',
] as const;

/**
 * The platform's own calls (server/src/modules/core: the health check and the change history of
 * server/src/platform/history), declared once: the server's routes and the shared client's
 * endpoints are made from these.
 */
export const COMMON_ENDPOINTS = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    tag: 'platform',
    summary: 'The API and its database answer',
    response: healthResponseSchema,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/common/history',
    access: { permission: HISTORY_VIEW_PERMISSIONS },
    tag: 'platform',
    summary: 'Change history of a record (who, when, which field from what to what), newest first',
    query: historyQuerySchema,
    response: historyResponseSchema,
  }),
  countries: defineEndpoint({
    method: 'GET',
    path: '/common/countries',
    access: 'signedIn',
    tag: 'platform',
    summary: 'The country catalogue: ISO 3166-1 alpha-2 codes, German and English names, EU and EEA membership, adequacy decisions (Art. 45 GDPR)',
    response: countriesResponseSchema,
  }),
} as const;
