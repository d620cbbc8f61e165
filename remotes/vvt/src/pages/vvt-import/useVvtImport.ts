import { useState } from 'react';
import { toast, toastSaveFailed } from '@vws/shared/core';
import { useVvtImportMutation } from '../../api';
import { useVvtTranslation } from '../../i18n';
import { importOutcome, rowMarks, type ImportOutcome, type RowMark } from './importRules';

type T = ReturnType<typeof useVvtTranslation>['t'];

/** Spec §8's sentence, then the templates the customer has already ("bereits vorhanden"). */
export function outcomeText(t: T, outcome: ImportOutcome, numberOf: (id: number) => string): string {
  const main = {
    success: t('import.success'),
    partial: t('import.partial', { ids: outcome.failed.map(numberOf).join(', ') }),
    failure: t('import.failure'),
    present: '',
  }[outcome.kind];
  const present = outcome.present.length > 0 ? t('import.alreadyPresent', { ids: outcome.present.map(numberOf).join(', ') }) : '';
  return [main, present].filter(Boolean).join(' ');
}

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
      const text = outcomeText(t, next, numberOf);
      if (next.kind === 'success' && next.present.length === 0) toast.success(text);
      else if (next.kind === 'failure') toast.error(text);
      else toast.warn(text);
      return true;
    } catch (err) {
      setOutcome({ kind: 'failure', failed: [], present: [] });
      toastSaveFailed(err);
      return false;
    }
  };
  return { start, importing, marks, outcome };
}
