import { useController, type Control } from 'react-hook-form';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { useHasPermission } from '@vws/shared/core';
import { DescribedFields, HelpTip } from '@vws/shared/form';
import { BCM_KRITIKALITAET_IDS, BCM_PRIORITAET_IDS } from '@vws/shared/contract/vvt';
import type { RefLabel } from '../../components/useReferences';
import { bcmSeverity } from '../../rules/colors';
import { withBadges } from './badges';
import { DowntimeField } from './DowntimeField';
import { DpiaScreening } from './DpiaScreening';
import { BCM_FIELDS, BI_FIELDS, DPIA_FIELDS } from './fieldDescriptors';
import type { VvtForm } from './formModel';
import { useVvtTranslation } from '../../i18n';

interface TabProps {
  control: Control<VvtForm>;
  readOnly: boolean;
}

/** dsfa_erforderlich is yes, no or not yet assessed (null); the DPO's decision (write-protected, issue 23). */
function DpiaRequired({ control, readOnly }: TabProps) {
  const { t } = useVvtTranslation();
  const mayDecide = useHasPermission('VWS_VVTProzesse_WriteProtectedFields');
  const { field } = useController({ name: 'dsfa_erforderlich', control });
  const options = [
    { value: 'yes', label: t('dpia.yes') },
    { value: 'no', label: t('dpia.no') },
    { value: 'open', label: t('dpia.open') },
  ];
  const value = field.value === true ? 'yes' : field.value === false ? 'no' : 'open';
  return (
    <div className="field">
      <div className="flex align-items-center gap-1">
        <span id="vvt-dsfa-erforderlich-label">{t('fields.dsfa_erforderlich')}</span>
        <HelpTip topic="dpia" />
      </div>
      <SelectButton
        id="vvt-dsfa_erforderlich"
        value={value}
        options={options}
        onChange={(e) => field.onChange(e.value === 'yes' ? true : e.value === 'no' ? false : null)}
        allowEmpty={false}
        disabled={readOnly || !mayDecide}
        aria-labelledby="vvt-dsfa-erforderlich-label"
      />
    </div>
  );
}

export function DpiaTab({ control, readOnly }: TabProps) {
  const { t } = useVvtTranslation();
  return (
    <div data-testid="vvt-dpia">
      <DpiaScreening control={control} readOnly={readOnly} />
      <h3 className="text-base">{t('dpia.art35Title')}</h3>
      <DpiaRequired control={control} readOnly={readOnly} />
      <DescribedFields fields={DPIA_FIELDS} control={control} ns="vvt" readOnly={readOnly} idPrefix="vvt" />
    </div>
  );
}

export function LegitimateInterestTab({ control, readOnly, authority }: TabProps & { authority: boolean }) {
  const { t } = useVvtTranslation();
  return (
    <div data-testid="vvt-bi">
      <p className="mt-0 flex align-items-center gap-1 text-color-secondary">
        {t('bi.intro')}
        <HelpTip topic="legitimateInterest" />
      </p>
      {authority && <Message severity="warn" className="w-full justify-content-start mb-3" text={t('bi.authority')} />}
      <ol className="pl-3 text-sm">
        <li>{t('bi.step1')}</li>
        <li>{t('bi.step2')}</li>
        <li>{t('bi.step3')}</li>
      </ol>
      <DescribedFields fields={BI_FIELDS} control={control} ns="vvt" readOnly={readOnly} idPrefix="vvt" />
    </div>
  );
}

const BCM = withBadges(BCM_FIELDS, { bcm_kritikalitaet: bcmSeverity, bcm_prioritaet_wiederanlauf: bcmSeverity });

export function BcmTab({ control, readOnly, refLabel, remountKey }: TabProps & { refLabel: RefLabel; remountKey: string }) {
  const options = {
    bcm_kritikalitaet: BCM_KRITIKALITAET_IDS.filter((id) => id > 0).map((id) => ({ value: id, label: refLabel('vvt_bcm_kritikalitaeten', id) })),
    bcm_prioritaet_wiederanlauf: BCM_PRIORITAET_IDS.filter((id) => id > 0).map((id) => ({
      value: id,
      label: refLabel('vvt_bcm_prioritaeten_wiederanlauf', id),
    })),
  };
  return (
    <div data-testid="vvt-bcm">
      <DescribedFields fields={BCM} control={control} ns="vvt" readOnly={readOnly} options={options} idPrefix="vvt" />
      <div className="grid formgrid p-fluid">
        <DowntimeField key={remountKey} control={control} disabled={readOnly} />
      </div>
    </div>
  );
}
