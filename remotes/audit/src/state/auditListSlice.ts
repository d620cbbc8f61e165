import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { customerChanged, injectSlice, sessionReset, sessionStore, useAppSelector } from '@vws/shared';
import { defaultAuditFilter, type AuditFilter } from '../rules/filter';

/**
 * The audit list's filter, paging, sorting and the snapshot of the filtered id list that the
 * detail walks with previous/next (spec §2). Kept in sessionStorage (spec §9), so it survives a
 * reload of the tab and is dropped on sign-out or customer change (sessionStore.clearAll).
 */
export type SortOrder = 1 | -1 | 0;

export interface AuditListState {
  filter: AuditFilter;
  /** 1-based (spec §9: initial list page 1). */
  page: number;
  rows: number;
  sortField: string | null;
  sortOrder: SortOrder;
  snapshotIds: number[];
}

export const AUDIT_LIST_STORE_KEY = 'audit.list';
export const PAGE_SIZES = [10, 25, 50, 100];

export function initialAuditListState(): AuditListState {
  return { filter: defaultAuditFilter(), page: 1, rows: 25, sortField: null, sortOrder: 0, snapshotIds: [] };
}

function restore(): AuditListState {
  const stored = sessionStore.read<Partial<AuditListState> | null>(AUDIT_LIST_STORE_KEY, null);
  const initial = initialAuditListState();
  if (!stored) return initial;
  const filter = { ...initial.filter, ...stored.filter };
  if (!Array.isArray(filter.status) || filter.status.length !== 7) filter.status = initial.filter.status;
  return { ...initial, ...stored, filter };
}

export const auditListSlice = createSlice({
  name: 'auditList',
  initialState: restore,
  reducers: {
    filterChanged(state, action: PayloadAction<Partial<AuditFilter>>) {
      state.filter = { ...state.filter, ...action.payload };
      state.page = 1;
    },
    filterReset(state) {
      state.filter = defaultAuditFilter();
      state.page = 1;
    },
    pageChanged(state, action: PayloadAction<{ page: number; rows: number }>) {
      state.page = action.payload.page;
      state.rows = action.payload.rows;
    },
    sortChanged(state, action: PayloadAction<{ sortField: string | null; sortOrder: SortOrder }>) {
      state.sortField = action.payload.sortOrder === 0 ? null : action.payload.sortField;
      state.sortOrder = action.payload.sortOrder;
    },
    snapshotTaken(state, action: PayloadAction<number[]>) {
      state.snapshotIds = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Another customer or no session: nothing of the previous one stays (DESIGN.md §4).
    builder.addCase(customerChanged, () => initialAuditListState());
    builder.addCase(sessionReset, () => initialAuditListState());
  },
});

export const { filterChanged, filterReset, pageChanged, sortChanged, snapshotTaken } = auditListSlice.actions;

injectSlice(auditListSlice);

let fallback: AuditListState | null = null;
/** The slice state; until the store has seen an action after injection, the restored state. */
export function selectAuditList(state: unknown): AuditListState {
  const slice = (state as { auditList?: AuditListState }).auditList;
  if (slice) return slice;
  fallback ??= restore();
  return fallback;
}

export function useAuditListState(): AuditListState {
  return useAppSelector(selectAuditList);
}

export function persistAuditList(state: AuditListState): void {
  sessionStore.write(AUDIT_LIST_STORE_KEY, state);
}
