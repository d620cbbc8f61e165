import { lazy, Suspense, useEffect, useState } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { ErrorMessage, useRoleLabel, useToast } from '@vws/shared/core';
import type { AdminUser } from '@vws/shared/contract/meta-admin';
import { useMetaadminLockUserMutation, useMetaadminPasswordLinkMutation, useMetaadminUsersQuery } from '../../api';
import { useMetaadminTranslation } from '../../i18n';
import { useOpenedOnce } from '../../components/useOpenedOnce';

const CreateUserDialog = lazy(() => import('./CreateUserDialog').then((m) => ({ default: m.CreateUserDialog })));

/** Users across customers (META_Manage_Users): search, create, lock and unlock, send a password link. */
export function UsersTab() {
  const { t, i18n } = useMetaadminTranslation();
  const toast = useToast();
  const roleLabel = useRoleLabel();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const createOpened = useOpenedOnce(creating);
  const { data, error, isFetching, refetch } = useMetaadminUsersQuery(search);
  const [lock] = useMetaadminLockUserMutation();
  const [sendLink] = useMetaadminPasswordLinkMutation();

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const act = async (fn: () => Promise<unknown>, success: string) => {
    try {
      await fn();
      toast.success(success);
    } catch {
      toast.error(t('users.failed'));
    }
  };
  const actions = (u: AdminUser) => (
    // Wrapping, never clipping: at 1280 px the lock button's label was cut off ("Sperre").
    <div className="flex flex-wrap gap-1">
      <Button
        text
        size="small"
        className="white-space-nowrap"
        icon={u.is_active ? 'pi pi-lock' : 'pi pi-lock-open'}
        label={u.is_active ? t('users.lock') : t('users.unlock')}
        onClick={() =>
          void act(
            () => lock({ user_uid: u.user_uid, locked: u.is_active }).unwrap(),
            t(u.is_active ? 'users.lockedToast' : 'users.unlockedToast', { email: u.email }),
          )
        }
      />
      <Button
        text
        size="small"
        className="white-space-nowrap"
        icon="pi pi-envelope"
        label={t('users.passwordLink')}
        onClick={() => void act(() => sendLink({ user_uid: u.user_uid }).unwrap(), t('users.linkSent', { email: u.email }))}
      />
    </div>
  );
  const customers = (u: AdminUser) => (
    <ul className="m-0 pl-3 text-sm">
      {u.customers.map((c) => (
        <li key={c.customer_uid}>
          {c.name}: {c.roles.map(roleLabel).join(', ')}
        </li>
      ))}
      {u.profilePermissions.length > 0 && <li className="text-600">{`${t('users.profile')}: ${u.profilePermissions.join(', ')}`}</li>}
    </ul>
  );
  const state = (u: AdminUser) => (
    <div className="flex flex-column gap-1">
      <Tag severity={u.is_active ? 'success' : 'danger'} value={u.is_active ? t('users.active') : t('users.locked')} />
      {!u.has_password && <small className="text-600">{t('users.noPassword')}</small>}
    </div>
  );

  return (
    <div className="flex flex-column gap-3">
      <div className="flex flex-wrap gap-2 align-items-center">
        <span className="p-input-icon-left">
          <InputText
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('users.search')}
            aria-label={t('users.search')}
            data-testid="user-search"
          />
        </span>
        <Button label={t('users.create')} icon="pi pi-user-plus" onClick={() => setCreating(true)} data-testid="create-user" />
        {data && <small className="text-600">{t('users.total', { shown: data.users.length, total: data.total })}</small>}
      </div>
      {error ? <ErrorMessage error={error} onRetry={() => void refetch()} /> : null}
      <DataTable
        key={i18n.language}
        value={data?.users ?? []}
        loading={isFetching}
        dataKey="user_uid"
        size="small"
        stripedRows
        emptyMessage={t('users.empty')}
        data-testid="admin-users-table"
      >
        <Column header={t('users.name')} body={(u: AdminUser) => `${u.firstname} ${u.lastname}`.trim()} />
        <Column header={t('users.email')} field="email" />
        <Column header={t('users.customers')} body={customers} />
        <Column header={t('users.state')} body={state} />
        <Column body={actions} />
      </DataTable>
      <Suspense fallback={null}>{createOpened && <CreateUserDialog visible={creating} onHide={() => setCreating(false)} />}</Suspense>
    </div>
  );
}
