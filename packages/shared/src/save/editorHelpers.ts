import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** A field error of a 400 validation answer ({ error: 'validation', fields: [{ path, message }] }). */
export interface ServerFieldError {
  path: string;
  message: string;
}

/** 'verarbeitung.Name' → 'Name', 'Name' → 'Name'; deeper paths ('pruefpunkte.0.Bemerkung') stay as they are. */
export function defaultFieldOf(path: string): string {
  const parts = path.split('.');
  return parts.length === 2 ? parts[1]! : path;
}

/**
 * Puts the field errors of a 400 onto the form's fields that exist and focuses the first of them;
 * answers how many fields got an error.
 */
export function applyFieldErrors<F extends FieldValues>(
  form: UseFormReturn<F>,
  fields: readonly ServerFieldError[],
  fieldOf: (path: string) => string = defaultFieldOf,
): number {
  let applied = 0;
  for (const { path, message } of fields) {
    const name = fieldOf(path) as Path<F>;
    if (form.getValues(name) === undefined) continue;
    form.setError(name, { type: 'server', message }, { shouldFocus: applied === 0 });
    applied += 1;
  }
  return applied;
}

const FIELDS = 'input:not([type=hidden]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [role=combobox]:not([aria-disabled=true])';

/** The save bar of RecordForm: after an update the focus stays down there, where the user works. */
export const SAVE_BAR = '[data-save-bar]';

/**
 * After a save: an update keeps the focus at the save bar (issue 24: not the heading far above);
 * a new record, or a form without a save bar, gets it on the form's own heading (made focusable
 * by script only), or on its first field when it has none; never left on a disabled button.
 */
export function focusForm(form: HTMLElement, at: 'saveBar' | 'heading' = 'heading'): void {
  const bar = at === 'saveBar' ? form.querySelector<HTMLElement>(SAVE_BAR) : null;
  if (bar) {
    bar.focus();
    return;
  }
  const heading = form.querySelector<HTMLElement>('h1, h2');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    return;
  }
  form.querySelector<HTMLElement>(FIELDS)?.focus();
}

/** 'now' after an update; after a create, once the form shows another record than `leaving`. */
export type FocusRequest<K> = 'now' | { leaving: K | null };

/** Focuses the form (see focusForm) after a save, once it shows the saved record. */
export function useFocusAfterSave<K>(status: 'notFound' | 'loading' | 'loaded', id: K | null) {
  const formRef = useRef<HTMLFormElement | null>(null);
  const pending = useRef<FocusRequest<K> | null>(null);
  useEffect(() => {
    const request = pending.current;
    if (!request || status !== 'loaded' || (request !== 'now' && request.leaving === id)) return;
    pending.current = null;
    if (formRef.current) focusForm(formRef.current, request === 'now' ? 'saveBar' : 'heading');
  });
  return {
    formRef,
    request: (request: FocusRequest<K>) => {
      pending.current = request;
    },
  };
}
