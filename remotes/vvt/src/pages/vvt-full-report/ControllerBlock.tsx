import type { VerantwortlicherBlock } from '@vws/shared/contract/vvt';
import { FieldRow } from '../../components/RecordViewParts';
import { useVvtTranslation } from '../../i18n';

const line = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ') || '–';

/** Art. 30(1)(a) GDPR: the controller, its representative in the Union (Art. 27) and the DPO, from the master data. */
export function ControllerBlock({ block }: { block: VerantwortlicherBlock }) {
  const { t } = useVvtTranslation();
  const { vertreter, dsb } = block;
  return (
    <table className="vws-report-table vvt-report-table" data-testid="vvt-controller-block">
      <caption className="text-left font-medium">{t('register.controllerHeading')}</caption>
      <tbody>
        <FieldRow label={t('register.controller')}>{line(block.name, block.anschrift, block.telefon, block.email)}</FieldRow>
        <FieldRow label={t('register.management')}>{line(block.geschaeftsfuehrung, block.ansprechpartner, block.ansprechpartner_email)}</FieldRow>
        <FieldRow label={t('register.representative')}>
          {vertreter.name ? line(vertreter.name, vertreter.anschrift, vertreter.telefon, vertreter.email) : t('register.noRepresentative')}
        </FieldRow>
        <FieldRow label={t('register.dpo')}>{line(dsb.name, dsb.firma, dsb.telefon, dsb.email)}</FieldRow>
      </tbody>
    </table>
  );
}
