import { useMemo } from 'react';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { ListColumn } from '@vws/shared/list';
import type { AdminCustomer } from '@vws/shared/contract/meta-admin';
import { useMetaadminTranslation } from '../../i18n';

/** A customer as the list shows it: its texts travel with it (PrimeReact memoises cells by row). */
export type ShownCustomer = AdminCustomer & { nameText: string; clusterText: string; stateText: string; renameText: string };

const SEVERITY = { current: 'success', pending: 'warning', unavailable: 'danger' } as const;

/**
 * Name, migration state and rename are the key columns (issue 24: "Umbenennen" was cut at 1280 px);
 * members drop below 1100 px, cluster and schema below 1440 px unless the user chooses them.
 */
export function useCustomerColumns(onRename: (customer: AdminCustomer) => void): ListColumn<AdminCustomer, ShownCustomer>[] {
  const { t } = useMetaadminTranslation();
  return useMemo<ListColumn<AdminCustomer, ShownCustomer>[]>(
    () => [
      { field: 'name', header: t('customers.name'), style: { minWidth: '12rem' }, body: (c) => c.nameText },
      {
        sortKey: 'cluster',
        sortValue: (c) => c.cluster,
        header: t('customers.cluster'),
        priority: 3,
        bodyClassName: 'vws-wrap-anywhere',
        body: (c) => c.clusterText,
      },
      { field: 'schema_name', header: t('customers.schema'), priority: 3 },
      { field: 'members', header: t('customers.members'), priority: 2, style: { width: '8rem' } },
      {
        field: 'migrationState',
        header: t('customers.migrationState'),
        style: { width: '10rem' },
        body: (c) => <Tag severity={SEVERITY[c.migrationState]} value={c.stateText} title={c.pendingMigrations.join(', ')} />,
      },
      {
        actionKey: 'rename',
        style: { width: '12rem' },
        body: (c) =>
          c.mayRename ? (
            <Button
              text
              size="small"
              className="white-space-nowrap"
              icon="pi pi-pencil"
              label={t('customers.rename')}
              aria-label={c.renameText}
              onClick={() => onRename(c)}
              data-testid={`rename-customer-${c.customer_uid}`}
            />
          ) : (
            // Renaming runs in the customer: say why it is not offered instead of a button that fails with 403.
            <span className="text-sm text-600" data-testid={`rename-customer-closed-${c.customer_uid}`}>
              {c.renameText}
            </span>
          ),
      },
    ],
    [t, onRename],
  );
}
