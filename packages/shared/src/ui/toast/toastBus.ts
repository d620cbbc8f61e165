/**
 * A tiny publish/subscribe channel for toasts, free of React, so that non-component code (the
 * API base query, thunks) can show a message that the one mounted PortalToast renders.
 */

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

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
/** Messages published before any PortalToast was mounted; shown when the first one subscribes. */
const pending: ToastMessage[] = [];
const MAX_PENDING = 8;

export function showToast(message: ToastMessage): void {
  if (listeners.size === 0) {
    pending.push(message);
    if (pending.length > MAX_PENDING) pending.shift();
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
