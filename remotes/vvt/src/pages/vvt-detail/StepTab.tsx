import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { DescribedFields, HelpTip, type FieldDescriptor } from '@vws/shared';
import { SDM_CUBE_STATUS_IDS, SDM_RISIKOSTUFEN, SDM_SCHUTZZIELE } from '@vws/shared/contract/vvt';
import type { RefLabel } from '../../components/useReferences';
import { cellIndex } from '../../rules/cube';
import { risikoSeverity, statusSeverity } from '../../rules/colors';
import { withBadges } from './badges';
import type { VvtForm } from './formModel';
import { useVvtTranslation } from '../../i18n';

/** The fields of one step: its description, then per protection goal the six cells of spec §3 (a section per goal). */
function stepFields(schritt: number): FieldDescriptor[] {
  const schrittIndex = schritt - 1;
  const description: FieldDescriptor = { key: `schritte.${schrittIndex}.Beschreibung`, id: `schritt-${schritt}-beschreibung`, label: 'cell.Beschreibung', widget: 'textarea', rows: 3, help: 'phases' };
  const cells = SDM_SCHUTZZIELE.flatMap((ziel): FieldDescriptor[] => {
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
  });
  return [description, ...cells];
}

/** A tab of the SDM cube (collect, store, use or delete data): the step's description and its 7 protection-goal cells. */
export function StepTab({ schritt, control, readOnly, refLabel }: { schritt: number; control: Control<VvtForm>; readOnly: boolean; refLabel: RefLabel }) {
  const { t } = useVvtTranslation();
  const fields = useMemo(() => {
    const raw = stepFields(schritt);
    const severities = Object.fromEntries(
      raw.flatMap((f) => (f.key.endsWith('Risikostufe') ? [[f.key, risikoSeverity]] : f.key.endsWith('ID_SDM_Cube_Status') ? [[f.key, statusSeverity]] : [])),
    );
    return withBadges(raw, severities);
  }, [schritt]);
  const options = useMemo(() => {
    const risk = SDM_RISIKOSTUFEN.map((id) => ({ value: id, label: refLabel('sdm_cube_risikostufen', id) }));
    const status = SDM_CUBE_STATUS_IDS.map((id) => ({ value: id, label: refLabel('sdm_cube_status', id) }));
    return Object.fromEntries(fields.flatMap((f) => (f.key.endsWith('Risikostufe') ? [[f.key, risk]] : f.key.endsWith('ID_SDM_Cube_Status') ? [[f.key, status]] : [])));
  }, [fields, refLabel]);
  return (
    <div data-testid={`vvt-step-${schritt}`}>
      <p className="mt-0 flex align-items-center gap-1 text-color-secondary">
        {t(`step.intro${schritt}`)}
        <HelpTip topic="protectionGoals" />
      </p>
      <DescribedFields fields={fields} control={control} ns="vvt" readOnly={readOnly} options={options} idPrefix="vvt" />
    </div>
  );
}
