import { onDemand, useOnDemand } from '../ui/onDemand';
import type ListDataTable from './ListDataTable';

const listDataTable = onDemand(() => import('./ListDataTable').then((module) => module.default));

/** Loads the list's DataTable (a list's first rows do not wait for it); every list waiting for it then renders it. */
export const loadListDataTable: () => Promise<typeof ListDataTable> = listDataTable.load;

/**
 * PrimeReact's DataTable (ListDataTable) once loaded; loads it once `wanted` (a failed load is tried
 * again, a second later each time more), null until it is there.
 */
export function useListDataTable(wanted: boolean): typeof ListDataTable | null {
  // The swap renders at once, in one task. As a transition (measured 2026-11-28, with first rows
  // that act) Lighthouse's TBT on /vorfaelle and /datenweitergaben stayed within its spread (the swap's
  // task became several of 100–260 ms), while at a quarter of the CPU the DataTable came 2 s later.
  return useOnDemand(listDataTable, wanted);
}
