import { formatDate } from '@vws/shared/core';
import { schutzbedarfOf, type VvtFullReportRecord } from '@vws/shared/contract/vvt';
import { schadenspotenzialSeverity } from '../rules/colors';
import { useVvtTranslation } from '../i18n';
import { Badge } from './Badge';
import { FieldRow, Recipients, ReportSection, Text, useValueTexts } from './RecordViewParts';
import type { RefLabel } from './useReferences';

interface Props {
  record: VvtFullReportRecord;
  refLabel: RefLabel;
}

/** The core data: level, group, status, owner, assignees, purpose, order, review flag, dates. */
export function CoreDataSection({ record, refLabel, assignees }: Props & { assignees?: string }) {
  const { t } = useVvtTranslation();
  const v = record.verarbeitung;
  const { yesNo, texts } = useValueTexts(v);
  return (
    <ReportSection title={t('detail.sectionCore')}>
      <FieldRow label={t('fields.SDM_Ebene_Nr')}>{refLabel('vvt_ebenen', v.SDM_Ebene_Nr)}</FieldRow>
      <FieldRow label={t('fields.Gruppe')}>{v.Gruppe || '–'}</FieldRow>
      <FieldRow label={t('fields.ID_Status')}>{refLabel('verarbeitungen_status', v.ID_Status ?? 0)}</FieldRow>
      <FieldRow label={t('fields.Verantwortlich')}>{[v.Verantwortlich_Name, v.Verantwortlich_Abteilung].filter(Boolean).join(', ') || '–'}</FieldRow>
      {assignees !== undefined && <FieldRow label={t('assign.label')}>{assignees || '–'}</FieldRow>}
      {texts(['Zweck'])}
      <FieldRow label={t('fields.Sortierung')}>{v.Sortierung ?? '–'}</FieldRow>
      <FieldRow label={t('review.label')}>{yesNo(v.isBereitZurPruefungDSB)}</FieldRow>
      {v.Erstelldatum && <FieldRow label={t('fullReport.created')}>{formatDate(v.Erstelldatum)}</FieldRow>}
      {v.Bearbeitungsdatum && (
        <FieldRow label={t('fullReport.lastEdited')}>
          {t('fullReport.lastEditedValue', { date: formatDate(v.Bearbeitungsdatum), version: v.Version ?? 0 })}
        </FieldRow>
      )}
    </ReportSection>
  );
}

/** The legal assessment and the data: legal basis, damage potential, intensity, selections, transfers, recipients. */
export function LegalDataSection({ record, refLabel }: Props) {
  const { t } = useVvtTranslation();
  const v = record.verarbeitung;
  const { yesNo, selection, texts } = useValueTexts(v);
  const need = schutzbedarfOf(v.eingriffsintensitaet ?? 0);
  const transfers = (['datenweitergabe_intern', 'datenweitergabe_extern', 'datenweitergabe_ausserhalb_eu'] as const).map(
    (k) => `${t(`fields.${k}`)}: ${yesNo(v[k])}`,
  );
  return (
    <ReportSection title={t('detail.sectionLegal')}>
      {texts(['rechtsgrundlage'])}
      <FieldRow label={t('fields.schadenspotenzial')}>
        <Badge severity={schadenspotenzialSeverity(v.schadenspotenzial ?? 0)} label={refLabel('vvt_schadenspotenzial', v.schadenspotenzial ?? 0)} />
      </FieldRow>
      <FieldRow label={t('fields.eingriffsintensitaet')}>
        {`${t(`intensity.${v.eingriffsintensitaet ?? 0}` as 'intensity.0')}${need ? ` (${t('detail.schutzbedarf')} ${t(`detail.schutzbedarf_${need}`)})` : ''}`}
      </FieldRow>
      <FieldRow label={t('fields.joint_control')}>{yesNo(v.joint_control)}</FieldRow>
      {(v.joint_control || v.joint_control_partner?.trim()) && (
        <FieldRow label={t('register.jointControllers')}>
          <Text value={v.joint_control_partner} />
        </FieldRow>
      )}
      <FieldRow label={t('fields.avv')}>{yesNo(v.avv)}</FieldRow>
      <FieldRow label={t('fields.ist_berechtigtes_interesse')}>{yesNo(v.ist_berechtigtes_interesse)}</FieldRow>
      <FieldRow label={t('fields.personengruppen')}>{selection('personengruppen')}</FieldRow>
      <FieldRow label={t('fields.datenkategorien')}>{selection('datenkategorien')}</FieldRow>
      <FieldRow label={t('fields.speicherort')}>{selection('speicherort')}</FieldRow>
      <FieldRow label={t('detail.sectionTransfers')}>{transfers.join('; ')}</FieldRow>
      <FieldRow label={t('fullReport.recipients')}>
        <Recipients record={record} />
      </FieldRow>
    </ReportSection>
  );
}
