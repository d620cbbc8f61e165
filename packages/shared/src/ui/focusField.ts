/**
 * Moves the cursor to a dialog's first field once the dialog has opened, unless the user already
 * works in a field: the opening animation ends after a fast typist (or a busy machine) has clicked
 * into another field, and taking the cursor back then sends the next keystrokes into the wrong one.
 */
export function focusFieldUnlessTyping(field: HTMLElement | null | undefined): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.closest('input, textarea, select, [contenteditable="true"]')) return;
  field?.focus();
}
