import type { Customer } from '../api/types';

/**
 * Which customer to work in after the customer list (re)loads (spec §4 Session): keep the current
 * one if the user may still select it; else the only one; else the stored customer database;
 * else none.
 */
export function autoSelectCustomer(
  customers: readonly Customer[],
  currentUid: string | null | undefined,
  storedUid: string | null | undefined,
): Customer | null {
  const byUid = (uid: string | null | undefined) => (uid ? customers.find((c) => c.customer_uid === uid) : undefined);
  return byUid(currentUid) ?? (customers.length === 1 ? customers[0] : undefined) ?? byUid(storedUid) ?? null;
}
