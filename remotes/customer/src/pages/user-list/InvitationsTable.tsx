import { useCallback, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { formatDate, useRoleLabel, useToast } from '@vws/shared/core';
import { ConfirmDelete } from '@vws/shared/edit';
import { ListTable, useListRows, type ListColumn } from '@vws/shared/list';
import type { Invitation } from '@vws/shared/contract/meta-customer';
import type { Role } from '@vws/shared/contract/meta';
import { useCustomerDeleteInvitationMutation, useCustomerInviteUserMutation } from '../../api';
import { useCustomerTranslation } from '../../i18n';
import { invitationsList } from '../../state/userLists';

type ShownInvitation = Invitation & { nameText: string; roleText: string };

/** The open invitations: resend (renews the link) and delete. E-mail, expiry and the actions are the key columns. */
export function InvitationsTable({ invitations, roles }: { invitations: Invitation[]; roles: Role[] }) {
  const { t } = useCustomerTranslation();
  const roleLabel = useRoleLabel();
  const toast = useToast();
  const state = invitationsList.useListState();
  const [invite] = useCustomerInviteUserMutation();
  const [remove] = useCustomerDeleteInvitationMutation();
  const [deleting, setDeleting] = useState<Invitation | null>(null);

  const resend = useCallback(
    async (i: Invitation) => {
      try {
        await invite({ userInvitationRequest: { email: i.email, firstname: i.firstname, lastname: i.lastname, role_id: i.role_id } }).unwrap();
        toast.success(t('users.resent', { email: i.email }));
      } catch {
        toast.error(t('users.saveFailed'));
      }
    },
    [invite, toast, t],
  );
  const confirmDelete = async () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    try {
      await remove({ invitation_uid: target.invitation_uid }).unwrap();
      toast.success(t('users.invitationDeleted'));
    } catch {
      toast.error(t('users.saveFailed'));
    }
  };

  const columns = useMemo<ListColumn<Invitation, ShownInvitation>[]>(
    () => [
      { field: 'email', header: t('users.email'), bodyClassName: 'vws-wrap-anywhere' },
      { sortKey: 'name', sortValue: (i) => `${i.lastname} ${i.firstname}`, header: t('users.name'), priority: 2, body: (i) => i.nameText },
      { sortKey: 'role', sortValue: (i) => i.role_id ?? 0, header: t('users.role'), priority: 2, body: (i) => i.roleText },
      { field: 'created_at', header: t('users.invitedAt'), priority: 3, body: (i) => formatDate(i.created_at) },
      { field: 'expires_at', header: t('users.expiresAt'), body: (i) => (i.expires_at ? formatDate(i.expires_at) : '') },
      { field: 'invited_by', header: t('users.invitedBy'), priority: 3 },
      {
        actionKey: 'actions',
        body: (i) => (
          <div className="flex gap-2">
            <Button icon="pi pi-refresh" text size="small" className="white-space-nowrap" label={t('users.resend')} onClick={() => void resend(i)} />
            <Button icon="pi pi-trash" text size="small" severity="danger" aria-label={t('users.deleteInvitation')} onClick={() => setDeleting(i)} />
          </div>
        ),
      },
    ],
    [t, resend],
  );
  const rows = useListRows(invitations, state, columns);
  const decorate = useCallback(
    (page: Invitation[]): ShownInvitation[] =>
      page.map((i) => {
        const role = roles.find((r) => r.id === i.role_id);
        return { ...i, nameText: `${i.firstname} ${i.lastname}`.trim(), roleText: role ? roleLabel(role.name) : '' };
      }),
    [roles, roleLabel],
  );

  return (
    <>
      <div data-testid="invitations-table">
        <ListTable
          state={state}
          actions={invitationsList.actions}
          rows={rows}
          decorate={decorate}
          columns={columns}
          dataKey="invitation_uid"
          listId="customer-invitations"
          loaded
          emptyMessage={t('users.invitationsEmpty')}
          countText={t('users.invitationsCount', { count: rows.length })}
          ariaLabel={t('users.tabInvitations')}
        />
      </div>
      <ConfirmDelete visible={deleting !== null} name={deleting?.email} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
    </>
  );
}
