import { createListSlice } from '@vws/shared/core';

/** The list's search text, paging and sorting, kept in session storage through the shared list kit (spec §9). */
export interface VorfaelleFilter {
  text: string;
}

export const vorfaelleList = createListSlice('vorfaelleList', (): VorfaelleFilter => ({ text: '' }), { storeKey: 'vorfaelle.list' });
export const useVorfaelleListState = vorfaelleList.useListState;
