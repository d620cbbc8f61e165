import { useMemo } from 'react';
import type { FieldDescriptor } from '@vws/shared/form';
import { SDM_CUBE_STATUS_IDS, SDM_RISIKOSTUFEN } from '@vws/shared/contract/vvt';
import type { RefLabel } from '../../components/useReferences';
import { cellIndex } from '../../rules/cube';
import { risikoSeverity, statusSeverity } from '../../rules/colors';
import { withBadges } from './badges';

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

/** The status and risk-level choices of a cube cell, named in the interface language. */
export function useCubeOptions(refLabel: RefLabel) {
  return useMemo(
    () => ({
      status: SDM_CUBE_STATUS_IDS.map((id) => ({ value: id, label: refLabel('sdm_cube_status', id) })),
      risk: SDM_RISIKOSTUFEN.map((id) => ({ value: id, label: refLabel('sdm_cube_risikostufen', id) })),
    }),
    [refLabel],
  );
}

/** One cell's fields with their badges and choices, for DescribedFields (the step tab and the cube grid's side panel). */
export function useCellFields(schritt: number, ziel: number, refLabel: RefLabel) {
  const choices = useCubeOptions(refLabel);
  return useMemo(() => {
    const raw = cellFields(schritt, ziel);
    const isRisk = (f: FieldDescriptor) => f.key.endsWith('Risikostufe');
    const isStatus = (f: FieldDescriptor) => f.key.endsWith('ID_SDM_Cube_Status');
    const fields = withBadges(
      raw,
      Object.fromEntries(raw.flatMap((f) => (isRisk(f) ? [[f.key, risikoSeverity]] : isStatus(f) ? [[f.key, statusSeverity]] : []))),
    );
    const options = Object.fromEntries(raw.flatMap((f) => (isRisk(f) ? [[f.key, choices.risk]] : isStatus(f) ? [[f.key, choices.status]] : [])));
    return { fields, options };
  }, [schritt, ziel, choices]);
}
