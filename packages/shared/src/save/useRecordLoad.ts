import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { RecordEditorStatus, RecordQuery } from './recordEditorTypes';

export interface RecordLoadOptions<F extends FieldValues, D, K> {
  id: K | null;
  query?: RecordQuery<D>;
  versionOf?: (record: D) => string | number;
  toForm?: (record: D) => F;
  emptyForm: () => F;
  newFormKey?: string | number;
  onLoaded?: (record: D | undefined) => void;
}

/**
 * The load state of a record's form: not found, loading, or loaded (the form holds this record's
 * values). The form is reset only when another record or a newly stored version arrives (or a new
 * record's key changes), never while the user edits.
 */
export function useRecordLoad<F extends FieldValues, D, K>(form: UseFormReturn<F>, options: RecordLoadOptions<F, D, K>) {
  const { id, query, versionOf } = options;
  const isNew = id === null;
  const record = isNew ? undefined : query?.currentData;
  const key = isNew ? `new:${options.newFormKey ?? ''}` : record !== undefined && !query?.isFetching ? `${id}:${versionOf?.(record) ?? ''}` : null;
  const [shown, setShown] = useState<{ id: K | null; key: string } | null>(null);
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (key === null) return;
    const { toForm, emptyForm, onLoaded } = latest.current;
    form.reset(record !== undefined && toForm ? toForm(record) : emptyForm());
    setShown({ id, key: isNew ? 'new' : key });
    onLoaded?.(record);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const status: RecordEditorStatus = !isNew && query?.isError ? 'notFound' : isNew || (record !== undefined && shown?.id === id) ? 'loaded' : 'loading';
  /** `<id>:<version>` of the values the form holds ('new' for a new record), stable while a refetch runs. */
  const loadedKey = shown && shown.id === id ? shown.key : isNew ? 'new' : `${id}`;
  return { record, status, loadedKey };
}
