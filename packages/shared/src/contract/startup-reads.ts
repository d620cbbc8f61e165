import { META_ENDPOINTS } from './meta-endpoints';

/**
 * The calls every signed-in page of the portal makes at its start (session/loaders.ts and
 * session/selectCustomer.ts): the user's, whose answers do not depend on a customer (the portal
 * asks with ?customer_uid= once one is selected, and the server does not read it for them), and
 * the selected customer's, with ?customer_uid=. The server's route frame starts them with the
 * page's first HTML, beside the route's own reads (ModuleRouteInfo.reads); the API slice takes their
 * answers instead of asking again (api/startupReads.ts). Paths below the API base.
 */
export const STARTUP_READS = {
  user: [META_ENDPOINTS.translations.path, META_ENDPOINTS.userProfile.path, META_ENDPOINTS.userProfilePermissions.path, META_ENDPOINTS.customers.path],
  customer: [META_ENDPOINTS.customerPermissions.path],
} as const;
