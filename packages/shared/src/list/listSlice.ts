import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { injectSlice, listenerMiddleware } from '../api/store';
import { customerChanged, sessionReset } from '../session/actions';
import { sessionStore } from '../session/sessionStore';

/** PrimeReact DataTable's order: 1 ascending, -1 descending, 0 none (spec §2 cycle none → asc → desc → none). */
export type ListSortOrder = 1 | -1 | 0;

/**
 * The state of one list page (spec §2, §9): filter, paging, sorting and the snapshot of the
 * filtered id list that the detail walks with previous/next.
 */
export interface ListState<F> {
  filter: F;
  /** 1-based (spec §9: initial list page 1). */
  page: number;
  rows: number;
  sortField: string | null;
  sortOrder: ListSortOrder;
  snapshotIds: number[];
}

export const LIST_PAGE_SIZES = [10, 25, 50, 100];

export interface ListSliceOptions<F> {
  /** sessionStorage key (prefixed with 'vws.'); the state survives a reload of the tab. */
  storeKey: string;
  rows?: number;
  /** Repairs a stored filter of an older shape; the default merges it over the initial one. */
  restoreFilter?: (stored: Partial<F> | undefined, initial: F) => F;
}

/**
 * A list slice for a module: injected into the one store, reset on customer change and session
 * reset, and persisted to sessionStorage by the store's listener middleware.
 */
export function createListSlice<N extends string, F extends object>(name: N, initialFilter: () => F, options: ListSliceOptions<F>) {
  const { storeKey, rows = 25, restoreFilter = (stored, initial) => ({ ...initial, ...stored }) } = options;
  const initialState = (): ListState<F> => ({ filter: initialFilter(), page: 1, rows, sortField: null, sortOrder: 0, snapshotIds: [] });

  const restore = (): ListState<F> => {
    const stored = sessionStore.read<Partial<ListState<F>> | null>(storeKey, null);
    const initial = initialState();
    if (!stored || typeof stored !== 'object') return initial;
    return { ...initial, ...stored, filter: restoreFilter(stored.filter, initial.filter) };
  };

  const slice = createSlice({
    name,
    initialState: restore,
    reducers: {
      filterChanged(state, action: PayloadAction<Partial<F>>) {
        state.filter = { ...(state.filter as F), ...action.payload } as typeof state.filter;
        state.page = 1;
      },
      filterReset(state) {
        state.filter = initialFilter() as typeof state.filter;
        state.page = 1;
      },
      pageChanged(state, action: PayloadAction<{ page: number; rows: number }>) {
        state.page = action.payload.page;
        state.rows = action.payload.rows;
      },
      sortChanged(state, action: PayloadAction<{ sortField: string | null; sortOrder: ListSortOrder }>) {
        state.sortField = action.payload.sortOrder === 0 ? null : action.payload.sortField;
        state.sortOrder = action.payload.sortOrder;
      },
      snapshotTaken(state, action: PayloadAction<number[]>) {
        state.snapshotIds = action.payload;
      },
    },
    extraReducers: (builder) => {
      // Another customer or no session: nothing of the previous one stays (DESIGN.md §4).
      builder.addCase(customerChanged, () => initialState());
      builder.addCase(sessionReset, () => initialState());
    },
  });

  // A generic name cannot be proven apart from 'api' and 'session' at the type level.
  injectSlice(slice as unknown as Parameters<typeof injectSlice>[0]);

  let fallback: ListState<F> | null = null;
  /** The slice state; until the store has seen an action after injection, the restored state. */
  const select = (state: unknown): ListState<F> => {
    const own = (state as Record<string, ListState<F> | undefined>)[name];
    if (own) return own;
    fallback ??= restore();
    return fallback;
  };

  listenerMiddleware.startListening({
    // When the slice first appears in the store its state is the stored one read back (or the
    // initial one): written then only if its own action changed it. Writing it back could overwrite
    // what was stored since, e.g. on the dashboard, which loads a module for its widget.
    predicate: (action, current, previous) =>
      select(current) !== select(previous) && ((previous as Record<string, unknown>)[name] !== undefined || action.type.startsWith(`${name}/`)),
    effect: (_action, api) => sessionStore.write(storeKey, select(api.getState())),
  });

  return {
    slice,
    reducer: slice.reducer,
    actions: slice.actions,
    initialState,
    select,
    useListState: (): ListState<F> => useSelector(select),
  };
}

export type ListKit<F> = ReturnType<typeof createListSlice<string, F & object>>;
