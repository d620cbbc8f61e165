import { createListSlice } from '@vws/shared/core';

/** The list's search text, paging and sorting, kept in session storage through the shared list kit (spec §9). */
export interface AnfragenFilter {
  text: string;
}

export const anfragenList = createListSlice('betroffenenanfragenList', (): AnfragenFilter => ({ text: '' }), { storeKey: 'betroffenenanfragen.list' });
export const useAnfragenListState = anfragenList.useListState;
