import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** Code that a page loads when it needs it, once per page; every component waiting for it then renders it. */
export interface OnDemand<T> {
  /** Loads it (once; after a failed load the next call imports anew). */
  load: () => Promise<T>;
  /** What has loaded, null until then. */
  current: () => T | null;
  subscribe: (listener: () => void) => () => void;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const load = () => {
    if (loaded !== null) return Promise.resolve(loaded);
    loading ??= importer().then(
      (value) => {
        loaded = value;
        listeners.forEach((listener) => listener());
        return value;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return {
    load,
    current: () => loaded,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const RETRY_MS = 1000;

/**
 * What `source` loads, once loaded; loads it once `wanted` (a failed load is tried again, a second
 * later each time more), null until it is there.
 */
export function useOnDemand<T>(source: OnDemand<T>, wanted: boolean): T | null {
  const value = useSyncExternalStore(source.subscribe, source.current, source.current);
  useEffect(() => {
    if (!wanted || value !== null) return undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const attempt = (failures: number) => {
      source.load().catch(() => {
        if (!stopped) retry = setTimeout(() => attempt(failures + 1), RETRY_MS * (failures + 1));
      });
    };
    attempt(0);
    return () => {
      stopped = true;
      clearTimeout(retry);
    };
  }, [source, wanted, value]);
  return value;
}

/**
 * For a popup that the user opened before its code had loaded: returns `ask`, and once `arrived`
 * calls `open` if asked. It opens one render after the component's first: a PrimeReact popup's
 * portal mounts its transition a render after the component itself, and shown in that first
 * render the transition starts as already entered, so the popup is never placed (it stays off
 * screen). Asked after arrival, nothing happens: open it directly then.
 */
export function useOpenOnArrival(arrived: boolean, open: () => void): () => void {
  const asked = useRef(false);
  const opener = useRef(open);
  const [due, setDue] = useState(false);
  useEffect(() => {
    opener.current = open;
  });
  useEffect(() => {
    if (!arrived || !asked.current) return;
    asked.current = false;
    setDue(true);
  }, [arrived]);
  useEffect(() => {
    if (!due) return;
    setDue(false);
    opener.current();
  }, [due]);
  return useCallback(() => {
    asked.current = true;
  }, []);
}
