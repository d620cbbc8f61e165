import { lazy, Suspense, useCallback, useState } from 'react';
import { Button } from 'primereact/button';
import { ErrorMessage, LoadingBlock, useHasPermission } from '@vws/shared/core';
import { ListTable, useListRows } from '@vws/shared/list';
import type { AdminCustomer } from '@vws/shared/contract/meta-admin';
import { useMetaadminCustomersQuery } from '../../api';
import { useMetaadminTranslation } from '../../i18n';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { customersList } from '../../state/metaadminLists';
import { useCustomerColumns, type ShownCustomer } from './useCustomerColumns';

const CreateCustomerDialog = lazy(() => import('./CreateCustomerDialog').then((m) => ({ default: m.CreateCustomerDialog })));
const RenameCustomerDialog = lazy(() => import('./RenameCustomerDialog').then((m) => ({ default: m.RenameCustomerDialog })));

/**
 * Every customer with cluster, schema, members and migration state; creating one needs
 * META_VWS_Create; renaming one (PUT /meta/customer-edit) needs VWS_MasterData_Edit in it, which
 * the list says per row (mayRename).
 */
export function CustomersTab() {
  const { t } = useMetaadminTranslation();
  const canCreate = useHasPermission('META_VWS_Create');
  const { data, error, isLoading, refetch } = useMetaadminCustomersQuery();
  const state = customersList.useListState();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<AdminCustomer | null>(null);
  const createOpened = useOpenedOnce(creating);
  const renameOpened = useOpenedOnce(renaming !== null);
  const columns = useCustomerColumns(setRenaming);
  const rows = useListRows(data?.customers, state, columns);
  // The texts the cells show travel with the rows (PrimeReact memoises cells by row).
  const decorate = useCallback(
    (page: AdminCustomer[]): ShownCustomer[] =>
      page.map((c) => ({
        ...c,
        nameText: c.is_template_source ? `${c.name} (${t('customers.template')})` : c.name,
        clusterText: c.cluster || t('customers.mainCluster'),
        stateText: t(`customers.state.${c.migrationState}`, { count: c.pendingMigrations.length }),
        renameText: c.mayRename ? t('customers.renameOf', { name: c.name }) : t('customers.renameNotPermitted'),
      })),
    [t],
  );

  if (isLoading) return <LoadingBlock />;
  if (!data) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  return (
    <div className="flex flex-column gap-3">
      {canCreate && (
        <div>
          <Button label={t('customers.create')} icon="pi pi-plus" onClick={() => setCreating(true)} data-testid="create-customer" />
        </div>
      )}
      <div data-testid="customers-table">
        <ListTable
          state={state}
          actions={customersList.actions}
          rows={rows}
          decorate={decorate}
          columns={columns}
          dataKey="customer_uid"
          listId="metaadmin-customers"
          loaded
          emptyMessage={t('customers.empty')}
          countText={t('customers.count', { count: rows.length })}
          ariaLabel={t('tabs.customers')}
        />
      </div>
      <Suspense fallback={null}>
        {createOpened && <CreateCustomerDialog visible={creating} clusters={data.clusters} onHide={() => setCreating(false)} />}
        {renameOpened && <RenameCustomerDialog customer={renaming} onHide={() => setRenaming(null)} />}
      </Suspense>
    </div>
  );
}
