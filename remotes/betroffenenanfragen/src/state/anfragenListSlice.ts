import { createListSlice } from '@vws/shared/core';
import type { TextFilter } from '@vws/shared/list';

/** The list's search text, paging and sorting, kept in session storage through the shared list kit (spec §9). */
export const anfragenList = createListSlice('betroffenenanfragenList', (): TextFilter => ({ text: '' }), { storeKey: 'betroffenenanfragen.list' });
