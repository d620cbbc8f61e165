/**
 * @vws/shared/core: what every page of the portal needs (the API slice and store, session,
 * permissions, i18n, the module contract, validation, light UI and the list state). Kept free of
 * the heavy kits so that a route loads only the kits its page uses (form, list, print, edit).
 */
export * from '../api';
export * from '../session';
export * from '../permissions';
export { usePermissions, useHasPermission } from '../permissions/hooks';
export type { PermissionsView, PermissionRequirement } from '../permissions/hooks';
export * from '../i18n';
export * from '../i18n/typed';
export { loadHelpTexts, useHelpTexts } from '../i18n/help';
export * from '../module';
export * from '../validation';
export * from '../ui';
export * from '../list/listSlice';
export * from '../list/sortRows';
export * from '../list/useFilteredList';
// The document title (shell layout and report pages claim it): one instance for the whole portal.
export * from '../print/documentTitle';
