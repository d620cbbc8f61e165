import { HistoryPanel } from '@vws/shared/edit';
import type { DwReferenceKey } from '@vws/shared/contract/datenweitergaben';
import { useDatenweitergabenTranslation } from '../../i18n';
import { useDwReferences } from '../../components/useReferences';

const REFERENCE_OF: Record<string, DwReferenceKey> = {
  ID_Vertragsstatus: 'vertragsstatus',
  ID_Rechtsgrundlage: 'rechtsgrundlagen',
  ID_Rechtsgrundlage_ausserhalb_EU: 'rechtsgrundlagenDrittland',
};

/** The transfer's change history (issue 13) with the labels of its form, its checkpoints and its links. */
export function DwHistory({ id }: { id: number }) {
  const { t, i18n } = useDatenweitergabenTranslation();
  const refs = useDwReferences();
  // The transfer's columns are named like their text keys (fields.<column>).
  const fieldLabel = (field: string): string | undefined =>
    i18n.exists(`datenweitergaben:fields.${field}`) ? (t as (k: string) => string)(`fields.${field}`) : undefined;
  const formatValue = (field: string, value: unknown): string | undefined => {
    const list = REFERENCE_OF[field];
    return list && typeof value === 'number' ? refs.label(list, value) : undefined;
  };
  const tableLabels = { datenweitergaben_pruefpunkte: t('pruefpunkte.heading'), datenweitergaben_verarbeitungen: t('detail.sectionLinks') };
  return <HistoryPanel entity="data_transfer" id={id} fieldLabel={fieldLabel} tableLabels={tableLabels} formatValue={formatValue} className="mt-3" />;
}
