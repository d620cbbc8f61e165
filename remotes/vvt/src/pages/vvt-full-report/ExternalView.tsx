import type { VvtFullReportRecord } from '@vws/shared/contract/vvt';
import { FieldRow, Recipients, Text } from '../../components/RecordViewParts';
import { useVvtTranslation } from '../../i18n';

/** external (spec §3): only transfers and recipients (the linked data transfers), retention periods, security measures and the DSFA reasoning. */
export function ExternalView({ record }: { record: VvtFullReportRecord }) {
  const { t } = useVvtTranslation();
  const v = record.verarbeitung;
  const yesNo = (value: unknown) => (value === true ? t('print.yes') : value === false ? t('print.no') : t('dpia.open'));
  const transfers = (['datenweitergabe_intern', 'datenweitergabe_extern', 'datenweitergabe_ausserhalb_eu'] as const).map(
    (k) => `${t(`fields.${k}`)}: ${yesNo(v[k])}`,
  );
  return (
    <table className="vws-report-table vvt-report-table" data-testid="vvt-external-view">
      <tbody>
        <FieldRow label={t('fullReport.transfers')}>{transfers.join('; ')}</FieldRow>
        <FieldRow label={t('fullReport.recipients')}>
          <Recipients record={record} />
        </FieldRow>
        <FieldRow label={t('fields.aufbewahrungsfristen')}>
          <Text value={v.aufbewahrungsfristen} />
        </FieldRow>
        <FieldRow label={t('fields.datensicherheit_tom')}>
          <Text value={v.datensicherheit_tom} />
        </FieldRow>
        {v.SDM_Ebene_Nr === 1 && (
          <>
            <FieldRow label={t('fields.dsfa_erforderlich')}>{yesNo(v.dsfa_erforderlich)}</FieldRow>
            <FieldRow label={t('fields.dsfa_systematische_beschreibung')}>
              <Text value={v.dsfa_systematische_beschreibung} />
            </FieldRow>
            <FieldRow label={t('fields.dsfa_bewertung_notwendigkeit')}>
              <Text value={v.dsfa_bewertung_notwendigkeit_verhaeltnismaeßigkeit} />
            </FieldRow>
            <FieldRow label={t('fields.dsfa_ergebnis')}>
              <Text value={v.dsfa_ergebnis} />
            </FieldRow>
          </>
        )}
      </tbody>
    </table>
  );
}
