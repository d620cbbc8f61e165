import { useEffect, useSyncExternalStore } from 'react';
import { registerNamespace } from './index';

/**
 * The field help (namespace `help`, both languages: 26 kB) loads with the first page that shows it,
 * not with every route's start-up (issue 28: start-up JavaScript ≤ 300 kB).
 */
let loaded = false;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function loadHelpTexts(): Promise<void> {
  loading ??= Promise.all([import('./help/de.json'), import('./help/en.json')]).then(([de, en]) => {
    registerNamespace('help', { de: de.default, en: en.default });
    loaded = true;
    listeners.forEach((listener) => listener());
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Loads the help texts if need be; true once they are there (the component renders again then). */
export function useHelpTexts(): boolean {
  const ready = useSyncExternalStore(subscribe, () => loaded);
  useEffect(() => {
    if (!ready) void loadHelpTexts();
  }, [ready]);
  return ready;
}
