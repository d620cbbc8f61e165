import { useCallback, useState } from 'react';
import { errorBody, errorStatus } from '@vws/shared';
import type { Dokument } from '@vws/shared/contract/audit';
import { useAuditFrageAddMutation, useAuditFrageUpdateMutation } from '../../api';
import { NEW_QUESTION_BASE, toSaveBody, type AuditfrageForm } from './formModel';

export type SaveOutcome =
  | { kind: 'created'; id: number }
  | { kind: 'updated'; version: number }
  | { kind: 'conflict' }
  | { kind: 'invalid'; fields: { path: string; message: string }[] }
  | { kind: 'failed'; status?: number };

/**
 * Saves a question: add for a new one, update (with the Version it was read at) otherwise. A 409
 * itemHasBeenChanged becomes 'conflict'; `overwrite` repeats the update with forceUpdate.
 */
export function useAuditfrageSave(base: { ID: number; Version: number; ID_Paket: number } | null) {
  const [add, addState] = useAuditFrageAddMutation();
  const [update, updateState] = useAuditFrageUpdateMutation();
  const [pending, setPending] = useState<{ form: AuditfrageForm; docs: Dokument[] } | null>(null);

  const run = useCallback(
    async (form: AuditfrageForm, docs: Dokument[], forceUpdate = false): Promise<SaveOutcome> => {
      try {
        if (!base) {
          const result = await add(toSaveBody(form, docs, NEW_QUESTION_BASE)).unwrap();
          return { kind: 'created', id: result.newAuditfrageId };
        }
        const result = await update({ ...toSaveBody(form, docs, base), forceUpdate }).unwrap();
        setPending(null);
        return { kind: 'updated', version: result.Version };
      } catch (error) {
        const body = errorBody(error);
        if (body?.error === 'itemHasBeenChanged') {
          setPending({ form, docs });
          return { kind: 'conflict' };
        }
        if (body?.error === 'validation' && Array.isArray(body.fields)) {
          return { kind: 'invalid', fields: body.fields as { path: string; message: string }[] };
        }
        return { kind: 'failed', status: errorStatus(error) };
      }
    },
    [add, update, base],
  );

  const overwrite = useCallback(async (): Promise<SaveOutcome> => {
    if (!pending) return { kind: 'failed' };
    return run(pending.form, pending.docs, true);
  }, [pending, run]);

  return {
    save: run,
    overwrite,
    hasConflict: pending !== null,
    dismissConflict: () => setPending(null),
    isSaving: addState.isLoading || updateState.isLoading,
  };
}
