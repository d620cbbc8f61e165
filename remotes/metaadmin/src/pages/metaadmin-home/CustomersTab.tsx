import { lazy, Suspense, useState } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { ErrorMessage, LoadingBlock, useHasPermission } from '@vws/shared/core';
import type { AdminCustomer } from '@vws/shared/contract/meta-admin';
import { useMetaadminCustomersQuery } from '../../api';
import { useMetaadminTranslation } from '../../i18n';
import { useOpenedOnce } from '../../components/useOpenedOnce';

const CreateCustomerDialog = lazy(() => import('./CreateCustomerDialog').then((m) => ({ default: m.CreateCustomerDialog })));
const RenameCustomerDialog = lazy(() => import('./RenameCustomerDialog').then((m) => ({ default: m.RenameCustomerDialog })));

const SEVERITY = { current: 'success', pending: 'warning', unavailable: 'danger' } as const;

/**
 * Every customer with cluster, schema, members and migration state; creating one needs
 * META_VWS_Create; renaming one (PUT /meta/customer-edit) needs VWS_MasterData_Edit in it, which
 * the list says per row (mayRename).
 */
export function CustomersTab() {
  const { t, i18n } = useMetaadminTranslation();
  const canCreate = useHasPermission('META_VWS_Create');
  const { data, error, isLoading, refetch } = useMetaadminCustomersQuery();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<AdminCustomer | null>(null);
  const createOpened = useOpenedOnce(creating);
  const renameOpened = useOpenedOnce(renaming !== null);

  if (isLoading) return <LoadingBlock />;
  if (!data) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  const state = (c: AdminCustomer) => (
    <Tag
      severity={SEVERITY[c.migrationState]}
      value={t(`customers.state.${c.migrationState}`, { count: c.pendingMigrations.length })}
      title={c.pendingMigrations.join(', ')}
    />
  );
  return (
    <div className="flex flex-column gap-3">
      {canCreate && (
        <div>
          <Button label={t('customers.create')} icon="pi pi-plus" onClick={() => setCreating(true)} data-testid="create-customer" />
        </div>
      )}
      <DataTable
        key={i18n.language}
        value={data.customers}
        dataKey="customer_uid"
        size="small"
        stripedRows
        emptyMessage={t('customers.empty')}
        data-testid="customers-table"
      >
        <Column
          header={t('customers.name')}
          field="name"
          sortable
          body={(c: AdminCustomer) => (c.is_template_source ? `${c.name} (${t('customers.template')})` : c.name)}
        />
        <Column header={t('customers.cluster')} body={(c: AdminCustomer) => c.cluster || t('customers.mainCluster')} />
        <Column header={t('customers.schema')} field="schema_name" />
        <Column header={t('customers.members')} field="members" sortable />
        <Column header={t('customers.migrationState')} body={state} />
        <Column
          body={(c: AdminCustomer) =>
            c.mayRename ? (
              <Button
                text
                size="small"
                icon="pi pi-pencil"
                label={t('customers.rename')}
                aria-label={t('customers.renameOf', { name: c.name })}
                onClick={() => setRenaming(c)}
                data-testid={`rename-customer-${c.customer_uid}`}
              />
            ) : (
              // Renaming runs in the customer: say why it is not offered instead of a button that fails with 403.
              <span className="text-sm text-600" data-testid={`rename-customer-closed-${c.customer_uid}`}>
                {t('customers.renameNotPermitted')}
              </span>
            )
          }
        />
      </DataTable>
      <Suspense fallback={null}>
        {createOpened && <CreateCustomerDialog visible={creating} clusters={data.clusters} onHide={() => setCreating(false)} />}
        {renameOpened && <RenameCustomerDialog customer={renaming} onHide={() => setRenaming(null)} />}
      </Suspense>
    </div>
  );
}
