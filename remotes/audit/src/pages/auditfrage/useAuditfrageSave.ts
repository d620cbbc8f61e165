import { useVersionedSave, type SaveOutcome } from '@vws/shared/edit';
import type { Dokument } from '@vws/shared/contract/audit';
import { useAuditFrageAddMutation, useAuditFrageUpdateMutation } from '../../api';
import { NEW_QUESTION_BASE, toSaveBody, type AuditfrageForm } from './formModel';

export type AuditfrageSaveResult = { kind: 'created'; id: number } | { kind: 'updated'; version: number };
export type AuditfrageSaveOutcome = SaveOutcome<AuditfrageSaveResult>;
export interface AuditfrageSaveValues {
  form: AuditfrageForm;
  docs: Dokument[];
}

/**
 * Saves a question through the shared versioned save: add for a new one, update with the Version
 * it was read at otherwise (a conflict offers overwrite with forceUpdate).
 */
export function useAuditfrageSave(
  base: { ID: number; Version: number; ID_Paket: number } | null,
  options: { onOutcome: (outcome: AuditfrageSaveOutcome, values: AuditfrageSaveValues) => void | Promise<void>; onReload: () => void; conflictMessage: string; conflictHeader: string },
) {
  const [add] = useAuditFrageAddMutation();
  const [update] = useAuditFrageUpdateMutation();
  return useVersionedSave<AuditfrageSaveValues, AuditfrageSaveResult>({
    ...options,
    send: async ({ form, docs }, forceUpdate) => {
      if (!base) {
        const result = await add(toSaveBody(form, docs, NEW_QUESTION_BASE)).unwrap();
        return { kind: 'created', id: result.newAuditfrageId };
      }
      const result = await update({ ...toSaveBody(form, docs, base), forceUpdate }).unwrap();
      return { kind: 'updated', version: result.Version };
    },
  });
}
