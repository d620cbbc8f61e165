import { useCallback } from 'react';
import { hasPermission, type Permission } from '@vws/shared/permissions';
import { useAppSelector } from '@vws/shared';

export type PermissionRequirement = Permission | readonly Permission[] | undefined;

/** `has(p)`: the current customer or the user profile grants p (spec §6); no requirement passes. */
export function useShellPermissions() {
  const customer = useAppSelector((state) => state.session.customerPermissions);
  const profile = useAppSelector((state) => state.session.profilePermissions);
  const has = useCallback(
    (permission: PermissionRequirement) => permission === undefined || hasPermission({ customer, profile }, permission),
    [customer, profile],
  );
  return { has, customer, profile };
}
