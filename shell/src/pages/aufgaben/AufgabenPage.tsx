import { Link } from 'react-router-dom';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import type { Aufgabe } from '@vws/shared/contract/aufgaben';
import { customerPath, ErrorMessage, formatDate, useGetAufgabenQuery, useTranslation } from '@vws/shared/core';
import { PageSpinner } from '../../guard/PageSpinner';

/** A row carries what its cells show (DataTable memoises cells by row object). */
interface Row extends Aufgabe {
  key: string;
  href: string;
  dueText: string;
  what: string;
}

/**
 * /aufgaben "Meine Aufgaben": everything due for the signed-in user in all his customers and modules
 * (GET /common/aufgaben), overdue first as the server sorts it; each record opens in its customer.
 */
export function AufgabenPage() {
  const { t, i18n } = useTranslation('shell');
  const { data, isLoading, error } = useGetAufgabenQuery();
  const language = i18n.language.startsWith('en') ? 'en' : 'de';
  const rows: Row[] = (data?.aufgaben ?? []).map((a) => ({
    ...a,
    key: `${a.customerUid} ${a.kind} ${a.query[Object.keys(a.query)[0] ?? ''] ?? a.title}`,
    href: customerPath(a.route, a.customerUid, a.query),
    dueText: formatDate(a.due),
    what: a.label[language],
  }));

  const dueCell = (row: Row) => (
    <span className="flex align-items-center gap-2 white-space-nowrap">
      {row.dueText}
      {row.overdue ? <Tag severity="danger" value={t('aufgaben.overdue')} /> : null}
    </span>
  );
  const recordCell = (row: Row) => (
    <Link to={row.href} data-testid="aufgabe-link">
      {row.title}
    </Link>
  );

  return (
    <section className="flex flex-column gap-3" data-testid="aufgaben-page">
      <h1 className="m-0">{t('aufgaben.title')}</h1>
      <p className="m-0 text-700">{t('aufgaben.intro')}</p>
      {isLoading ? <PageSpinner /> : null}
      {error ? <ErrorMessage error={error} /> : null}
      {data ? (
        <DataTable
          value={rows}
          dataKey="key"
          size="small"
          stripedRows
          rowClassName={(row: Row) => (row.overdue ? 'aufgabe-overdue' : '')}
          emptyMessage={t('aufgaben.none')}
          aria-label={t('aufgaben.title')}
          data-testid="aufgaben-table"
        >
          <Column header={t('aufgaben.due')} body={dueCell} style={{ width: '13rem' }} />
          <Column header={t('aufgaben.record')} body={recordCell} />
          <Column header={t('aufgaben.task')} field="what" />
          <Column header={t('aufgaben.customer')} field="customerName" />
        </DataTable>
      ) : null}
    </section>
  );
}
