/**
 * A tiny publish/subscribe channel for toasts, free of React, so that non-component code (the
 * API base query, thunks) can show a message that the one mounted PortalToast renders.
 */

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';
export type ToastPosition = 'top-right' | 'bottom-right' | 'top-center';

/** Spec §9: at most 8 toasts at once, 5000 ms, no progress bar, close button on hover. */
export const MAX_TOASTS = 8;
export const TOAST_LIFE_MS = 5000;

export interface ToastMessage {
  severity: ToastSeverity;
  summary?: string;
  detail: string;
  /** Milliseconds; the portal default (5000) when absent. */
  life?: number;
  sticky?: boolean;
}

type Listener = (message: ToastMessage) => void;

const listeners = new Set<Listener>();
/** Messages published while no toast shows them (none mounted, or still loading); shown when the first one subscribes. */
const pending: ToastMessage[] = [];
const MAX_PENDING = MAX_TOASTS;
/** Called when a message waits for a PortalToast that has not loaded its toast yet. */
const waiters = new Set<() => void>();

export function showToast(message: ToastMessage): void {
  if (listeners.size === 0) {
    pending.push(message);
    if (pending.length > MAX_PENDING) pending.shift();
    for (const waiter of [...waiters]) waiter();
    return;
  }
  for (const listener of listeners) listener(message);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  while (pending.length > 0) listener(pending.shift() as ToastMessage);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether a message waits for a toast to show it. */
export function toastWaiting(): boolean {
  return pending.length > 0;
}

/** Calls `callback` when a message is published and nothing shows it yet (PortalToast loads its toast then). */
export function whenToastWaits(callback: () => void): () => void {
  waiters.add(callback);
  if (pending.length > 0) callback();
  return () => {
    waiters.delete(callback);
  };
}
