import { useCallback, useMemo } from 'react';
import { ErrorMessage, LoadingBlock, useRoleLabel } from '@vws/shared/core';
import { ListTable, useListRows, type ListColumn } from '@vws/shared/list';
import { useMetaadminRolesQuery } from '../../api';
import { useMetaadminTranslation } from '../../i18n';
import { rolesList } from '../../state/metaadminLists';

interface RoleRow {
  id: number;
  name: string;
  permissions: string[];
}
type ShownRole = RoleRow & { roleText: string; permissionsText: string };

/**
 * The customer roles with their permissions, read-only. On the shared list table: its sort headers
 * make the box that scrolls a phone's table reachable by keyboard (axe: scrollable-region-focusable),
 * and long permission names break instead of widening the page.
 */
export function RolesTab() {
  const { t } = useMetaadminTranslation();
  const roleLabel = useRoleLabel();
  const { data, error, isLoading, refetch } = useMetaadminRolesQuery();
  const state = rolesList.useListState();
  const columns = useMemo<ListColumn<RoleRow, ShownRole>[]>(
    () => [
      { sortKey: 'role', sortValue: (r) => roleLabel(r.name), header: t('roles.role'), style: { width: '14rem' }, body: (r) => r.roleText },
      {
        sortKey: 'permissions',
        sortValue: (r) => r.permissions.length,
        header: t('roles.permissions'),
        bodyClassName: 'text-sm vws-wrap-anywhere',
        body: (r) => r.permissionsText,
      },
    ],
    [t, roleLabel],
  );
  const rows = useListRows(data?.roles, state, columns);
  const decorate = useCallback(
    (page: RoleRow[]): ShownRole[] => page.map((r) => ({ ...r, roleText: roleLabel(r.name), permissionsText: r.permissions.join(', ') })),
    [roleLabel],
  );
  if (isLoading) return <LoadingBlock />;
  if (!data) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  return (
    <div className="flex flex-column gap-3">
      <p className="m-0 text-700">{t('roles.intro')}</p>
      <div data-testid="roles-table">
        <ListTable
          state={state}
          actions={rolesList.actions}
          rows={rows}
          decorate={decorate}
          columns={columns}
          dataKey="id"
          loaded
          emptyMessage={t('roles.empty')}
          countText={t('roles.count', { count: rows.length })}
          ariaLabel={t('tabs.roles')}
        />
      </div>
    </div>
  );
}
