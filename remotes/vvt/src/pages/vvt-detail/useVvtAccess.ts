import { usePermissions, useSession } from '@vws/shared/core';
import type { ZugewiesenerBenutzer } from '@vws/shared/contract/vvt';

/**
 * Spec §6: _Edit edits every record, _Edit_Assigned only assigned ones (a record without assignees
 * counts as assigned to the default assignees); _Add creates. The server checks the same.
 */
export function useVvtAccess(isNew: boolean, assignees: readonly ZugewiesenerBenutzer[] | undefined) {
  const { has } = usePermissions();
  const { user } = useSession();
  const assigned =
    (assignees ?? []).some((a) => a.user_uid === user?.user_uid) || ((assignees ?? []).length === 0 && has('computed_isDefaultAssigneeOfUnassignedProcesses'));
  const canEdit = isNew ? has('VWS_VVTProzesse_Add') : has('VWS_VVTProzesse_Edit') || (has('VWS_VVTProzesse_Edit_Assigned') && assigned);
  return {
    canEdit,
    canDelete: !isNew && has('VWS_VVTProzesse_Delete'),
    canDuplicate: !isNew && has('VWS_VVTProzesse_Add'),
    canEditRelations: canEdit && has('VWS_VVTProzesse_Mappings_Edit'),
    canAssign: !isNew && has('VWS_VVTProzesse_UserAssignments_Edit'),
    canFlagReview: !isNew && canEdit,
  };
}
