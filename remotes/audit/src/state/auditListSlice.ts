import { createListSlice, type ListSortOrder, type ListState } from '@vws/shared/core';
import { defaultAuditFilter, type AuditFilter } from '../rules/filter';

/**
 * The audit list's filter, paging, sorting and the snapshot of the filtered id list that the
 * detail walks with previous/next (spec §2), through the shared list kit: kept in sessionStorage
 * (spec §9), so it survives a reload of the tab and is dropped on sign-out or customer change.
 */
export type SortOrder = ListSortOrder;
export type AuditListState = ListState<AuditFilter>;

export const AUDIT_LIST_STORE_KEY = 'audit.list';

export const auditList = createListSlice('auditList', defaultAuditFilter, {
  storeKey: AUDIT_LIST_STORE_KEY,
  restoreFilter: (stored, initial) => {
    const filter = { ...initial, ...stored };
    if (!Array.isArray(filter.status) || filter.status.length !== 7) filter.status = initial.status;
    return filter;
  },
});

export const auditListSlice = auditList.slice;
export const { filterChanged, filterReset, pageChanged, sortChanged, snapshotTaken } = auditList.actions;
export const initialAuditListState = auditList.initialState;
export const selectAuditList = auditList.select;
export const useAuditListState = auditList.useListState;
