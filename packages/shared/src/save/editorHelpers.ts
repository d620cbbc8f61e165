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

/**
 * After a save: the focus goes to the form's own heading (made focusable by script only), or to
 * its first field when it has none; never left on a button that was disabled or replaced.
 */
export function focusForm(form: HTMLElement): void {
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
    if (formRef.current) focusForm(formRef.current);
  });
  return {
    formRef,
    request: (request: FocusRequest<K>) => {
      pending.current = request;
    },
  };
}
