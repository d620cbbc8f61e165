import type { UserModel } from '../api/types';

/**
 * The signed-in user as the browser remembers it (localStorage, so every tab sees it). The
 * cookies are httpOnly, so this is how a reloaded page knows someone is signed in and how a tab
 * notices that another tab signed in as someone else (spec §4 Session).
 */

export interface StoredSession {
  sessionId: string;
  user: UserModel;
}

export const SESSION_KEY = 'vws.session';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The session id: who signed in and when, so a new sign-in of the same user is a new session too. */
export function deriveSessionId(user: UserModel, signedInAt: Date = new Date()): string {
  return `${user.user_uid}@${signedInAt.getTime()}`;
}

export function readStoredSession(): StoredSession | null {
  const raw = storage()?.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as StoredSession;
    if (typeof parsed.sessionId !== 'string' || typeof parsed.user?.user_uid !== 'string') return null;
    return parsed;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: StoredSession): void {
  try {
    storage()?.setItem(SESSION_KEY, JSON.stringify(session));
  } catch {
    // Without storage the session lasts as long as this page.
  }
}

export function clearStoredSession(): void {
  storage()?.removeItem(SESSION_KEY);
}

/** True when another tab has signed in (or out) since this tab's session began. */
export function hasSessionChangedElsewhere(currentSessionId: string | null): boolean {
  const stored = readStoredSession();
  return (stored?.sessionId ?? null) !== currentSessionId;
}
