import { useMemo, useState } from 'react';
import type { Control } from 'react-hook-form';
import { DescribedFields, HelpTip, type FieldDescriptor } from '@vws/shared/form';
import type { RefLabel } from '../../components/useReferences';
import { useCellFields } from './cellFields';
import type { VvtForm } from './formModel';
import { useVvtTranslation } from '../../i18n';
import { GoalList } from './GoalList';

/** The description of one step. */
function descriptionField(schritt: number): FieldDescriptor[] {
  return [
    {
      key: `schritte.${schritt - 1}.Beschreibung`,
      id: `schritt-${schritt}-beschreibung`,
      label: 'cell.Beschreibung',
      widget: 'textarea',
      rows: 3,
      help: 'phases',
    },
  ];
}

/**
 * A tab of the SDM cube (collect, store, use or delete data): the step's description and its 7
 * protection-goal cells; one goal's fields at a time keeps the page light.
 */
export function StepTab({ schritt, control, readOnly, refLabel }: { schritt: number; control: Control<VvtForm>; readOnly: boolean; refLabel: RefLabel }) {
  const { t } = useVvtTranslation();
  const [ziel, setZiel] = useState(1);
  const { fields, options } = useCellFields(schritt, ziel, refLabel);
  const description = useMemo(() => descriptionField(schritt), [schritt]);
  return (
    <div data-testid={`vvt-step-${schritt}`}>
      <p className="mt-0 flex align-items-center gap-1 text-color-secondary">
        {t(`step.intro${schritt}`)}
        <HelpTip topic="protectionGoals" />
      </p>
      <DescribedFields fields={description} control={control} ns="vvt" readOnly={readOnly} idPrefix="vvt" />
      <div className="grid">
        <div className="col-12 md:col-4 lg:col-3">
          <GoalList schritt={schritt} control={control} chosen={ziel} onChoose={setZiel} refLabel={refLabel} />
        </div>
        <div className="col-12 md:col-8 lg:col-9">
          <DescribedFields key={ziel} fields={fields} control={control} ns="vvt" readOnly={readOnly} options={options} idPrefix="vvt" />
        </div>
      </div>
    </div>
  );
}
