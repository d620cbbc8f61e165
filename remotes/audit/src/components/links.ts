import { useCallback } from 'react';
import { useCurrentCustomer } from '@vws/shared';

/** Customer pages carry ?cuid (spec §2); links inside the module keep the current customer. */
export function withCuid(path: string, customerUid: string | undefined, params: Record<string, string | number> = {}): string {
  const search = new URLSearchParams();
  if (customerUid) search.set('cuid', customerUid);
  for (const [key, value] of Object.entries(params)) search.set(key, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function useCustomerLink() {
  const customer = useCurrentCustomer();
  const customerUid = customer?.customerUid;
  return useCallback((path: string, params?: Record<string, string | number>) => withCuid(path, customerUid, params), [customerUid]);
}
