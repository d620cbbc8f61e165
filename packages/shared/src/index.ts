/**
 * @vws/shared — the public client surface (README.md). Server code imports only the React-free
 * sub-paths: @vws/shared/contract, @vws/shared/permissions, @vws/shared/validation.
 */
export * from './api';
export * from './session';
export * from './permissions';
export { usePermissions, useHasPermission } from './permissions/hooks';
export type { PermissionsView, PermissionRequirement } from './permissions/hooks';
export * from './i18n';
export * from './i18n/typed';
export * from './module';
export * from './validation';
export * from './ui';
export * from './staging';
export * from './save';
export * from './list';
export * from './form';
export * from './print';
