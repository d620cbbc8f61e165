import type { SessionState } from './sessionSlice';
import { sessionStore } from './sessionStore';
import { readStoredSession } from './storedSession';

/**
 * The overall store of this tab in sessionStorage (spec §9): which customer the tab works in and
 * what it knows about it, so a reload continues where it was, even while another tab works in a
 * different customer. Only taken up while the signed-in session is still the same one.
 */

const TAB_SESSION_KEY = 'tab';

type TabSession = Pick<SessionState, 'sessionId' | 'customers' | 'currentCustomer' | 'customerPermissions' | 'profilePermissions'>;

export function readTabSession(): Partial<SessionState> | null {
  const saved = sessionStore.read<TabSession | null>(TAB_SESSION_KEY, null);
  const stored = readStoredSession();
  if (!saved || !stored || saved.sessionId !== stored.sessionId) return null;
  return {
    user: stored.user,
    sessionId: stored.sessionId,
    customers: Array.isArray(saved.customers) ? saved.customers : [],
    // Not marked loaded: start-up loads the list again and keeps the customer only if still allowed.
    customersLoaded: false,
    currentCustomer: saved.currentCustomer ?? null,
    customerPermissions: Array.isArray(saved.customerPermissions) ? saved.customerPermissions : [],
    profilePermissions: Array.isArray(saved.profilePermissions) ? saved.profilePermissions : [],
  };
}

export function writeTabSession(session: SessionState): void {
  if (!session.sessionId) {
    sessionStore.remove(TAB_SESSION_KEY);
    return;
  }
  const saved: TabSession = {
    sessionId: session.sessionId,
    customers: session.customers,
    currentCustomer: session.currentCustomer,
    customerPermissions: session.customerPermissions,
    profilePermissions: session.profilePermissions,
  };
  sessionStore.write(TAB_SESSION_KEY, saved);
}
