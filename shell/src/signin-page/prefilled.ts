/**
 * What the user typed into the prerendered form (signin.html) before the page's script ran: the
 * script renders the form anew, which starts from these values and keeps the focused field.
 */
const typed = new Map<string, string>();
let focusedId: string | null = null;
let submitPending = false;

/** Reads the prerendered form: typed values, the focused field, and whether the user already submitted it (signin.html's inline script notes that). */
export function takeTypedValues(container: HTMLElement): void {
  for (const input of container.querySelectorAll<HTMLInputElement>('input[id]')) if (input.value) typed.set(input.id, input.value);
  focusedId = container.contains(document.activeElement) ? (document.activeElement?.id ?? null) : null;
  submitPending = document.documentElement.hasAttribute('data-submit-pending');
  document.documentElement.removeAttribute('data-submit-pending');
}

/** Whether the user submitted the prerendered form; asked once. */
export function takeSubmitPending(): boolean {
  const pending = submitPending;
  submitPending = false;
  return pending;
}

/** The value typed into the prerendered field `id`, or ''. */
export function typedValue(id: string): string {
  return typed.get(id) ?? '';
}

/** After the first render: the focus back where the user was in the prerendered form; the values are used up. */
export function restoreFocus(): void {
  if (focusedId) document.getElementById(focusedId)?.focus();
  focusedId = null;
  typed.clear();
}
