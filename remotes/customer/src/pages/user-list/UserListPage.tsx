import { useMemo, useState } from 'react';
import { TabPanel, TabView } from 'primereact/tabview';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { ErrorMessage, LoadingBlock, PageHeader, useCurrentCustomer, useHasPermission, useRoleLabel, useToast } from '@vws/shared/core';
import { MEMBER_ROLE_ID } from '@vws/shared/permissions';
import { useCustomerAddDpoRoleMutation, useCustomerInvitationsQuery, useCustomerRolesQuery, useCustomerUsersRolesQuery } from '../../api';
import { useCustomerTranslation } from '../../i18n';
import { AddUserDialog } from './AddUserDialog';
import { InvitationsTable } from './InvitationsTable';
import { InviteUserDialog } from './InviteUserDialog';
import { UsersTable } from './UsersTable';
import { useRoleActions } from './useRoleActions';

/**
 * /customer-userlist (VWS_User_ManageRoles): the members with their roles (add, remove with the
 * force confirmations of spec §6), add a user, the DPO action, and with computed_canInviteUsers
 * the invitations (invite, resend, delete).
 */
export function UserListPage() {
  const { t } = useCustomerTranslation();
  const roleLabel = useRoleLabel();
  const toast = useToast();
  const customer = useCurrentCustomer();
  const canInvite = useHasPermission('computed_canInviteUsers');
  // The DPO action is offered to role managers who are not DSB themselves (only the DSB holds the write-protected fields).
  const isDsb = useHasPermission('VWS_VVTProzesse_WriteProtectedFields');
  const users = useCustomerUsersRolesQuery();
  const roles = useCustomerRolesQuery();
  const invitations = useCustomerInvitationsQuery(undefined, { skip: !canInvite });
  const [addDpo] = useCustomerAddDpoRoleMutation();
  const actions = useRoleActions();
  const [dialog, setDialog] = useState<'add' | 'invite' | null>(null);

  const roleOptions = useMemo(
    () => (roles.data?.roles ?? []).filter((r) => r.id !== MEMBER_ROLE_ID).map((r) => ({ value: r.id, label: roleLabel(r.name) })),
    [roles.data, roleLabel],
  );

  const [askDpo, setAskDpo] = useState(false);
  const becomeDpo = async () => {
    setAskDpo(false);
    try {
      await addDpo({ customer_uid: customer?.customerUid ?? '' }).unwrap();
      toast.success(t('users.becameDpo'));
    } catch {
      toast.error(t('users.saveFailed'));
    }
  };

  if (users.isLoading || roles.isLoading) return <LoadingBlock />;
  if (!users.data || !roles.data) return <ErrorMessage error={users.error ?? roles.error} onRetry={() => void users.refetch()} />;

  return (
    <section className="flex flex-column gap-2" data-testid="user-list-page">
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.intro', { name: customer?.name ?? '' })}
        actions={
          <>
            <Button label={t('users.addUser')} icon="pi pi-user-plus" onClick={() => setDialog('add')} data-testid="add-user" />
            {canInvite && <Button label={t('users.inviteUser')} icon="pi pi-send" outlined onClick={() => setDialog('invite')} data-testid="invite-user" />}
            {!isDsb && (
              <Button label={t('users.becomeDpo')} icon="pi pi-shield" outlined severity="secondary" onClick={() => setAskDpo(true)} data-testid="become-dpo" />
            )}
          </>
        }
      />
      <TabView>
        <TabPanel header={t('users.tabUsers')}>
          <UsersTable users={users.data.usersRoles} roles={roles.data.roles} onAdd={(u, id) => void actions.add(u, id)} onRemove={actions.remove} />
        </TabPanel>
        {canInvite && (
          <TabPanel header={`${t('users.tabInvitations')} (${invitations.data?.invitations.length ?? 0})`}>
            {invitations.error ? (
              <ErrorMessage error={invitations.error} />
            ) : (
              <InvitationsTable invitations={invitations.data?.invitations ?? []} roles={roles.data.roles} />
            )}
          </TabPanel>
        )}
      </TabView>
      {actions.element}
      <ConfirmDialog
        visible={askDpo}
        onHide={() => setAskDpo(false)}
        header={t('users.confirmHeader')}
        message={t('users.becomeDpoConfirm', { name: customer?.name ?? '' })}
        icon="pi pi-shield"
        accept={() => void becomeDpo()}
        reject={() => setAskDpo(false)}
      />
      <AddUserDialog visible={dialog === 'add'} roleOptions={roleOptions} onHide={() => setDialog(null)} />
      <InviteUserDialog visible={dialog === 'invite'} roleOptions={roleOptions} onHide={() => setDialog(null)} />
    </section>
  );
}
