import { useCallback, useRef, useState, type ReactNode } from 'react';
import { errorBody, toastSaveFailed } from '@vws/shared/core';
import { ConflictDialog } from './ConflictDialog';

export type SaveOutcome<R> =
  | { kind: 'saved'; result: R; forced: boolean }
  | { kind: 'conflict' }
  | { kind: 'invalid'; fields: { path: string; message: string }[] }
  | { kind: 'failed'; error: unknown };

export interface VersionedSaveOptions<V, R> {
  /** One save call; `forceUpdate` is true only after the user chose to overwrite. Rejects like `unwrap()`. */
  send: (values: V, forceUpdate: boolean) => Promise<R>;
  /** Every outcome, also the one of an overwrite chosen in the dialog. */
  onOutcome?: (outcome: SaveOutcome<R>, values: V) => void | Promise<void>;
  /** Offers "discard and reload" in the conflict dialog. */
  onReload?: () => void;
  /** The conflict text naming the record; the catalogue text otherwise. */
  conflictMessage?: string;
  conflictHeader?: string;
}

export interface VersionedSave<V, R> {
  save: (values: V) => Promise<SaveOutcome<R>>;
  saving: boolean;
  hasConflict: boolean;
  /** The conflict dialog; render it once in the page. */
  element: ReactNode;
}

/**
 * Saves a versioned record (spec §4, DESIGN.md §8): the first call sends forceUpdate false; a 409
 * itemHasBeenChanged opens the conflict dialog, and overwrite sends the same values again with
 * forceUpdate true. Field errors of a 400 come back as 'invalid'; anything else toasts the
 * catalogue text and comes back as 'failed'.
 */
export function useVersionedSave<V, R>({ send, onOutcome, onReload, conflictMessage, conflictHeader }: VersionedSaveOptions<V, R>): VersionedSave<V, R> {
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState<{ values: V } | null>(null);
  // The latest callbacks without re-creating save() on every render of the page.
  const latest = useRef({ send, onOutcome });
  latest.current = { send, onOutcome };

  const run = useCallback(async (values: V, forceUpdate: boolean): Promise<SaveOutcome<R>> => {
    setSaving(true);
    let outcome: SaveOutcome<R>;
    try {
      outcome = { kind: 'saved', result: await latest.current.send(values, forceUpdate), forced: forceUpdate };
    } catch (error) {
      const body = errorBody(error);
      if (body?.error === 'itemHasBeenChanged') {
        setPending({ values });
        outcome = { kind: 'conflict' };
      } else if (body?.error === 'validation' && Array.isArray(body.fields)) {
        outcome = { kind: 'invalid', fields: body.fields as { path: string; message: string }[] };
      } else {
        toastSaveFailed(error);
        outcome = { kind: 'failed', error };
      }
    } finally {
      setSaving(false);
    }
    await latest.current.onOutcome?.(outcome, values);
    return outcome;
  }, []);

  const save = useCallback((values: V) => run(values, false), [run]);

  const element = (
    <ConflictDialog
      visible={pending !== null}
      message={conflictMessage}
      header={conflictHeader}
      onCancel={() => setPending(null)}
      onReload={
        onReload &&
        (() => {
          setPending(null);
          onReload();
        })
      }
      onOverwrite={() => {
        const values = pending?.values;
        setPending(null);
        if (values !== undefined) void run(values, true);
      }}
    />
  );
  return { save, saving, hasConflict: pending !== null, element };
}
