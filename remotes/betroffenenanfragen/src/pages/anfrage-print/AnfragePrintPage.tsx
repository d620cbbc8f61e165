import { useSearchParams } from 'react-router-dom';
import { ErrorMessage, formatDate, LoadingBlock, useCurrentCustomer } from '@vws/shared/core';
import { useBetroffenenanfragenDetailQuery } from '../../api';
import { DocumentPage } from '../../components/PrintDocument';
import { useBetroffenenanfragenTranslation } from '../../i18n';
import { RegisterExtracts } from '../anfrage-detail/RegisterExtracts';

/** /betroffenenanfrage-print?anfrageId: the answer letter to the data subject (de/en), with the register's statements for an access request. */
export function AnfragePrintPage() {
  const { t } = useBetroffenenanfragenTranslation();
  const tt = t as (key: string, params?: Record<string, unknown>) => string;
  const customer = useCurrentCustomer();
  const id = Number(useSearchParams()[0].get('anfrageId'));
  const { data, error, isLoading, refetch } = useBetroffenenanfragenDetailQuery(id, { skip: !(id > 0) });
  if (isLoading) return <LoadingBlock />;
  if (error || !data)
    return (
      <>
        <h1>{tt('print.title')}</h1>
        <ErrorMessage error={error} onRetry={() => void refetch()} />
      </>
    );
  const a = data.anfrage;
  const rights = a.Rechte.map((recht) => tt(`rechte.${recht}`)).join(', ');
  return (
    <DocumentPage testId="anfrage-print-page" title={tt('print.title')} texts={{ print: tt('print.print'), back: tt('print.back') }}>
      <p className="m-0 font-medium">{customer?.name}</p>
      <p className="mt-4 mb-0">{a.Antragsteller}</p>
      <p className="mt-0 vws-print-text" style={{ whiteSpace: 'pre-wrap' }}>
        {a.Kontakt}
      </p>
      <p className="text-right">
        {tt('print.date', { date: formatDate(a.Beantwortet_am ?? new Date()) })}
        <br />
        {tt('print.reference', { id: a.ID })}
      </p>
      <h1>{tt('print.title')}</h1>
      <p>{tt('print.salutation', { name: a.Antragsteller })}</p>
      <p>{tt('print.intro', { date: formatDate(a.Eingang_am), rights })}</p>
      {a.Verlaengerung_Monate > 0 && <p>{tt('print.extended', { count: a.Verlaengerung_Monate, reasons: a.Verlaengerung_Begruendung })}</p>}
      {a.Status === 'abgelehnt' ? <p>{tt('print.refused', { reasons: a.Ablehnung_Begruendung })}</p> : <p style={{ whiteSpace: 'pre-wrap' }}>{a.Antwort}</p>}
      {a.Rechte.includes('art15') && a.Status !== 'abgelehnt' && <RegisterExtracts records={a.Verarbeitungen_Details} />}
      <p className="mt-4">{tt('print.closing')}</p>
      <p>{customer?.name}</p>
    </DocumentPage>
  );
}

export default AnfragePrintPage;
