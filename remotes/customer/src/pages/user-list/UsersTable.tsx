import { useCallback, useMemo } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useRoleLabel } from '@vws/shared/core';
import { ListTable, useListRows, type ListColumn } from '@vws/shared/list';
import type { UserWithRoles } from '@vws/shared/contract/meta-customer';
import type { Role } from '@vws/shared/contract/meta';
import { useCustomerTranslation } from '../../i18n';
import { membersList } from '../../state/userLists';
import { fullName } from './useRoleActions';

interface Props {
  users: UserWithRoles[];
  roles: Role[];
  onAdd: (user: UserWithRoles, roleId: number) => void;
  onRemove: (user: UserWithRoles, role: { id: number; name: string }) => void;
}

/** A member as the list shows him: the texts and the roles he may still get travel with him (PrimeReact memoises cells by row). */
type ShownUser = UserWithRoles & { nameText: string; missingRoles: { value: number; label: string }[] };

const byName = (u: UserWithRoles) => `${u.lastname} ${u.firstname}`;

/**
 * The members with their roles: each role removable, the missing ones addable. Name, roles, adding
 * a role and status are the key columns; the e-mail drops below 1100 px unless chosen.
 */
export function UsersTable({ users, roles, onAdd, onRemove }: Props) {
  const { t } = useCustomerTranslation();
  const roleLabel = useRoleLabel();
  const state = membersList.useListState();

  const rolesCell = useCallback(
    (user: ShownUser) => (
      <div className="flex flex-wrap gap-2 align-items-center">
        {user.roles.map((role) => (
          <span
            key={role.id}
            className="inline-flex align-items-center gap-1 surface-100 border-round px-2 py-1"
            data-testid={`role-${user.email}-${role.name}`}
          >
            {roleLabel(role.name)}
            {user.rolesLocked ? null : (
              <Button
                icon="pi pi-times"
                rounded
                text
                size="small"
                className="p-0 w-1rem h-1rem"
                aria-label={t('users.removeRole', { role: roleLabel(role.name), name: user.nameText })}
                onClick={() => onRemove(user, role)}
              />
            )}
          </span>
        ))}
      </div>
    ),
    [roleLabel, t, onRemove],
  );

  const addCell = useCallback(
    (user: ShownUser) => {
      // The server refuses these changes (separation of duties): say why instead of offering them.
      if (user.rolesLocked) {
        return (
          <small className="flex align-items-start gap-2 text-700" data-testid={`roles-locked-${user.email}`}>
            <i className="pi pi-lock mt-1" aria-hidden />
            <span>{t(`users.rolesLocked.${user.rolesLocked}`)}</span>
          </small>
        );
      }
      if (user.missingRoles.length === 0) return null;
      return (
        <Dropdown
          value={null}
          options={user.missingRoles}
          onChange={(e) => onAdd(user, e.value as number)}
          placeholder={t('users.addRole')}
          aria-label={t('users.addRoleFor', { name: user.nameText })}
          className="w-full md:w-14rem"
          data-testid={`add-role-${user.email}`}
        />
      );
    },
    [t, onAdd],
  );

  const statusCell = useCallback(
    (user: ShownUser) => (
      <div className="flex flex-column gap-1">
        <Tag severity={user.is_active ? 'success' : 'danger'} value={user.is_active ? t('users.active') : t('users.locked')} />
        {!user.has_password && <small className="text-600">{t('users.noPassword')}</small>}
      </div>
    ),
    [t],
  );

  const columns = useMemo<ListColumn<UserWithRoles, ShownUser>[]>(
    () => [
      { sortKey: 'name', sortValue: byName, header: t('users.name'), style: { minWidth: '10rem' }, body: (u) => u.nameText },
      { field: 'email', header: t('users.email'), priority: 2, bodyClassName: 'vws-wrap-anywhere' },
      { sortKey: 'roles', sortValue: (u) => u.roles.map((r) => roleLabel(r.name)).join(', '), header: t('users.roles'), body: rolesCell },
      { actionKey: 'addRole', header: t('users.addRole'), style: { width: '15rem' }, body: addCell },
      { field: 'is_active', header: t('users.status'), style: { width: '10rem' }, body: statusCell },
    ],
    [t, roleLabel, rolesCell, addCell, statusCell],
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
