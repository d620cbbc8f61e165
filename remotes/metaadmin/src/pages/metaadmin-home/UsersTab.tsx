import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { ErrorMessage, useRoleLabel, useToast } from '@vws/shared/core';
import { ListTable, useListRows } from '@vws/shared/list';
import type { AdminUser } from '@vws/shared/contract/meta-admin';
import { useMetaadminLockUserMutation, useMetaadminPasswordLinkMutation, useMetaadminUsersQuery } from '../../api';
import { useMetaadminTranslation } from '../../i18n';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { usersList } from '../../state/metaadminLists';
import { useUserColumns, type ShownUser } from './useUserColumns';

const CreateUserDialog = lazy(() => import('./CreateUserDialog').then((m) => ({ default: m.CreateUserDialog })));

/** Users across customers (META_Manage_Users): search, create, lock and unlock, send a password link. */
export function UsersTab() {
  const { t } = useMetaadminTranslation();
  const toast = useToast();
  const roleLabel = useRoleLabel();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const createOpened = useOpenedOnce(creating);
  const { data, error, isFetching, refetch } = useMetaadminUsersQuery(search);
  const state = usersList.useListState();
  const [lock] = useMetaadminLockUserMutation();
  const [sendLink] = useMetaadminPasswordLinkMutation();

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const act = useCallback(
    async (fn: () => Promise<unknown>, success: string) => {
      try {
        await fn();
        toast.success(success);
      } catch {
        toast.error(t('users.failed'));
      }
    },
    [toast, t],
  );
  const onLock = useCallback(
    (u: AdminUser) =>
      void act(
        () => lock({ user_uid: u.user_uid, locked: u.is_active }).unwrap(),
        t(u.is_active ? 'users.lockedToast' : 'users.unlockedToast', { email: u.email }),
      ),
    [act, lock, t],
  );
  const onSendLink = useCallback(
    (u: AdminUser) => void act(() => sendLink({ user_uid: u.user_uid }).unwrap(), t('users.linkSent', { email: u.email })),
    [act, sendLink, t],
  );
  const columns = useUserColumns(onLock, onSendLink);
  const rows = useListRows(data?.users, state, columns);
  // The texts the cells show travel with the rows (PrimeReact memoises cells by row).
  const decorate = useCallback(
    (page: AdminUser[]): ShownUser[] =>
      page.map((u) => ({
        ...u,
        nameText: `${u.firstname} ${u.lastname}`.trim(),
        customerTexts: u.customers.map((c) => `${c.name}: ${c.roles.map(roleLabel).join(', ')}`),
        profileText: u.profilePermissions.length > 0 ? `${t('users.profile')}: ${u.profilePermissions.join(', ')}` : '',
        stateText: u.is_active ? t('users.active') : t('users.locked'),
        lockText: u.is_active ? t('users.lock') : t('users.unlock'),
      })),
    [roleLabel, t],
  );

  return (
    <div className="flex flex-column gap-3">
      <div className="flex flex-wrap gap-2 align-items-center">
        <InputText
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('users.search')}
          aria-label={t('users.search')}
          data-testid="user-search"
        />
        <Button label={t('users.create')} icon="pi pi-user-plus" onClick={() => setCreating(true)} data-testid="create-user" />
      </div>
      {error ? <ErrorMessage error={error} onRetry={() => void refetch()} /> : null}
      <div data-testid="admin-users-table">
        <ListTable
          state={state}
          actions={usersList.actions}
          rows={rows}
          decorate={decorate}
          columns={columns}
          dataKey="user_uid"
          listId="metaadmin-users"
          loaded={!!data}
          loading={isFetching}
          emptyMessage={t('users.empty')}
          countText={t('users.total', { shown: data?.users.length ?? 0, total: data?.total ?? 0 })}
          ariaLabel={t('tabs.users')}
        />
      </div>
      <Suspense fallback={null}>{createOpened && <CreateUserDialog visible={creating} onHide={() => setCreating(false)} />}</Suspense>
    </div>
  );
}
