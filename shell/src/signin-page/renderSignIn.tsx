import { startTransition } from 'react';
import type { createRoot } from 'react-dom/client';
import { takeTypedValues } from './prefilled';
import { SignInApp } from './SignInApp';

/**
 * Replaces the prerendered form with React's, which starts from what the user typed until then.
 * Rendered as a transition: in slices of a few milliseconds, not one long task (TBT).
 */
export function renderSignIn(container: HTMLElement, create: typeof createRoot): void {
  takeTypedValues(container);
  const root = create(container);
  startTransition(() => root.render(<SignInApp />));
}
