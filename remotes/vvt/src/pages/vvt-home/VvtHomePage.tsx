import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { ErrorMessage, LoadingBlock, PageHeader, useCurrentCustomer } from '@vws/shared';
import { useVvtEintraegeQuery } from '../../api';
import { useVvtTranslation } from '../../i18n';

/** /vvt (VWS_Select): the entries of the selected customer. */
export function VvtHomePage() {
  const { t } = useVvtTranslation();
  const customer = useCurrentCustomer();
  const { data, error, isLoading, refetch } = useVvtEintraegeQuery();

  return (
    <section className="flex flex-column gap-3" data-testid="vvt-home-page">
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
