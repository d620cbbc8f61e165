import { useCallback, useMemo } from 'react';
import { useRoleLabel } from '@vws/shared/core';
import { ListTable, useListRows, type ListColumn } from '@vws/shared/list';
import type { UserWithRoles } from '@vws/shared/contract/meta-customer';
import type { Role } from '@vws/shared/contract/meta';
import { useCustomerTranslation } from '../../i18n';
import { membersList } from '../../state/userLists';
import { fullName } from './useRoleActions';
import { AddRoleCell, RolesCell, StatusCell, type ShownUser } from './UserCells';

interface Props {
  users: UserWithRoles[];
  roles: Role[];
  onAdd: (user: UserWithRoles, roleId: number) => void;
  onRemove: (user: UserWithRoles, role: { id: number; name: string }) => void;
}

const byName = (u: UserWithRoles) => `${u.lastname} ${u.firstname}`;

/**
 * The members with their roles: each role removable, the missing ones addable. Name, roles, adding
 * a role and status are the key columns; the e-mail drops below 1100 px unless chosen.
 */
export function UsersTable({ users, roles, onAdd, onRemove }: Props) {
  const { t } = useCustomerTranslation();
  const roleLabel = useRoleLabel();
  const state = membersList.useListState();

  const columns = useMemo<ListColumn<UserWithRoles, ShownUser>[]>(
    () => [
      { sortKey: 'name', sortValue: byName, header: t('users.name'), style: { minWidth: '10rem' }, body: (u) => u.nameText },
      { field: 'email', header: t('users.email'), priority: 2, bodyClassName: 'vws-wrap-anywhere' },
      {
        sortKey: 'roles',
        sortValue: (u) => u.roles.map((r) => roleLabel(r.name)).join(', '),
        header: t('users.roles'),
        body: (u) => <RolesCell user={u} onRemove={onRemove} />,
      },
      { actionKey: 'addRole', header: t('users.addRole'), style: { width: '15rem' }, body: (u) => <AddRoleCell user={u} onAdd={onAdd} /> },
      { field: 'is_active', header: t('users.status'), style: { width: '10rem' }, body: (u) => <StatusCell user={u} /> },
    ],
    [t, roleLabel, onRemove, onAdd],
  );
  const rows = useListRows(users, state, columns);
  const decorate = useCallback(
    (page: UserWithRoles[]): ShownUser[] =>
      page.map((user) => ({
        ...user,
        nameText: fullName(user),
        missingRoles: roles.filter((r) => !user.roles.some((held) => held.id === r.id)).map((r) => ({ value: r.id, label: roleLabel(r.name) })),
      })),
    [roles, roleLabel],
  );

  return (
    <div data-testid="users-table">
      <ListTable
        state={state}
        actions={membersList.actions}
        rows={rows}
        decorate={decorate}
        columns={columns}
        dataKey="user_uid"
        listId="customer-members"
        loaded
        emptyMessage={t('users.empty')}
        countText={t('users.count', { count: rows.length })}
        ariaLabel={t('users.tabUsers')}
      />
    </div>
  );
}
