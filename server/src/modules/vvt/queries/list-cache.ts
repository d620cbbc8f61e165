import { createListCache, type ListCache } from '../../../platform/kit/list-cache';
import { listVersionTable } from '../../../platform/kit/list-version';
import type { VvtViewer } from './access';
import { vvtListJson } from './list';
import type { VvtTenantTables } from '../tables';

/**
 * The VVT list differs per caller (visibility and isAssignedToCurrentUser), so the kit's cache
 * (keyed by the list version) is kept per customer and viewer: user, view-all and default-assignee
 * right. A changed role gives another key, a write to records or assignments another version.
 * At most `maxViewers` lists are kept (least recently used dropped), ~4 MB each at 10,000 records.
 */
export interface VvtListCache {
  get(db: Parameters<ListCache<VvtTenantTables>['get']>[0], customerUid: string, viewer: VvtViewer): Promise<string>;
}

export function createVvtListCache(maxViewers = 24): VvtListCache {
  const caches = new Map<string, ListCache<VvtTenantTables>>();
  return {
    get(db, customerUid, viewer) {
      const key = [customerUid, viewer.userUid, viewer.canViewAll, viewer.isDefaultAssignee].join('|');
      const cache =
        caches.get(key) ?? createListCache<VvtTenantTables>({ versionTable: listVersionTable('vvt'), build: (tx) => vvtListJson(tx, viewer), maxCustomers: 1 });
      caches.delete(key);
      caches.set(key, cache); // most recently used last
      if (caches.size > maxViewers) caches.delete(caches.keys().next().value as string);
      return cache.get(db, customerUid);
    },
  };
}
