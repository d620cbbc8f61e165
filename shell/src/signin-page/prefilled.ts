/**
 * What the user typed into the prerendered form (signin.html) before the page's script ran: the
 * script renders the form anew, which starts from these values, keeps the focused field and signs
 * in if the user already submitted. While React renders the new form (a transition, a few frames),
 * the prerendered fields take no more input, so nothing typed in between is lost.
 */
const typed = new Map<string, string>();
let focusedId: string | null = null;

export function takeTypedValues(container: HTMLElement): void {
  for (const input of container.querySelectorAll<HTMLInputElement>('input[id]')) {
    if (input.value) typed.set(input.id, input.value);
    input.readOnly = true;
  }
  const old = new Set(container.querySelectorAll('input[id]'));
  focusedId = container.contains(document.activeElement) ? (document.activeElement?.id ?? null) : null;
  // The field the user moves to until the new form is there (the new form's autofocus does not count).
  container.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLInputElement && old.has(event.target)) focusedId = event.target.id;
  });
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

/** Whether the user submitted the prerendered form (signin.html's inline script notes it); asked once. */
export function takeSubmitPending(): boolean {
  const pending = document.documentElement.hasAttribute('data-submit-pending');
  document.documentElement.removeAttribute('data-submit-pending');
  return pending;
}
