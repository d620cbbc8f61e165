import { useVersionedSave, type SaveOutcome } from '@vws/shared/edit';
import { useVvtAddMutation, useVvtUpdateMutation } from '../../api';
import { toSaveBody, type VvtForm } from './formModel';

export type VvtSaveResult = { kind: 'created'; id: number } | { kind: 'updated'; version: number; kept: string[] };
export type VvtSaveOutcome = SaveOutcome<VvtSaveResult>;

/**
 * Saves a record through the shared versioned save: add for a new one, update with the Version it
 * was read at otherwise; a 409 offers overwrite with forceUpdate (spec §4).
 */
export function useVvtSave(
  base: { form: VvtForm; ID: number; Version: number } | null,
  options: { onOutcome: (outcome: VvtSaveOutcome, values: VvtForm) => void | Promise<void>; onReload: () => void; conflictMessage: string; conflictHeader: string },
) {
  const [add] = useVvtAddMutation();
  const [update] = useVvtUpdateMutation();
  return useVersionedSave<VvtForm, VvtSaveResult>({
    ...options,
    send: async (values, forceUpdate) => {
      if (!base) {
        const result = await add(toSaveBody(values, null)).unwrap();
        return { kind: 'created', id: result.newVerarbeitungId };
      }
      const body = toSaveBody(values, base.form);
      const result = await update({ ...body, verarbeitung: { ...body.verarbeitung, ID: base.ID, Version: base.Version }, forceUpdate }).unwrap();
      return { kind: 'updated', version: result.Version, kept: result.keptWriteProtectedFields };
    },
  });
}
