import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorMessage, LoadingBlock, PrintReportFrame, ROUTES, useCustomerRoute } from '@vws/shared';
import { SDM_PROZESSSCHRITTE, schutzbedarfOf, type VerarbeitungFields } from '@vws/shared/contract/vvt';
import { useVvtDetailQuery, useVvtSdmCubeReportQuery } from '../../api';
import { CubeGrid } from '../../components/CubeGrid';
import { useVvtReferences } from '../../components/useReferences';
import { statusSeverity } from '../../rules/colors';
import { useVvtTranslation } from '../../i18n';
import { Badge } from '../../components/Badge';

type TextKey = Extract<keyof VerarbeitungFields, 'Zweck' | 'rechtsgrundlage' | 'aufbewahrungsfristen' | 'datensicherheit_tom' | 'schaden_risiko' | 'notwendige_massnahmen' | 'bemerkungen'>;
const TEXTS: readonly TextKey[] = ['Zweck', 'rechtsgrundlage', 'aufbewahrungsfristen', 'datensicherheit_tom', 'schaden_risiko', 'notwendige_massnahmen', 'bemerkungen'];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr className="border-bottom-1 surface-border">
      <th scope="row" className="text-left align-top py-1 pr-3" style={{ width: '30%' }}>{label}</th>
      <td className="py-1">{children}</td>
    </tr>
  );
}

/** /verarbeitung-print?IdVerarbeitung=<id>: one record with its SDM cube as a print layout. */
export function VvtPrintPage() {
  const { t } = useVvtTranslation();
  const link = useCustomerRoute();
  const refs = useVvtReferences();
  const [params] = useSearchParams();
  const id = Number(params.get('IdVerarbeitung')) || 0;
  const detail = useVvtDetailQuery(id, { skip: id === 0 });
  const cube = useVvtSdmCubeReportQuery(id, { skip: id === 0 });
  const v = detail.data?.verarbeitung;
  const selection = (key: 'personengruppen' | 'datenkategorien' | 'speicherort', values: string[]) =>
    values.map((value) => t(`selection.${key}.${value}`, { defaultValue: value })).join(', ') || '–';
  const yesNo = (value: boolean) => (value ? t('print.yes') : t('print.no'));
  const need = v ? schutzbedarfOf(v.eingriffsintensitaet) : undefined;

  return (
    <PrintReportFrame
      title={v ? `${t('print.title')}: ${v.Nummer} ${v.Name}` : t('print.title')}
      closeTo={v ? link(ROUTES.vvt.detail, { ebenenr: v.SDM_Ebene_Nr }, { IdVerarbeitung: v.ID }) : link(ROUTES.vvt.list, { ebenenr: 1 })}
      className="vvt-print"
    >
      {(detail.isLoading || cube.isLoading) && <LoadingBlock />}
      {detail.error && <ErrorMessage error={detail.error} onRetry={() => void detail.refetch()} />}
      {v && detail.data && (
        <>
          <table className="w-full text-sm mb-4" style={{ borderCollapse: 'collapse' }} data-testid="vvt-print-fields">
            <tbody>
              <Row label={t('fields.SDM_Ebene_Nr')}>{refs.label('vvt_ebenen', v.SDM_Ebene_Nr)}</Row>
              <Row label={t('fields.Gruppe')}>{v.Gruppe || '–'}</Row>
              <Row label={t('fields.ID_Status')}>
                <Badge severity={statusSeverity(v.ID_Status)} label={refs.label('verarbeitungen_status', v.ID_Status)} />
              </Row>
              <Row label={t('fields.Verantwortlich')}>{[v.Verantwortlich_Name, v.Verantwortlich_Abteilung].filter(Boolean).join(', ') || '–'}</Row>
              <Row label={t('assign.label')}>{detail.data.zugewieseneBenutzer.map((u) => `${u.firstname} ${u.lastname}`).join(', ') || '–'}</Row>
              <Row label={t('fields.schadenspotenzial')}>{refs.label('vvt_schadenspotenzial', v.schadenspotenzial)}</Row>
              <Row label={t('fields.eingriffsintensitaet')}>{`${t(`intensity.${v.eingriffsintensitaet}`)}${need ? ` (${t('detail.schutzbedarf')} ${t(`detail.schutzbedarf_${need}`)})` : ''}`}</Row>
              <Row label={t('fields.joint_control')}>{yesNo(v.joint_control)}</Row>
              <Row label={t('fields.avv')}>{yesNo(v.avv)}</Row>
              <Row label={t('fields.ist_berechtigtes_interesse')}>{yesNo(v.ist_berechtigtes_interesse)}</Row>
              <Row label={t('fields.personengruppen')}>{selection('personengruppen', v.personengruppen)}</Row>
              <Row label={t('fields.datenkategorien')}>{selection('datenkategorien', v.datenkategorien)}</Row>
              <Row label={t('fields.speicherort')}>{selection('speicherort', v.speicherort)}</Row>
              <Row label={t('detail.sectionTransfers')}>
                {[
                  `${t('fields.datenweitergabe_intern')}: ${yesNo(v.datenweitergabe_intern)}`,
                  `${t('fields.datenweitergabe_extern')}: ${yesNo(v.datenweitergabe_extern)}`,
                  `${t('fields.datenweitergabe_ausserhalb_eu')}: ${yesNo(v.datenweitergabe_ausserhalb_eu)}`,
                ].join('; ')}
              </Row>
              {TEXTS.map((key) => (
                <Row key={key} label={t(`fields.${key}`)}>
                  {v[key] ? <span style={{ whiteSpace: 'pre-line' }}>{v[key]}</span> : '–'}
                </Row>
              ))}
              {SDM_PROZESSSCHRITTE.map((schritt) => (
                <Row key={schritt} label={refs.label('sdm_cube_prozessschritte', schritt)}>
                  {detail.data?.prozessschritte.find((s) => s.ID_SDM_Cube_Prozessschritt === schritt)?.Beschreibung || '–'}
                </Row>
              ))}
            </tbody>
          </table>
          {cube.data && <CubeGrid rows={cube.data} refLabel={refs.label} />}
        </>
      )}
    </PrintReportFrame>
  );
}

export default VvtPrintPage;
