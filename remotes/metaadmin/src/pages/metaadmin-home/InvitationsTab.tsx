import { useCallback, useMemo } from 'react';
import { Tag } from 'primereact/tag';
import { ErrorMessage, formatDate, LoadingBlock, useRoleLabel } from '@vws/shared/core';
import { ListTable, useListRows, type ListColumn } from '@vws/shared/list';
import type { AdminInvitation } from '@vws/shared/contract/meta-admin';
import { useMetaadminInvitationsQuery } from '../../api';
import { useMetaadminTranslation } from '../../i18n';
import { invitationsList } from '../../state/metaadminLists';

const SEVERITY = { open: 'info', accepted: 'success', expired: 'secondary' } as const;
type ShownInvitation = AdminInvitation & { nameText: string; roleText: string; stateText: string };

/** Invitations of every customer, newest first. */
export function InvitationsTab() {
  const { t } = useMetaadminTranslation();
  const roleLabel = useRoleLabel();
  const { data, error, isLoading, refetch } = useMetaadminInvitationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const state = invitationsList.useListState();
  const columns = useMemo<ListColumn<AdminInvitation, ShownInvitation>[]>(
    () => [
      { field: 'customerName', header: t('invitations.customer') },
      { field: 'email', header: t('invitations.email'), bodyClassName: 'vws-wrap-anywhere' },
      { sortKey: 'name', sortValue: (i) => `${i.lastname} ${i.firstname}`, header: t('invitations.name'), priority: 2, body: (i) => i.nameText },
      { field: 'role', header: t('invitations.role'), priority: 2, body: (i) => i.roleText },
      { field: 'created_at', header: t('invitations.created'), priority: 3, body: (i) => formatDate(i.created_at) },
      { field: 'expires_at', header: t('invitations.expires'), priority: 2, body: (i) => (i.expires_at ? formatDate(i.expires_at) : '') },
      { field: 'state', header: t('invitations.state'), body: (i) => <Tag severity={SEVERITY[i.state]} value={i.stateText} /> },
    ],
    [t],
  );
  const rows = useListRows(data?.invitations, state, columns);
  const decorate = useCallback(
    (page: AdminInvitation[]): ShownInvitation[] =>
      page.map((i) => ({
        ...i,
        nameText: `${i.firstname} ${i.lastname}`.trim(),
        roleText: i.role ? roleLabel(i.role) : '',
        stateText: t(`invitations.states.${i.state}`),
      })),
    [roleLabel, t],
  );
  if (isLoading) return <LoadingBlock />;
  if (!data) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  return (
    <div data-testid="admin-invitations-table">
      <ListTable
        state={state}
        actions={invitationsList.actions}
        rows={rows}
        decorate={decorate}
        columns={columns}
        dataKey="invitation_uid"
        listId="metaadmin-invitations"
        loaded
        emptyMessage={t('invitations.empty')}
        countText={t('invitations.count', { count: rows.length })}
        ariaLabel={t('tabs.invitations')}
      />
    </div>
  );
}
