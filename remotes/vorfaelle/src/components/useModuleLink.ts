import { useCallback } from 'react';
import { customerPath, useCurrentCustomer, type RouteQuery } from '@vws/shared/core';
import type { VorfaelleRoutePattern } from '../manifest';

/**
 * A link to a route of this module with the current customer (?cuid first). The routes are this
 * module's own (manifest), not entries of the shared ROUTES table: a shell built before the module
 * existed runs it unchanged.
 */
export function useModuleLink() {
  const customerUid = useCurrentCustomer()?.customerUid;
  return useCallback((path: VorfaelleRoutePattern, query?: RouteQuery) => customerPath(path, customerUid, query), [customerUid]);
}
