/**
 * The sign-in page's calls (their contracts). Loaded on demand (signInAndChooseStart.ts): their
 * schemas bring zod, which would push the page's JavaScript over its budget (DESIGN.md §10).
 */
export { AUTH_ENDPOINTS } from '@vws/shared/contract/auth-endpoints';
export { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
