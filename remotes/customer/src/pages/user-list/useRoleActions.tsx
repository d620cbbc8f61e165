import { useState } from 'react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useRoleLabel, useToast } from '@vws/shared/core';
import { ROLE_DELETE_CONFLICTS, type RoleDeleteConflict, type UserWithRoles } from '@vws/shared/contract/meta-customer';
import { useCustomerAddUserRoleMutation, useCustomerDeleteUserRoleMutation } from '../../api';
import { useCustomerTranslation } from '../../i18n';

interface Flags {
  forceDeleteMemberRole?: boolean;
  forceDeletePORole?: boolean;
}
interface Pending {
  user: UserWithRoles;
  role: { id: number; name: string };
  flags: Flags;
  /** undefined: the first question; else the conflict the server answered. */
  conflict?: RoleDeleteConflict;
  count?: number;
}

const FLAG_OF: Record<RoleDeleteConflict, keyof Flags> = {
  memberRoleHasOtherRoles: 'forceDeleteMemberRole',
  poHasAssignedRecords: 'forceDeletePORole',
  lastDataProtectionOfficer: 'forceDeletePORole',
};
const QUESTION_OF: Record<RoleDeleteConflict, 'users.confirmMember' | 'users.confirmPo' | 'users.confirmLastDsb'> = {
  memberRoleHasOtherRoles: 'users.confirmMember',
  poHasAssignedRecords: 'users.confirmPo',
  lastDataProtectionOfficer: 'users.confirmLastDsb',
};

function conflictOf(error: unknown): { code: RoleDeleteConflict; count?: number } | undefined {
  const e = error as { status?: number; data?: { error?: string; count?: number } };
  if (e?.status !== 409 || !e.data?.error) return undefined;
  const code = ROLE_DELETE_CONFLICTS.find((c) => c === e.data?.error);
  return code ? { code, count: e.data.count } : undefined;
}

export const fullName = (u: { firstname: string; lastname: string; email?: string }) => `${u.firstname} ${u.lastname}`.trim() || u.email || '';

/**
 * Adding and removing roles. A removal is confirmed first; when the server answers 409 with a
 * force-flag conflict (spec §6) the matching question follows and a yes repeats it with the flag.
 */
export function useRoleActions() {
  const { t } = useCustomerTranslation();
  const roleLabel = useRoleLabel();
  const toast = useToast();
  const [addRole] = useCustomerAddUserRoleMutation();
  const [deleteRole, { isLoading: deleting }] = useCustomerDeleteUserRoleMutation();
  const [pending, setPending] = useState<Pending | null>(null);

  const add = async (user: UserWithRoles, roleId: number) => {
    try {
      await addRole({ userUid: user.user_uid, roleId }).unwrap();
      toast.success(t('users.roleAdded'));
    } catch {
      toast.error(t('users.saveFailed'));
    }
  };

  const send = async (p: Pending) => {
    setPending(null);
    try {
      const result = await deleteRole({ userUid: p.user.user_uid, roleId: p.role.id, ...p.flags }).unwrap();
      toast.success(result.removedFromCustomer ? t('users.userRemoved', { name: fullName(p.user) }) : t('users.roleRemoved'));
    } catch (error) {
      const conflict = conflictOf(error);
      if (conflict) setPending({ ...p, conflict: conflict.code, count: conflict.count });
      else toast.error(t('users.saveFailed'));
    }
  };

  const confirmed = () => {
    if (!pending) return;
    const flags = pending.conflict ? { ...pending.flags, [FLAG_OF[pending.conflict]]: true } : pending.flags;
    void send({ ...pending, flags, conflict: undefined });
  };

  const name = pending ? fullName(pending.user) : '';
  const message = !pending
    ? ''
    : pending.conflict
      ? t(QUESTION_OF[pending.conflict], { name, count: pending.count ?? 0 })
      : t('users.confirmRemoveRole', { name, role: roleLabel(pending.role.name) });

  const element = (
    <ConfirmDialog
      visible={pending !== null}
      onHide={() => setPending(null)}
      header={t('users.confirmHeader')}
      message={<span data-testid="role-confirm-message">{message}</span>}
      icon="pi pi-exclamation-triangle"
      acceptClassName="p-button-danger"
      defaultFocus="reject"
      accept={confirmed}
      reject={() => setPending(null)}
    />
  );

  return {
    add,
    remove: (user: UserWithRoles, role: { id: number; name: string }) => setPending({ user, role, flags: {} }),
    deleting,
    element,
  };
}
