import type { Permission } from './names';
import { PERMISSION_ALIASES } from './names';

/**
 * Computed permissions of spec §6, derived from the granted ones:
 * - canViewAllOrAssignedProcesses: may see all processes or at least the assigned ones;
 * - isDefaultAssigneeOfUnassignedProcesses: the DSB (write-protected fields) receives unassigned processes;
 * - canInviteUsers: may manage the customer's users.
 */
export function withComputedPermissions(granted: Iterable<string>): Permission[] {
  const set = new Set<string>();
  for (const p of granted) set.add(PERMISSION_ALIASES[p] ?? p);
  if (set.has('VWS_VVTProzesse_View') || set.has('VWS_VVTProzesse_View_Assigned')) {
    set.add('computed_canViewAllOrAssignedProcesses');
  }
  if (set.has('VWS_VVTProzesse_WriteProtectedFields') && set.has('VWS_VVTProzesse_AssignableToProcesses')) {
    set.add('computed_isDefaultAssigneeOfUnassignedProcesses');
  }
  if (set.has('VWS_User_ManageRoles')) set.add('computed_canInviteUsers');
  return [...set].sort() as Permission[];
}

/** A check passes if the customer or the user profile grants the permission (spec §6). */
export function hasPermission(granted: { customer: readonly string[]; profile: readonly string[] }, permission: Permission | readonly Permission[]): boolean {
  const wanted = Array.isArray(permission) ? permission : [permission as Permission];
  const all = new Set([...granted.customer, ...granted.profile].map((p) => PERMISSION_ALIASES[p] ?? p));
  return wanted.some((p) => all.has(p));
}
