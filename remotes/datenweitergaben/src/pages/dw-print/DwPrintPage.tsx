import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorMessage, formatDate, LoadingBlock, ROUTES, useCustomerRoute } from '@vws/shared/core';
import { PrintReportFrame } from '@vws/shared/print';
import { RECHTSGRUNDLAGE_KEYS, type RechtsgrundlageId } from '@vws/shared/contract/datenweitergaben';
import { countryNameIn } from '@vws/shared/contract/countries';
import { useDatenweitergabenDetailQuery, useDatenweitergabenMappingsQuery } from '../../api';
import { StatusTag } from '../../components/StatusTag';
import { useDwReferences } from '../../components/useReferences';
import { useDatenweitergabenTranslation } from '../../i18n';
import { checksOf } from '../dw-detail/formModel';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr className="border-bottom-1 surface-border">
      <th scope="row" className="text-left align-top py-1 pr-3" style={{ width: '30%' }}>
        {label}
      </th>
      <td className="py-1" style={{ whiteSpace: 'pre-line' }}>
        {children}
      </td>
    </tr>
  );
}

/** /datenweitergabe-print?datenweitergabeId=<id>: one transfer with its checkpoints and links as a print layout. */
export function DwPrintPage() {
  const { t, i18n } = useDatenweitergabenTranslation();
  const link = useCustomerRoute();
  const refs = useDwReferences();
  const [params] = useSearchParams();
  const id = Number(params.get('datenweitergabeId')) || 0;
  const detail = useDatenweitergabenDetailQuery(id, { skip: id === 0 });
  const mappings = useDatenweitergabenMappingsQuery(id, { skip: id === 0 });
  const d = detail.data?.datenweitergabe;
  const text = (value: string | null | undefined) => value || '–';
  const day = (value: string | null) => (value ? formatDate(value) : '–');
  const yesNo = (value: boolean) => (value ? t('print.yes') : t('print.no'));
  const basisKey = d ? RECHTSGRUNDLAGE_KEYS[d.ID_Rechtsgrundlage as RechtsgrundlageId] : undefined;

  return (
    <PrintReportFrame
      title={d ? `${t('print.title')}: ${d.Firma_Empfaenger}` : t('print.title')}
      closeTo={id ? link(ROUTES.datenweitergaben.detail, null, { datenweitergabeId: id }) : link(ROUTES.datenweitergaben.list)}
    >
      {detail.isLoading && <LoadingBlock />}
      {detail.error && <ErrorMessage error={detail.error} onRetry={() => void detail.refetch()} />}
      {d && detail.data && (
        <table className="w-full text-sm mb-4" style={{ borderCollapse: 'collapse' }} data-testid="dw-print-fields">
          <tbody>
            <Row label={t('fields.Gruppe')}>{text(d.Gruppe)}</Row>
            <Row label={t('fields.Firma_Empfaenger')}>
              {[d.Firma_Empfaenger, d.Strasse_Hausnummer, [d.PLZ, d.Ort].filter(Boolean).join(' '), countryNameIn(d, i18n.language)].filter(Boolean).join(', ')}
            </Row>
            <Row label={t('fields.Ansprechpartner_intern')}>{text(d.Ansprechpartner_intern)}</Row>
            <Row label={t('fields.Vertragsgegenstand')}>{text(d.Vertragsgegenstand)}</Row>
            <Row label={t('fields.ID_Vertragsstatus')}>
              <StatusTag id={d.ID_Vertragsstatus} refLabel={refs.label} />
            </Row>
            <Row label={`${t('fields.Kundennummer')} / ${t('fields.Vertragsnummer')}`}>{`${text(d.Kundennummer)} / ${text(d.Vertragsnummer)}`}</Row>
            <Row label={t('fields.Vertrag_Link')}>{text(d.Vertrag_Link)}</Row>
            <Row label={t('fields.Protokoll_Link')}>{text(d.Protokoll_Link)}</Row>
            <Row label={t('fields.Unterzeichnungsdatum')}>{day(d.Unterzeichnungsdatum)}</Row>
            <Row label={t('fields.Vertragsende')}>{day(d.Vertragsende)}</Row>
            <Row label={t('fields.Wiedervorlagedatum')}>{day(d.Wiedervorlagedatum)}</Row>
            <Row label={t('fields.Letzte_Pruefung')}>{day(d.Letzte_Pruefung)}</Row>
            <Row label={t('fields.ID_Rechtsgrundlage')}>{refs.label('rechtsgrundlagen', d.ID_Rechtsgrundlage)}</Row>
            {basisKey && (
              <Row label={t('pruefpunkte.heading')}>
                <ul className="m-0 pl-3">
                  {checksOf(d.ID_Rechtsgrundlage, detail.data.pruefpunkte).map((c) => (
                    <li key={c.Schluessel}>
                      {`${c.Erfuellt ? '☑' : '☐'} ${t(`pruefpunkte.${basisKey}.${c.Schluessel}` as `pruefpunkte.art28.a`)}`}
                      {c.Bemerkung && <span className="text-color-secondary">{` – ${c.Bemerkung}`}</span>}
                    </li>
                  ))}
                </ul>
              </Row>
            )}
            <Row label={t('fields.isDatenweitergabe_ausserhalb_EU')}>{yesNo(d.isDatenweitergabe_ausserhalb_EU)}</Row>
            {d.isDatenweitergabe_ausserhalb_EU && (
              <>
                <Row label={t('fields.ID_Rechtsgrundlage_ausserhalb_EU')}>{refs.label('rechtsgrundlagenDrittland', d.ID_Rechtsgrundlage_ausserhalb_EU)}</Row>
                <Row label={t('fields.DTFA_Durchgefuehrt')}>{`${yesNo(d.DTFA_Durchgefuehrt)}${d.DTFA_Datum ? ` (${formatDate(d.DTFA_Datum)})` : ''}`}</Row>
                <Row label={t('fields.DTFA_Rechtslage_Drittland')}>{text(d.DTFA_Rechtslage_Drittland)}</Row>
                <Row label={t('fields.DTFA_Ergaenzende_Massnahmen')}>{text(d.DTFA_Ergaenzende_Massnahmen)}</Row>
                <Row label={t('fields.DTFA_Ergebnis')}>{text(d.DTFA_Ergebnis)}</Row>
              </>
            )}
            <Row label={t('fields.Notwendige_Massnahmen')}>{text(d.Notwendige_Massnahmen)}</Row>
            <Row label={t('print.links')}>{(mappings.data ?? []).map((m) => `${m.Verarbeitung_Nummer} ${m.Verarbeitung_Name}`).join('\n') || '–'}</Row>
          </tbody>
        </table>
      )}
    </PrintReportFrame>
  );
}

export default DwPrintPage;
