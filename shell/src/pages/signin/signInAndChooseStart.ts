import { autoSelectCustomer, callApi, deriveSessionId, preferences, sessionStore, writeStoredSession, type SessionCallError } from '@vws/shared/core';
import { safeRedirect } from '../../guard/safeRedirect';

export type SignInOutcome = { ok: true; target: string } | { ok: false; error: SessionCallError };

let calls: Promise<typeof import('./signInCalls')> | undefined;

/** Starts loading the calls' contracts (a chunk of their own, see signInCalls.ts), e.g. when the user starts typing. */
export function prepareSignIn(): Promise<typeof import('./signInCalls')> {
  calls ??= import('./signInCalls');
  return calls;
}

/**
 * Signs in (spec §4 Session) and names the page the portal starts on: ?redirect when safe, else the
 * auto-selected customer's dashboard, else the customer list. The session is stored before the
 * portal loads, so other tabs notice it (session takeover) and the portal starts signed in.
 */
export async function signInAndChooseStart(credentials: { email: string; password: string }, redirect: string | null): Promise<SignInOutcome> {
  const { AUTH_ENDPOINTS, META_ENDPOINTS } = await prepareSignIn();
  const answer = await callApi(AUTH_ENDPOINTS.signIn, credentials);
  if (answer.error) return { ok: false, error: { status: answer.error.status, data: answer.error.data } as SessionCallError };
  const user = answer.data.usermodel;
  // Nothing of a previous user may survive into this session.
  sessionStore.clearAll();
  writeStoredSession({ sessionId: deriveSessionId(user), user });

  const wanted = safeRedirect(redirect);
  if (wanted) return { ok: true, target: wanted };
  const list = await callApi(META_ENDPOINTS.customers);
  const customers = list.data?.customers ?? [];
  const choice = autoSelectCustomer(customers, undefined, preferences.get().customerDatabaseUid);
  return { ok: true, target: choice ? `/customer?cuid=${encodeURIComponent(choice.customer_uid)}` : '/customers' };
}
