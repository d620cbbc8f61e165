import { useVersionedSave, type SaveOutcome } from '@vws/shared/edit';
import { useDatenweitergabenAddMutation, useDatenweitergabenUpdateMutation } from '../../api';
import { toSaveBody, type DwForm } from './formModel';

export type DwSaveResult = { kind: 'created'; id: number } | { kind: 'updated'; version: number };
export type DwSaveOutcome = SaveOutcome<DwSaveResult>;

/** Add for a new transfer, update with the Version it was read at otherwise; a 409 offers overwrite (forceUpdate). */
export function useDwSave(
  base: { ID: number; Version: number } | null,
  options: { onOutcome: (outcome: DwSaveOutcome, values: DwForm) => void; onReload: () => void; conflictMessage: string; conflictHeader: string },
) {
  const [add] = useDatenweitergabenAddMutation();
  const [update] = useDatenweitergabenUpdateMutation();
  return useVersionedSave<DwForm, DwSaveResult>({
    ...options,
    send: async (values, forceUpdate) => {
      const body = toSaveBody(values);
      if (!base) return { kind: 'created', id: (await add(body).unwrap()).newDatenweitergabeId };
      const result = await update({ ...body, datenweitergabe: { ...body.datenweitergabe, ID: base.ID, Version: base.Version }, forceUpdate }).unwrap();
      return { kind: 'updated', version: result.Version };
    },
  });
}
