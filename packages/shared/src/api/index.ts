export * from './platformEndpoints';
export { baseQuery, resetSessionEverywhere, API_TAG_TYPES } from './slice';
export { configureApiBase, getApiBaseUrl, setNavigator, navigateTo } from './config';
export type { PortalNavigator } from './config';
export { withCustomerUid, CUSTOMER_UID_PARAM } from './rawBaseQuery';
export { SIGN_IN_URL, TOKEN_REFRESH_URL, REFRESH_POLL_MS, isRefreshInFlight } from './reauth';
export * from './errors';
export * from './types';
export * from './store';
