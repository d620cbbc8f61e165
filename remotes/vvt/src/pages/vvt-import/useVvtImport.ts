import { useState } from 'react';
import { toast, toastSaveFailed } from '@vws/shared/core';
import { useVvtImportMutation } from '../../api';
import { useVvtTranslation } from '../../i18n';
import { importOutcome, rowMarks, type ImportOutcome, type RowMark } from './importRules';

/**
 * Copies the chosen templates into the current customer: the outcome (success, partial, failure)
 * as a toast and a message, and each row marked imported or failed.
 */
export function useVvtImport(numberOf: (id: number) => string) {
  const { t } = useVvtTranslation();
  const [runImport, { isLoading: importing }] = useVvtImportMutation();
  const [marks, setMarks] = useState<Map<number, RowMark>>(new Map());
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  /** Answers whether the server answered (the selection is done with then). */
  const start = async (ids: number[]): Promise<boolean> => {
    try {
      const result = await runImport(ids).unwrap();
      const next = importOutcome(result);
      setMarks(rowMarks(result));
      setOutcome(next);
      if (next.kind === 'success') toast.success(t('import.success'));
      else if (next.kind === 'partial') toast.warn(t('import.partial', { ids: next.failed.map(numberOf).join(', ') }));
      else toast.error(t('import.failure'));
      return true;
    } catch (err) {
      setOutcome({ kind: 'failure' });
      toastSaveFailed(err);
      return false;
    }
  };
  return { start, importing, marks, outcome };
}
