import type { VvtFullReportRecord } from '@vws/shared/contract/vvt';
import { FieldRow, Recipients, Text, useValueTexts } from '../../components/RecordViewParts';
import { useVvtTranslation } from '../../i18n';
import { RegisterMarks } from './RegisterMarks';

/**
 * external: the Art. 30(1) record of a processing activity (issue 23): purposes, legal basis, joint
 * controllers, categories of data subjects and data, recipients with country and safeguard,
 * retention periods, the TOM (text and the cube's measures), the DSFA reasoning; findings and review marked.
 */
export function ExternalView({ record }: { record: VvtFullReportRecord }) {
  const { t } = useVvtTranslation();
  const v = record.verarbeitung;
  const { yesNo, selection } = useValueTexts(v);
  const transfers = (['datenweitergabe_intern', 'datenweitergabe_extern', 'datenweitergabe_ausserhalb_eu'] as const).map(
    (k) => `${t(`fields.${k}`)}: ${yesNo(v[k])}`,
  );
  return (
    <>
      <RegisterMarks record={record} />
      <table className="vws-report-table vvt-report-table" data-testid="vvt-external-view">
        <tbody>
          <FieldRow label={t('fields.Zweck')}>
            <Text value={v.Zweck} />
          </FieldRow>
          <FieldRow label={t('fields.rechtsgrundlage')}>
            <Text value={v.rechtsgrundlage} />
          </FieldRow>
          {v.joint_control && (
            <FieldRow label={t('register.jointControllers')}>
              <Text value={v.joint_control_partner} />
            </FieldRow>
          )}
          <FieldRow label={t('fields.personengruppen')}>{selection('personengruppen')}</FieldRow>
          <FieldRow label={t('fields.datenkategorien')}>{selection('datenkategorien')}</FieldRow>
          <FieldRow label={t('fullReport.transfers')}>{transfers.join('; ')}</FieldRow>
          <FieldRow label={t('fullReport.recipients')}>
            <Recipients record={record} />
          </FieldRow>
          <FieldRow label={t('fields.aufbewahrungsfristen')}>
            <Text value={v.aufbewahrungsfristen} />
          </FieldRow>
          <FieldRow label={t('fields.datensicherheit_tom')}>
            <Text value={v.datensicherheit_tom} />
            {(record.massnahmen ?? []).length > 0 && (
              <ul className="m-0 pl-3" data-testid="vvt-report-measures">
                {record.massnahmen!.flatMap((goal) => goal.Massnahmen.map((m) => <li key={`${goal.ID_SDM_Cube_Schutzziel}-${m}`}>{m}</li>))}
              </ul>
            )}
          </FieldRow>
          {v.SDM_Ebene_Nr === 1 && (
            <>
              <FieldRow label={t('fields.dsfa_erforderlich')}>{yesNo(v.dsfa_erforderlich)}</FieldRow>
              <FieldRow label={t('fields.dsfa_systematische_beschreibung')}>
                <Text value={v.dsfa_systematische_beschreibung} />
              </FieldRow>
              <FieldRow label={t('fields.dsfa_ergebnis')}>
                <Text value={v.dsfa_ergebnis} />
              </FieldRow>
            </>
          )}
        </tbody>
      </table>
    </>
  );
}
