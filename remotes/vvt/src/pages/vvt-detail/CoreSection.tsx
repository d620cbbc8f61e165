import { useMemo } from 'react';
import { Message } from 'primereact/message';
import { useWatch, type Control } from 'react-hook-form';
import { DescribedFields } from '@vws/shared/form';
import {
  DATENKATEGORIEN,
  EINGRIFFSINTENSITAET_IDS,
  PERSONENGRUPPEN,
  SCHADENSPOTENZIAL_IDS,
  schutzbedarfOf,
  SDM_EBENEN,
  SPEICHERORTE,
  VVT_STATUS_IDS,
} from '@vws/shared/contract/vvt';
import type { RefLabel } from '../../components/useReferences';
import { schadenspotenzialSeverity, statusSeverity } from '../../rules/colors';
import { withBadges } from './badges';
import { CORE_FIELDS, JOINT_CONTROL_FIELDS, LEGAL_FIELDS, OTHER_FIELDS, TRANSFER_FIELDS } from './fieldDescriptors';
import type { VvtForm } from './formModel';
import { RetentionField } from './RetentionField';
import { SelectionField } from './SelectionField';
import { useVvtTranslation } from '../../i18n';
import { Badge } from '../../components/Badge';

export interface CoreSectionProps {
  control: Control<VvtForm>;
  readOnly: boolean;
  refLabel: RefLabel;
  /** The customer is a public authority: a legitimate interest cannot be switched on (Art. 6(1)(f) GDPR). */
  authority?: boolean;
  storedBerechtigtesInteresse?: boolean;
}

const CORE = withBadges(CORE_FIELDS, { ID_Status: statusSeverity });
const LEGAL = withBadges(LEGAL_FIELDS, { schadenspotenzial: schadenspotenzialSeverity, eingriffsintensitaet: schadenspotenzialSeverity });

/** Spec §4: the protection need derived from the interference intensity. */
function ProtectionNeed({ control }: { control: Control<VvtForm> }) {
  const { t } = useVvtTranslation();
  const intensity = useWatch({ control, name: 'eingriffsintensitaet' });
  const need = schutzbedarfOf(intensity);
  return (
    <p className="col-12 m-0 mb-3 flex align-items-center gap-2" data-testid="vvt-schutzbedarf" aria-live="polite">
      <span>{t('detail.schutzbedarf')}</span>
      {need ? (
        <Badge severity={need === 'high' ? 'danger' : 'success'} label={t(`detail.schutzbedarf_${need}`)} />
      ) : (
        <span className="text-color-secondary">{t('detail.notAssessed')}</span>
      )}
    </p>
  );
}

/** The joint controllers' names, asked for with joint control (and kept visible while any are named). */
function JointControllers({ control, readOnly }: { control: Control<VvtForm>; readOnly: boolean }) {
  const [jointControl, named] = useWatch({ control, name: ['joint_control', 'joint_control_partner'] });
  if (!jointControl && !named?.trim()) return null;
  return <DescribedFields fields={JOINT_CONTROL_FIELDS} control={control} ns="vvt" readOnly={readOnly} idPrefix="vvt" />;
}

/** The record's fields above the tabs: core, legal and data, data transfers, retention and the other texts. */
export function CoreSection({ control, readOnly, refLabel, authority = false, storedBerechtigtesInteresse = false }: CoreSectionProps) {
  const { t } = useVvtTranslation();
  const options = useMemo(
    () => ({
      SDM_Ebene_Nr: SDM_EBENEN.map((id) => ({ value: id, label: refLabel('vvt_ebenen', id) })),
      ID_Status: VVT_STATUS_IDS.map((id) => ({ value: id, label: refLabel('verarbeitungen_status', id) })),
      schadenspotenzial: SCHADENSPOTENZIAL_IDS.map((id) => ({ value: id, label: refLabel('vvt_schadenspotenzial', id) })),
      eingriffsintensitaet: EINGRIFFSINTENSITAET_IDS.map((id) => ({ value: id, label: t(`intensity.${id}`) })),
    }),
    [refLabel, t],
  );
  // The level is the list the record belongs to; it is not changed here.
  const disabled = { SDM_Ebene_Nr: true } as const;
  // An authority keeps a stored legitimate interest until it is switched off, but cannot switch one on.
  const legalDisabled = { ist_berechtigtes_interesse: authority && !storedBerechtigtesInteresse };
  return (
    <>
      <section className="surface-card border-round p-3 mb-3" aria-labelledby="vvt-core-heading">
        <h2 id="vvt-core-heading" className="mt-0 text-lg">
          {t('detail.sectionCore')}
        </h2>
        <DescribedFields fields={CORE} control={control} ns="vvt" readOnly={readOnly} options={options} disabled={disabled} idPrefix="vvt" />
      </section>
      <section className="surface-card border-round p-3 mb-3" aria-labelledby="vvt-legal-heading">
        <h2 id="vvt-legal-heading" className="mt-0 text-lg">
          {t('detail.sectionLegal')}
        </h2>
        <DescribedFields fields={LEGAL} control={control} ns="vvt" readOnly={readOnly} options={options} disabled={legalDisabled} idPrefix="vvt" />
        <JointControllers control={control} readOnly={readOnly} />
        {authority && <Message severity="info" className="w-full justify-content-start mb-3" text={t('bi.authority')} data-testid="vvt-authority-note" />}
        <div className="grid formgrid p-fluid">
          <ProtectionNeed control={control} />
          <SelectionField name="personengruppen" control={control} keys={PERSONENGRUPPEN} help="groupsOfPeople" disabled={readOnly} />
          <SelectionField name="datenkategorien" control={control} keys={DATENKATEGORIEN} help="dataCategories" disabled={readOnly} />
          <SelectionField name="speicherort" control={control} keys={SPEICHERORTE} help="storageLocations" disabled={readOnly} />
        </div>
      </section>
      <section className="surface-card border-round p-3 mb-3" aria-labelledby="vvt-transfer-heading">
        <h2 id="vvt-transfer-heading" className="mt-0 text-lg">
          {t('detail.sectionTransfers')}
        </h2>
        <DescribedFields fields={TRANSFER_FIELDS} control={control} ns="vvt" readOnly={readOnly} idPrefix="vvt" />
      </section>
      <section className="surface-card border-round p-3 mb-3" aria-labelledby="vvt-other-heading">
        <h2 id="vvt-other-heading" className="mt-0 text-lg">
          {t('detail.sectionOther')}
        </h2>
        <div className="grid formgrid p-fluid">
          <RetentionField control={control} disabled={readOnly} />
        </div>
        <DescribedFields fields={OTHER_FIELDS} control={control} ns="vvt" readOnly={readOnly} idPrefix="vvt" />
      </section>
    </>
  );
}
