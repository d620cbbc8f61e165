import type { ReactNode } from 'react';
import { formatDate } from '@vws/shared/core';
import { DSFA_KRITERIEN, dsgvoRisiko, formatDowntime, schutzbedarfOf, type SdmCubeReportRow, type VvtFullReportRecord } from '@vws/shared/contract/vvt';
import { bcmSeverity, schadenspotenzialSeverity } from '../rules/colors';
import { useVvtTranslation } from '../i18n';
import { Badge } from './Badge';
import { CubeGrid } from './CubeGrid';
import { StepCellTexts } from './StepCellTexts';
import type { RefLabel } from './useReferences';

type V = VvtFullReportRecord['verarbeitung'];
type TextKey = Extract<keyof V, `${string}`>;

export function FieldRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row" style={{ width: '32%' }}>{label}</th>
      <td>{children}</td>
    </tr>
  );
}

/** A text as written (line breaks kept), or a dash. */
export const Text = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() ? <span className="vvt-pre">{value}</span> : <>–</>);

/**
 * The recipients of a record: its linked data transfers, each with its country. Absent
 * (`undefined`) when the caller may not see data transfers: then the report says so.
 */
export function Recipients({ record }: { record: VvtFullReportRecord }) {
  const { t } = useVvtTranslation();
  if (!record.empfaenger) return <span className="text-color-secondary">{t('fullReport.recipientsHidden')}</span>;
  if (record.empfaenger.length === 0) return <>{t('fullReport.recipientsNone')}</>;
  return (
    <ul className="m-0 pl-3" data-testid="vvt-report-recipients">
      {record.empfaenger.map((r) => (
        <li key={r.ID_Datenweitergabe}>
          {r.Firma_Empfaenger}
          {r.Land ? ` (${r.Land})` : ''}
          {r.isDatenweitergabe_ausserhalb_EU ? ` – ${t('fullReport.outsideEu')}` : ''}
        </li>
      ))}
    </ul>
  );
}

/**
 * The record's fields, section by section, in the order of the detail's tabs (internal report,
 * /verarbeitung-print): every field, the cube as a grid, and per process step its description and
 * the texts of its cells.
 */
