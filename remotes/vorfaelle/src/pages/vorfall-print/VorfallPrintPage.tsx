import { useSearchParams } from 'react-router-dom';
import { ErrorMessage, formatDate, LoadingBlock, useCurrentCustomer } from '@vws/shared/core';
import type { Vorfall } from '@vws/shared/contract/vorfaelle';
import { useVorfaelleDetailQuery } from '../../api';
import { formatInstant } from '../../components/formatInstant';
import { DocumentPage, Statement } from '../../components/PrintDocument';
import { useVorfaelleTranslation } from '../../i18n';

const count = (value: number | null) => (value === null ? '' : value.toLocaleString());

/** /vorfall-print?vorfallId: the notification to the supervisory authority (Art. 33(3)) as a document. */
export function VorfallPrintPage() {
  const { t } = useVorfaelleTranslation();
  const tt = t as (key: string, params?: Record<string, unknown>) => string;
  const customer = useCurrentCustomer();
  const id = Number(useSearchParams()[0].get('vorfallId'));
  const { data, error, isLoading, refetch } = useVorfaelleDetailQuery(id, { skip: !(id > 0) });
  if (isLoading) return <LoadingBlock />;
  if (error || !data)
    return (
      <>
        <h1>{tt('print.title')}</h1>
        <ErrorMessage error={error} onRetry={() => void refetch()} />
      </>
    );
  const v: Vorfall = data.vorfall;
  const S = ({ field, value }: { field: string; value: React.ReactNode }) => <Statement label={tt(`fields.${field}`)} value={value} />;
  return (
    <DocumentPage testId="vorfall-print-page" title={tt('print.title')} texts={{ print: tt('print.print'), back: tt('print.back') }}>
      <h1>{tt('print.title')}</h1>
      <p className="mt-0">{tt('print.subtitle')}</p>
      <dl>
        <Statement label={tt('print.controller')} value={customer?.name} />
        <S field="Titel" value={`${v.Titel} (${tt('print.reference', { id: v.ID })})`} />
        <S field="Kontakt" value={v.Kontakt} />
      </dl>
      <h2>{tt('detail.sectionTimes')}</h2>
      <dl>
        {(['Eingetreten_am', 'Entdeckt_am', 'Kenntnis_am', 'Meldefrist'] as const).map((field) => (
          <S key={field} field={field} value={formatInstant(v[field])} />
        ))}
      </dl>
      <h2>{tt('detail.sectionNature')}</h2>
      <dl>
        <S field="Verletzungsarten" value={v.Verletzungsarten.map((art) => tt(`verletzungsarten.${art}`)).join(', ')} />
        <S field="Beschreibung" value={v.Beschreibung} />
        <S field="Kategorien_Betroffene" value={v.Kategorien_Betroffene} />
        <S field="Anzahl_Betroffene" value={count(v.Anzahl_Betroffene)} />
        <S field="Kategorien_Datensaetze" value={v.Kategorien_Datensaetze} />
        <S field="Anzahl_Datensaetze" value={count(v.Anzahl_Datensaetze)} />
        <S field="Verarbeitungen" value={v.Verarbeitungen_Details.map((r) => `${r.Nummer} ${r.Name}`).join('\n')} />
      </dl>
      <h2>{tt('detail.sectionConsequences')}</h2>
      <dl>
        <S field="Folgen" value={v.Folgen} />
        <S field="Massnahmen_ergriffen" value={v.Massnahmen_ergriffen} />
        <S field="Massnahmen_vorgeschlagen" value={v.Massnahmen_vorgeschlagen} />
      </dl>
      <h2>{tt('detail.sectionRisk')}</h2>
      <dl>
        <S field="Risiko" value={tt(`risiko.${v.Risiko ?? 'none'}`)} />
        <S field="Risiko_Begruendung" value={v.Risiko_Begruendung} />
      </dl>
      <h2>{tt('detail.sectionAuthority')}</h2>
      <dl>
        <S field="Behoerde" value={v.Behoerde} />
        <S field="Meldung_Behoerde_am" value={formatInstant(v.Meldung_Behoerde_am)} />
        <S field="Aktenzeichen_Behoerde" value={v.Aktenzeichen_Behoerde} />
        {v.Meldung_verspaetet && <S field="Verspaetung_Gruende" value={`${tt('print.late')}\n${v.Verspaetung_Gruende}`} />}
      </dl>
      <h2>{tt('detail.sectionSubjects')}</h2>
      <dl>
        <S field="Benachrichtigung_Betroffene_am" value={formatInstant(v.Benachrichtigung_Betroffene_am)} />
        <S field="Benachrichtigung_Betroffene_Art" value={v.Benachrichtigung_Betroffene_Art} />
        <S field="Benachrichtigung_Ausnahme" value={v.Benachrichtigung_Ausnahme} />
      </dl>
      <p className="text-sm mt-4">{tt('print.printedOn', { date: formatDate(new Date()) })}</p>
    </DocumentPage>
  );
}

export default VorfallPrintPage;
