import { useMemo, useState } from 'react';
import type { Control } from 'react-hook-form';
import { DescribedFields, HelpTip, type FieldDescriptor } from '@vws/shared/form';
import { SDM_CUBE_STATUS_IDS, SDM_RISIKOSTUFEN } from '@vws/shared/contract/vvt';
import type { RefLabel } from '../../components/useReferences';
import { cellIndex } from '../../rules/cube';
import { risikoSeverity, statusSeverity } from '../../rules/colors';
import { withBadges } from './badges';
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

/** The six fields of spec §3 of one cell (a step and a protection goal), as one section. */
function cellFields(schritt: number, ziel: number): FieldDescriptor[] {
  const i = cellIndex(schritt, ziel);
  const base = { section: `goal.${ziel}` };
  const key = (name: string) => `cube.${i}.${name}`;
  const id = (name: string) => `cube-${schritt}-${ziel}-${name}`;
  return [
    { ...base, key: key('Antwort'), id: id('antwort'), label: 'cell.Antwort', widget: 'textarea', rows: 2 },
    { ...base, key: key('ID_SDM_Cube_Risikostufe'), id: id('risiko'), label: 'cell.Risikostufe', widget: 'select', cols: 6 },
    { ...base, key: key('ID_SDM_Cube_Status'), id: id('status'), label: 'cell.Status', widget: 'select', cols: 6 },
    { ...base, key: key('Risikobeschreibung'), id: id('risikobeschreibung'), label: 'cell.Risikobeschreibung', widget: 'textarea', rows: 2, cols: 6 },
    { ...base, key: key('Massnahmen'), id: id('massnahmen'), label: 'cell.Massnahmen', widget: 'textarea', rows: 2, cols: 6 },
    { ...base, key: key('Bemerkungen_Nachweise'), id: id('nachweise'), label: 'cell.Bemerkungen_Nachweise', widget: 'textarea', rows: 2 },
  ];
}

/**
 * A tab of the SDM cube (collect, store, use or delete data): the step's description and its 7
 * protection-goal cells; one goal's fields at a time keeps the page light.
 */
export function StepTab({ schritt, control, readOnly, refLabel }: { schritt: number; control: Control<VvtForm>; readOnly: boolean; refLabel: RefLabel }) {
  const { t } = useVvtTranslation();
  const [ziel, setZiel] = useState(1);
  const fields = useMemo(() => {
    const raw = cellFields(schritt, ziel);
    const severities = Object.fromEntries(
      raw.flatMap((f) => (f.key.endsWith('Risikostufe') ? [[f.key, risikoSeverity]] : f.key.endsWith('ID_SDM_Cube_Status') ? [[f.key, statusSeverity]] : [])),
    );
    return withBadges(raw, severities);
  }, [schritt, ziel]);
  const description = useMemo(() => descriptionField(schritt), [schritt]);
  const options = useMemo(() => {
    const risk = SDM_RISIKOSTUFEN.map((id) => ({ value: id, label: refLabel('sdm_cube_risikostufen', id) }));
    const status = SDM_CUBE_STATUS_IDS.map((id) => ({ value: id, label: refLabel('sdm_cube_status', id) }));
    return Object.fromEntries(
      fields.flatMap((f) => (f.key.endsWith('Risikostufe') ? [[f.key, risk]] : f.key.endsWith('ID_SDM_Cube_Status') ? [[f.key, status]] : [])),
    );
  }, [fields, refLabel]);
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