export function RecordView({ record, refLabel, assignees, cubeRows }: { record: VvtFullReportRecord; refLabel: RefLabel; assignees?: string; cubeRows?: readonly SdmCubeReportRow[] }) {
  const { t, i18n } = useVvtTranslation();
  const v = record.verarbeitung;
  const language = i18n.language.startsWith('en') ? 'en' : 'de';
  const yesNo = (value: unknown) => (value === true ? t('print.yes') : value === false ? t('print.no') : t('dpia.open'));
  const selection = (key: 'personengruppen' | 'datenkategorien' | 'speicherort') => (v[key] ?? []).map((k) => t(`selection.${key}.${k}`, { defaultValue: k })).join(', ') || '–';
  const texts = (keys: readonly TextKey[]) => keys.map((key) => <FieldRow key={key} label={t(`fields.${key}` as 'fields.Zweck', { defaultValue: key })}><Text value={v[key]} /></FieldRow>);
  const need = schutzbedarfOf(v.eingriffsintensitaet ?? 0);
  const risiko = dsgvoRisiko(v.schadenspotenzial ?? 0, record.maxRisikostufe);
  const met = DSFA_KRITERIEN.filter((k) => v[`dsfa_k_${k}`] === true);
  const hasCube = record.sdmCube !== undefined || cubeRows !== undefined;
  const cube = cubeRows ?? (record.sdmCube ?? []).map((c) => ({ ID_Schutzziel: c.ID_SDM_Cube_Schutzziel, ID_Prozessschritt: c.ID_SDM_Cube_Prozessschritt, ID_Status: c.ID_SDM_Cube_Status, ID_Risikostufe: c.ID_SDM_Cube_Risikostufe }));
  const section = (title: string, rows: ReactNode) => (
    <>
      <h3 className="text-base mb-1 mt-3">{title}</h3>
      <table className="vws-report-table vvt-report-table">
        <tbody>{rows}</tbody>
      </table>
    </>
  );
  return (
    <div data-testid="vvt-record-view">
      {section(t('detail.sectionCore'), (
        <>
          <FieldRow label={t('fields.SDM_Ebene_Nr')}>{refLabel('vvt_ebenen', v.SDM_Ebene_Nr)}</FieldRow>
          <FieldRow label={t('fields.Gruppe')}>{v.Gruppe || '–'}</FieldRow>
          <FieldRow label={t('fields.ID_Status')}>{refLabel('verarbeitungen_status', v.ID_Status ?? 0)}</FieldRow>
          <FieldRow label={t('fields.Verantwortlich')}>{[v.Verantwortlich_Name, v.Verantwortlich_Abteilung].filter(Boolean).join(', ') || '–'}</FieldRow>
          {assignees !== undefined && <FieldRow label={t('assign.label')}>{assignees || '–'}</FieldRow>}
          {texts(['Zweck'])}
          <FieldRow label={t('fields.Sortierung')}>{v.Sortierung ?? '–'}</FieldRow>
          <FieldRow label={t('review.label')}>{yesNo(v.isBereitZurPruefungDSB)}</FieldRow>
          {v.Erstelldatum && <FieldRow label={t('fullReport.created')}>{formatDate(v.Erstelldatum)}</FieldRow>}
          {v.Bearbeitungsdatum && <FieldRow label={t('fullReport.lastEdited')}>{t('fullReport.lastEditedValue', { date: formatDate(v.Bearbeitungsdatum), version: v.Version ?? 0 })}</FieldRow>}
        </>
      ))}
      {section(t('detail.sectionLegal'), (
        <>
          {texts(['rechtsgrundlage'])}
          <FieldRow label={t('fields.schadenspotenzial')}><Badge severity={schadenspotenzialSeverity(v.schadenspotenzial ?? 0)} label={refLabel('vvt_schadenspotenzial', v.schadenspotenzial ?? 0)} /></FieldRow>
          <FieldRow label={t('fields.eingriffsintensitaet')}>{`${t(`intensity.${v.eingriffsintensitaet ?? 0}` as 'intensity.0')}${need ? ` (${t('detail.schutzbedarf')} ${t(`detail.schutzbedarf_${need}`)})` : ''}`}</FieldRow>
          <FieldRow label={t('fields.joint_control')}>{yesNo(v.joint_control)}</FieldRow>
          <FieldRow label={t('fields.avv')}>{yesNo(v.avv)}</FieldRow>
          <FieldRow label={t('fields.ist_berechtigtes_interesse')}>{yesNo(v.ist_berechtigtes_interesse)}</FieldRow>
          <FieldRow label={t('fields.personengruppen')}>{selection('personengruppen')}</FieldRow>
          <FieldRow label={t('fields.datenkategorien')}>{selection('datenkategorien')}</FieldRow>
          <FieldRow label={t('fields.speicherort')}>{selection('speicherort')}</FieldRow>
          <FieldRow label={t('detail.sectionTransfers')}>
            {(['datenweitergabe_intern', 'datenweitergabe_extern', 'datenweitergabe_ausserhalb_eu'] as const).map((k) => `${t(`fields.${k}`)}: ${yesNo(v[k])}`).join('; ')}
          </FieldRow>
          <FieldRow label={t('fullReport.recipients')}><Recipients record={record} /></FieldRow>
        </>
      ))}
      {section(t('detail.sectionOther'), texts(['aufbewahrungsfristen', 'datensicherheit_tom', 'schaden_risiko', 'notwendige_massnahmen', 'bemerkungen']))}
      {v.SDM_Ebene_Nr === 1 && section(t('tabs.dpia'), (
        <>
          <FieldRow label={t('dpia.criteriaMet', { count: met.length })}>
            <ul className="m-0 pl-3" data-testid="vvt-report-criteria">
              {DSFA_KRITERIEN.map((k) => (
                <li key={k}>
                  {`${t(`dpia.kriterium.${k}`)}: ${yesNo(v[`dsfa_k_${k}`])}`}
                  {v[`dsfa_k_${k}_notiz`]?.trim() ? <span className="vvt-pre"> – {v[`dsfa_k_${k}_notiz`]}</span> : null}
                </li>
              ))}
            </ul>
          </FieldRow>
          <FieldRow label={t('dpia.riskTitle')}>{risiko ? t(`dpia.risk_${risiko}`) : t('detail.notAssessed')}</FieldRow>
          <FieldRow label={t('fields.dsfa_erforderlich')}>{yesNo(v.dsfa_erforderlich)}</FieldRow>
          {texts(['dsfa_begruendung_abweichung', 'dsfa_systematische_beschreibung', 'dsfa_bewertung_notwendigkeit_verhaeltnismaeßigkeit', 'dsfa_bewertung_risiken', 'dsfa_geplante_abhilfe', 'dsfa_standpunkt_betroffene', 'dsfa_stellungnahme_dsb', 'dsfa_ergebnis'])}
        </>
      ))}
      {v.ist_berechtigtes_interesse && section(t('tabs.legitimateInterest'), texts(['bi_begruendung', 'bi_mildere_moeglichkeiten', 'bi_begruendung_verarbeitung_absehbar', 'bi_berechtigte_interessen_betroffener', 'bi_ergebnis']))}
      {section(t('tabs.bcm'), (
        <>
          <FieldRow label={t('fields.bcm_relevant')}>{yesNo(v.bcm_relevant)}</FieldRow>
          <FieldRow label={t('fields.bcm_kritikalitaet')}><Badge severity={bcmSeverity(v.bcm_kritikalitaet ?? 0)} label={refLabel('vvt_bcm_kritikalitaeten', v.bcm_kritikalitaet ?? 0)} /></FieldRow>
          <FieldRow label={t('fields.bcm_prioritaet_wiederanlauf')}><Badge severity={bcmSeverity(v.bcm_prioritaet_wiederanlauf ?? 0)} label={refLabel('vvt_bcm_prioritaeten_wiederanlauf', v.bcm_prioritaet_wiederanlauf ?? 0)} /></FieldRow>
          <FieldRow label={t('fields.bcm_max_ausfallzeit')}>{formatDowntime(v.bcm_max_ausfallzeit_stunden ?? null, language) || '–'}</FieldRow>
          {texts(['bcm_auswirkung'])}
        </>
      ))}
      {(record.parents || record.children) && section(t('tabs.relations'), (
        <>
          <FieldRow label={t('fullReport.parents')}>{record.parents?.map((r) => `${r.Nummer} ${r.Name}`).join('; ') || '–'}</FieldRow>
          <FieldRow label={t('fullReport.children')}>{record.children?.map((r) => `${r.Nummer} ${r.Name}`).join('; ') || '–'}</FieldRow>
        </>
      ))}
      {hasCube && <div className="mt-3"><CubeGrid rows={cube} refLabel={refLabel} /></div>}
      {(hasCube || record.prozessschritte) && (
        <>
          <h3 className="text-base mb-1 mt-3">{t('fullReport.stepsAndCells')}</h3>
          <StepCellTexts record={record} refLabel={refLabel} />
        </>
      )}
    </div>
  );
}
