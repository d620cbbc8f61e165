import { useEffect, useSyncExternalStore } from 'react';
import type ListDataTable from './ListDataTable';

/** The DataTable once loaded in this page (later lists render it at once), and who waits for it. */
let loadedDataTable: typeof ListDataTable | null = null;
let loadingDataTable: Promise<typeof ListDataTable> | null = null;
const dataTableListeners = new Set<() => void>();
const subscribeToDataTable = (listener: () => void) => {
  dataTableListeners.add(listener);
  return () => {
    dataTableListeners.delete(listener);
  };
};
const currentDataTable = () => loadedDataTable;

/** Loads the list's DataTable (a list's first rows do not wait for it); every list waiting for it then renders it. */
export function loadListDataTable(): Promise<typeof ListDataTable> {
  if (loadedDataTable) return Promise.resolve(loadedDataTable);
  loadingDataTable ??= import('./ListDataTable').then(
    (module) => {
      loadedDataTable = module.default;
      dataTableListeners.forEach((listener) => listener());
      return module.default;
    },
    (error: unknown) => {
      // A failed chunk load may be tried again (the next call imports anew).
      loadingDataTable = null;
      throw error;
    },
  );
  return loadingDataTable;
}

const DATA_TABLE_RETRY_MS = 1000;

/**
 * PrimeReact's DataTable (ListDataTable) once loaded; loads it once `wanted` (a failed load is tried
 * again, a second later each time more), null until it is there.
 */
export function useListDataTable(wanted: boolean): typeof ListDataTable | null {
  // The swap renders at once, in one task. As a transition (measured 2026-11-28, with first rows
  // that act) Lighthouse's TBT on /vorfaelle and /datenweitergaben stayed within its spread (the swap's
  // task became several of 100–260 ms), while at a quarter of the CPU the DataTable came 2 s later.
  const table = useSyncExternalStore(subscribeToDataTable, currentDataTable, currentDataTable);
  useEffect(() => {
    if (!wanted || table) return undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const attempt = (failures: number) => {
      loadListDataTable().catch(() => {
        if (!stopped) retry = setTimeout(() => attempt(failures + 1), DATA_TABLE_RETRY_MS * (failures + 1));
      });
    };
    attempt(0);
    return () => {
      stopped = true;
      clearTimeout(retry);
    };
  }, [wanted, table]);
  return table;
}
