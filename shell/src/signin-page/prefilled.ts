/**
 * What the user typed into the prerendered form (signin.html) before React's form replaced it: the
 * script renders the form anew, which starts from these values, keeps the focused field and signs
 * in if the user already submitted. The prerendered fields keep taking input while React renders
 * the new form (a transition, a few frames): what is typed meanwhile is noted too and taken over
 * once the new form is there (takeLateValues). Making them read-only instead dropped the keys
 * typed in that moment (a quick typist's, or an automated browser's whole entry).
 */
import { changeLanguage, currentLocale, preferences } from '@vws/shared/core';

const typed = new Map<string, string>();
let focusedId: string | null = null;

export function takeTypedValues(container: HTMLElement): void {
  for (const input of container.querySelectorAll<HTMLInputElement>('input[id]')) {
    if (input.value) typed.set(input.id, input.value);
  }
  const old = new Set(container.querySelectorAll('input[id]'));
  container.addEventListener('input', (event) => {
    if (event.target instanceof HTMLInputElement && old.has(event.target)) typed.set(event.target.id, event.target.value);
  });
  focusedId = container.contains(document.activeElement) ? (document.activeElement?.id ?? null) : null;
  // The field the user moves to until the new form is there (the new form's autofocus does not count).
  container.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLInputElement && old.has(event.target)) focusedId = event.target.id;
  });
}

/** The value typed into the prerendered field `id` so far, or ''. */
export function typedValue(id: string): string {
  return typed.get(id) ?? '';
}

/**
 * Right after the new form's first commit: what was typed into the prerendered fields (by id), read
 * now and used up. Read at once, not in a state updater: React runs the second of two updaters only
 * when it renders again, and the notes were gone by then (a password typed while the new form
 * rendered was lost and the submit made with it stopped at "password required").
 */
export function takeLateValues(): ReadonlyMap<string, string> {
  const late = new Map(typed);
  typed.clear();
  return late;
}

/** After the first render: the focus back where the user was in the prerendered form. */
export function restoreFocus(): void {
  if (focusedId) document.getElementById(focusedId)?.focus();
  focusedId = null;
}

/** Whether the user submitted the prerendered form (signin.html's inline script notes it); asked once. */
export function takeSubmitPending(): boolean {
  const pending = document.documentElement.hasAttribute('data-submit-pending');
  document.documentElement.removeAttribute('data-submit-pending');
  return pending;
}

/**
 * After the first render: the language chosen on the prerendered page (signin.html's inline script
 * stores it in the preferences and shows that language's prerendered form) after this script had
 * already started in the language stored before. Without it React's form replaced the English page
 * with the German one while the document said lang="en".
 */
export function takeLateLanguage(): void {
  const chosen = preferences.reload().currentLocale;
  if (chosen !== currentLocale()) void changeLanguage(chosen);
}
