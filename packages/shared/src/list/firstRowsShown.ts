import { useSyncExternalStore } from 'react';

/** Whether a list of this page has shown its first rows (or that it has none): what waits for that may load. */
let shown = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const current = () => shown;

/** Called by a list once its first rows are on the screen. */
export function markFirstRowsShown(): void {
  if (shown) return;
  shown = true;
  listeners.forEach((listener) => listener());
}

/** True once a list of this page has shown its first rows; stays true (later lists find their code loaded). */
export function useFirstRowsShown(): boolean {
  return useSyncExternalStore(subscribe, current, current);
}
