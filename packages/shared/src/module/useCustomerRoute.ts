import { useCallback } from 'react';
import { useCurrentCustomer } from '../session/hooks';
import { customerRouteLink, type RouteLinkArgs, type RoutePattern } from './routes';

/**
 * link(ROUTES.audit.detail, null, { id: 7 }) → '/auditfrage?cuid=<current>&id=7': links between
 * customer pages keep the current customer (spec §2).
 */
export function useCustomerRoute() {
  const customerUid = useCurrentCustomer()?.customerUid;
  return useCallback(<P extends RoutePattern>(pattern: P, ...args: RouteLinkArgs<P>) => customerRouteLink(customerUid, pattern, ...args), [customerUid]);
}
