import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { ErrorMessage, formatDate, LoadingBlock, useRoleLabel } from '@vws/shared/core';
import type { AdminInvitation } from '@vws/shared/contract/meta-admin';
import { useMetaadminInvitationsQuery } from '../../api';
import { useMetaadminTranslation } from '../../i18n';

const SEVERITY = { open: 'info', accepted: 'success', expired: 'secondary' } as const;

/** Invitations of every customer, newest first. */
export function InvitationsTab() {
  const { t, i18n } = useMetaadminTranslation();
  const roleLabel = useRoleLabel();
  const { data, error, isLoading, refetch } = useMetaadminInvitationsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <LoadingBlock />;
  if (!data) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  return (
    <DataTable
      key={i18n.language}
      value={data.invitations}
      dataKey="invitation_uid"
      size="small"
      stripedRows
      paginator
      rows={25}
      emptyMessage={t('invitations.empty')}
      data-testid="admin-invitations-table"
    >
      <Column header={t('invitations.customer')} field="customerName" sortable />
      <Column header={t('invitations.email')} field="email" sortable />
      <Column header={t('invitations.name')} body={(i: AdminInvitation) => `${i.firstname} ${i.lastname}`.trim()} />
      <Column header={t('invitations.role')} body={(i: AdminInvitation) => (i.role ? roleLabel(i.role) : '')} />
      <Column header={t('invitations.created')} body={(i: AdminInvitation) => formatDate(i.created_at)} />
      <Column header={t('invitations.expires')} body={(i: AdminInvitation) => (i.expires_at ? formatDate(i.expires_at) : '')} />
      <Column header={t('invitations.state')} body={(i: AdminInvitation) => <Tag severity={SEVERITY[i.state]} value={t(`invitations.states.${i.state}`)} />} />
    </DataTable>
  );
}
