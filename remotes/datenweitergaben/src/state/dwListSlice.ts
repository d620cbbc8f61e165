import { createListSlice } from '@vws/shared/core';
import { defaultDwFilter, restoreDwFilter } from '../rules/filter';

/** The list's filter, paging and sorting, kept in session storage through the shared list kit (spec §9). */
export const DW_LIST_STORE_KEY = 'datenweitergaben.list';

export const dwList = createListSlice('datenweitergabenList', defaultDwFilter, { storeKey: DW_LIST_STORE_KEY, restoreFilter: restoreDwFilter });
export const { filterChanged, filterReset } = dwList.actions;
export const useDwListState = dwList.useListState;
