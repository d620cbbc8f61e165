import { createListSlice, type ListState } from '@vws/shared/core';
import { VVT_STATUS_IDS } from '@vws/shared/contract/vvt-constants';
import { isBefundFilter } from '../rules/completeness';
import { defaultVvtFilter, restoreLevel, type VvtFilter } from '../rules/filter';

/**
 * The VVT list's filter, paging, sorting and the snapshot the detail walks with previous/next
 * (spec §2, §5), kept in sessionStorage through the shared list kit (spec §9).
 */
export type VvtListState = ListState<VvtFilter>;
export const VVT_LIST_STORE_KEY = 'vvt.list';

export const vvtList = createListSlice('vvtList', defaultVvtFilter, {
  storeKey: VVT_LIST_STORE_KEY,
  restoreFilter: (stored, initial) => {
    const filter = { ...initial, ...stored };
    if (!Array.isArray(filter.status) || filter.status.length !== VVT_STATUS_IDS.length) filter.status = initial.status;
    filter.ebene = restoreLevel(filter.ebene);
    if (!isBefundFilter(filter.befund)) filter.befund = '';
    return filter;
  },
});

export const { filterChanged, filterReset, pageChanged, sortChanged, snapshotTaken } = vvtList.actions;
export const useVvtListState = vvtList.useListState;
