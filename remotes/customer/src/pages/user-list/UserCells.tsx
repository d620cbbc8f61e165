import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useRoleLabel } from '@vws/shared/core';
import type { UserWithRoles } from '@vws/shared/contract/meta-customer';
import { useCustomerTranslation } from '../../i18n';

/** A member as the list shows him: the texts and the roles he may still get travel with him (PrimeReact memoises cells by row). */
export type ShownUser = UserWithRoles & { nameText: string; missingRoles: { value: number; label: string }[] };

/** The member's roles, each removable unless separation of duties locks them. */
export function RolesCell({ user, onRemove }: { user: ShownUser; onRemove: (user: UserWithRoles, role: { id: number; name: string }) => void }) {
  const { t } = useCustomerTranslation();
  const roleLabel = useRoleLabel();
  return (
    <div className="flex flex-wrap gap-2 align-items-center">
      {user.roles.map((role) => (
        <span key={role.id} className="inline-flex align-items-center gap-1 surface-100 border-round px-2 py-1" data-testid={`role-${user.email}-${role.name}`}>
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
  );
}

/** The roles the member may still get; where the server refuses changes (separation of duties), why. */
export function AddRoleCell({ user, onAdd }: { user: ShownUser; onAdd: (user: UserWithRoles, roleId: number) => void }) {
  const { t } = useCustomerTranslation();
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
}

/** Active or locked, and whether the member has set a password yet. */
export function StatusCell({ user }: { user: ShownUser }) {
  const { t } = useCustomerTranslation();
  return (
    <div className="flex flex-column gap-1">
      <Tag severity={user.is_active ? 'success' : 'danger'} value={user.is_active ? t('users.active') : t('users.locked')} />
      {!user.has_password && <small className="text-600">{t('users.noPassword')}</small>}
    </div>
  );
}
