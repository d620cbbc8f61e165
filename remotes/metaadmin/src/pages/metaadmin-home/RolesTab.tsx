import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { ErrorMessage, LoadingBlock, useRoleLabel } from '@vws/shared/core';
import { useMetaadminRolesQuery } from '../../api';
import { useMetaadminTranslation } from '../../i18n';

/** The customer roles with their permissions, read-only. */
export function RolesTab() {
  const { t, i18n } = useMetaadminTranslation();
  const roleLabel = useRoleLabel();
  const { data, error, isLoading, refetch } = useMetaadminRolesQuery();
  if (isLoading) return <LoadingBlock />;
  if (!data) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  return (
    <div className="flex flex-column gap-3">
      <p className="m-0 text-700">{t('roles.intro')}</p>
      {/* Keyed by language: the DataTable memoises cells by row, and the labels change with it. */}
      <DataTable key={i18n.language} value={data.roles} dataKey="id" size="small" stripedRows data-testid="roles-table">
        <Column header={t('roles.role')} body={(r: { name: string }) => roleLabel(r.name)} />
        <Column header={t('roles.permissions')} body={(r: { permissions: string[] }) => <span className="text-sm">{r.permissions.join(', ')}</span>} />
      </DataTable>
    </div>
  );
}
