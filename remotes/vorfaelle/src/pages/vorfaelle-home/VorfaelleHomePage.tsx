import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { ErrorMessage, LoadingBlock, PageHeader, useCurrentCustomer } from '@vws/shared/core';
import { useVorfaelleEintraegeQuery } from '../../api';
import { useVorfaelleTranslation } from '../../i18n';

/** /vorfaelle (VWS_Select): the entries of the selected customer. */
export function VorfaelleHomePage() {
  const { t } = useVorfaelleTranslation();
  const customer = useCurrentCustomer();
  const { data, error, isLoading, refetch } = useVorfaelleEintraegeQuery();

  return (
    <section className="flex flex-column gap-3" data-testid="vorfaelle-home-page">
      <PageHeader title={t('home.title')} subtitle={t('home.intro', { name: customer?.name ?? '' })} />
      {isLoading ? <LoadingBlock /> : null}
      {error ? <ErrorMessage error={error} onRetry={refetch} /> : null}
      {data ? (
        <DataTable value={data.eintraege} dataKey="ID" emptyMessage={t('home.empty')} size="small" stripedRows>
          <Column field="Name" header={t('home.name')} sortable />
        </DataTable>
      ) : null}
    </section>
  );
}
