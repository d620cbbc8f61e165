import { useState } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { formatDate, useRoleLabel, useToast } from '@vws/shared/core';
import { ConfirmDelete } from '@vws/shared/edit';
import type { Invitation } from '@vws/shared/contract/meta-customer';
import type { Role } from '@vws/shared/contract/meta';
import { useCustomerDeleteInvitationMutation, useCustomerInviteUserMutation } from '../../api';
import { useCustomerTranslation } from '../../i18n';

/** The open invitations: resend (renews the link) and delete. */
export function InvitationsTable({ invitations, roles }: { invitations: Invitation[]; roles: Role[] }) {
  const { t, i18n } = useCustomerTranslation();
  const roleLabel = useRoleLabel();
  const toast = useToast();
  const [invite] = useCustomerInviteUserMutation();
  const [remove] = useCustomerDeleteInvitationMutation();
  const [deleting, setDeleting] = useState<Invitation | null>(null);

  const resend = async (i: Invitation) => {
    try {
      await invite({ userInvitationRequest: { email: i.email, firstname: i.firstname, lastname: i.lastname, role_id: i.role_id } }).unwrap();
      toast.success(t('users.resent', { email: i.email }));
    } catch {
      toast.error(t('users.saveFailed'));
    }
  };
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
  const roleName = (id: number | null) => {
    const role = roles.find((r) => r.id === id);
    return role ? roleLabel(role.name) : '';
  };

  return (
    <>
      <DataTable
        key={i18n.language}
        value={invitations}
        dataKey="invitation_uid"
        size="small"
        stripedRows
        emptyMessage={t('users.invitationsEmpty')}
        data-testid="invitations-table"
      >
        <Column header={t('users.email')} field="email" />
        <Column header={t('users.name')} body={(i: Invitation) => `${i.firstname} ${i.lastname}`.trim()} />
        <Column header={t('users.role')} body={(i: Invitation) => roleName(i.role_id)} />
        <Column header={t('users.invitedAt')} body={(i: Invitation) => formatDate(i.created_at)} />
        <Column header={t('users.expiresAt')} body={(i: Invitation) => (i.expires_at ? formatDate(i.expires_at) : '')} />
        <Column header={t('users.invitedBy')} field="invited_by" />
        <Column
          body={(i: Invitation) => (
            <div className="flex gap-2">
              <Button icon="pi pi-refresh" text size="small" label={t('users.resend')} onClick={() => void resend(i)} />
              <Button icon="pi pi-trash" text size="small" severity="danger" aria-label={t('users.deleteInvitation')} onClick={() => setDeleting(i)} />
            </div>
          )}
        />
      </DataTable>
      <ConfirmDelete visible={deleting !== null} name={deleting?.email} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
    </>
  );
}
