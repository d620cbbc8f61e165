import { DSFA_KRITERIEN, dsgvoRisiko, formatDowntime, type VvtFullReportRecord } from '@vws/shared/contract/vvt';
import { bcmSeverity } from '../rules/colors';
import { useVvtTranslation } from '../i18n';
import { Badge } from './Badge';
import { FieldRow, ReportSection, useValueTexts } from './RecordViewParts';
import type { RefLabel } from './useReferences';

interface Props {
  record: VvtFullReportRecord;
  refLabel: RefLabel;
}

/** The DPIA of a level-1 record: criteria met (with notes), risk, whether required, the assessment texts. */
export function DpiaSection({ record }: { record: VvtFullReportRecord }) {
  const { t } = useVvtTranslation();
  const v = record.verarbeitung;
  const { yesNo, texts } = useValueTexts(v);
  const risiko = dsgvoRisiko(v.schadenspotenzial ?? 0, record.maxRisikostufe);
  const met = DSFA_KRITERIEN.filter((k) => v[`dsfa_k_${k}`] === true);
  return (
    <ReportSection title={t('tabs.dpia')}>
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
      {texts([
        'dsfa_begruendung_abweichung',
        'dsfa_systematische_beschreibung',
        'dsfa_bewertung_notwendigkeit_verhaeltnismaeßigkeit',
        'dsfa_bewertung_risiken',
        'dsfa_geplante_abhilfe',
        'dsfa_standpunkt_betroffene',
        'dsfa_stellungnahme_dsb',
        'dsfa_ergebnis',
      ])}
    </ReportSection>
  );
}

/** Business continuity: relevance, criticality, restart priority, maximum downtime, impact. */
export function BcmSection({ record, refLabel }: Props) {
  const { t, i18n } = useVvtTranslation();
  const v = record.verarbeitung;
  const { yesNo, texts } = useValueTexts(v);
  const language = i18n.language.startsWith('en') ? 'en' : 'de';
  return (
    <ReportSection title={t('tabs.bcm')}>
      <FieldRow label={t('fields.bcm_relevant')}>{yesNo(v.bcm_relevant)}</FieldRow>
      <FieldRow label={t('fields.bcm_kritikalitaet')}>
        <Badge severity={bcmSeverity(v.bcm_kritikalitaet ?? 0)} label={refLabel('vvt_bcm_kritikalitaeten', v.bcm_kritikalitaet ?? 0)} />
      </FieldRow>
      <FieldRow label={t('fields.bcm_prioritaet_wiederanlauf')}>
        <Badge
          severity={bcmSeverity(v.bcm_prioritaet_wiederanlauf ?? 0)}
          label={refLabel('vvt_bcm_prioritaeten_wiederanlauf', v.bcm_prioritaet_wiederanlauf ?? 0)}
        />
      </FieldRow>
      <FieldRow label={t('fields.bcm_max_ausfallzeit')}>{formatDowntime(v.bcm_max_ausfallzeit_stunden ?? null, language) || '–'}</FieldRow>
      {texts(['bcm_auswirkung'])}
    </ReportSection>
  );
}

/** The records above and below this one. */
export function RelationsSection({ record }: { record: VvtFullReportRecord }) {
  const { t } = useVvtTranslation();
  return (
    <ReportSection title={t('tabs.relations')}>
      <FieldRow label={t('fullReport.parents')}>{record.parents?.map((r) => `${r.Nummer} ${r.Name}`).join('; ') || '–'}</FieldRow>
      <FieldRow label={t('fullReport.children')}>{record.children?.map((r) => `${r.Nummer} ${r.Name}`).join('; ') || '–'}</FieldRow>
    </ReportSection>
  );
}
