import { useEffect, useMemo } from 'react';
import { sessionStore } from './sessionStore';

/**
 * A reference store of spec §9 (audit and VVT reference lists) kept in session storage: the
 * query's answer is written under `key` and, until the query answers (a reload, a failed call),
 * read back from there. The tab's stores are cleared on sign-out and on a change of customer.
 */
export function useSessionBacked<T>(key: string, data: T | undefined): T | undefined {
  useEffect(() => {
    if (data !== undefined) sessionStore.write(key, data);
  }, [key, data]);
  return useMemo(() => data ?? sessionStore.read<T | undefined>(key, undefined), [key, data]);
}
