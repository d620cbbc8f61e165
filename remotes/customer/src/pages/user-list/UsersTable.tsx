import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useRoleLabel } from '@vws/shared/core';
import type { UserWithRoles } from '@vws/shared/contract/meta-customer';
import type { Role } from '@vws/shared/contract/meta';
import { useCustomerTranslation } from '../../i18n';
import { fullName } from './useRoleActions';

interface Props {
  users: UserWithRoles[];
  roles: Role[];
  onAdd: (user: UserWithRoles, roleId: number) => void;
  onRemove: (user: UserWithRoles, role: { id: number; name: string }) => void;
}

/** The members with their roles: each role removable, the missing ones addable. */
export function UsersTable({ users, roles, onAdd, onRemove }: Props) {
  const { t, i18n } = useCustomerTranslation();
  const roleLabel = useRoleLabel();

  const rolesCell = (user: UserWithRoles) => (
    <div className="flex flex-wrap gap-2 align-items-center">
      {user.roles.map((role) => (
        <span key={role.id} className="inline-flex align-items-center gap-1 surface-100 border-round px-2 py-1" data-testid={`role-${user.email}-${role.name}`}>
          {roleLabel(role.name)}
          <Button
            icon="pi pi-times"
            rounded
            text
            size="small"
            className="p-0 w-1rem h-1rem"
            aria-label={t('users.removeRole', { role: roleLabel(role.name), name: fullName(user) })}
            onClick={() => onRemove(user, role)}
          />
        </span>
      ))}
    </div>
  );

  const addCell = (user: UserWithRoles) => {
    const missing = roles.filter((r) => !user.roles.some((held) => held.id === r.id));
    if (missing.length === 0) return null;
    return (
      <Dropdown
        value={null}
        options={missing.map((r) => ({ value: r.id, label: roleLabel(r.name) }))}
        onChange={(e) => onAdd(user, e.value as number)}
        placeholder={t('users.addRole')}
        aria-label={t('users.addRoleFor', { name: fullName(user) })}
        className="w-full md:w-14rem"
        data-testid={`add-role-${user.email}`}
      />
    );
  };

  const statusCell = (user: UserWithRoles) => (
    <div className="flex flex-column gap-1">
      <Tag severity={user.is_active ? 'success' : 'danger'} value={user.is_active ? t('users.active') : t('users.locked')} />
      {!user.has_password && <small className="text-600">{t('users.noPassword')}</small>}
    </div>
  );

  return (
    // PrimeReact keeps rendered cells until the rows change: a new language remounts the table.
    <DataTable
      key={i18n.language}
      value={users}
      dataKey="user_uid"
      size="small"
      stripedRows
      sortMode="single"
      emptyMessage={t('users.empty')}
      data-testid="users-table"
    >
      <Column header={t('users.name')} field="lastname" sortable body={(u: UserWithRoles) => fullName(u)} />
      <Column header={t('users.email')} field="email" sortable />
      <Column header={t('users.roles')} body={rolesCell} />
      <Column header={t('users.addRole')} body={addCell} />
      <Column header={t('users.status')} body={statusCell} />
    </DataTable>
  );
}
