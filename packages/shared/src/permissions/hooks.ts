import { useCallback, useMemo } from 'react';
import { useAppSelector } from '../api/store';
import { hasPermission } from './computed';
import type { Permission } from './names';

/** What a route or a sidebar entry requires: one permission, any of a list, or nothing. */
export type PermissionRequirement = Permission | readonly Permission[] | undefined;

export interface PermissionsView {
  /** Grants of the user's roles in the current customer (computed_* included). */
  customer: readonly string[];
  /** META_* and USER_DENY_* of the user profile. */
  profile: readonly string[];
  /** True if the customer or the profile grants any of the permissions (spec §6); no requirement passes. */
  has: (permission: PermissionRequirement) => boolean;
}

export function usePermissions(): PermissionsView {
  const customer = useAppSelector((state) => state.session.customerPermissions);
  const profile = useAppSelector((state) => state.session.profilePermissions);
  const has = useCallback(
    (permission: PermissionRequirement) => permission === undefined || hasPermission({ customer, profile }, permission),
    [customer, profile],
  );
  return useMemo(() => ({ customer, profile, has }), [customer, profile, has]);
}

/** Whether the user holds the permission (or any of the list) in the current customer or profile. */
export function useHasPermission(permission: Permission | readonly Permission[]): boolean {
  const { has } = usePermissions();
  return has(permission);
}
