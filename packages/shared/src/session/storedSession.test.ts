import { deriveSessionId, hasSessionChangedElsewhere, readStoredSession, writeStoredSession, clearStoredSession, SESSION_KEY } from './storedSession';
import { isSessionTakeoverNeeded } from './takeOverSession';

const dana = { user_uid: 'u-dana', email: 'dsb@example.com', firstname: 'Dana', lastname: 'Schulz' };
const max = { user_uid: 'u-max', email: 'po@example.com', firstname: 'Max', lastname: 'Becker' };

beforeEach(() => localStorage.clear());

describe('session id and takeover detection (spec §4 Session)', () => {
  it('derives a session id from the user and the sign-in time', () => {
    const at = new Date('2026-01-02T10:00:00Z');
    expect(deriveSessionId(dana, at)).toBe(deriveSessionId(dana, at));
    expect(deriveSessionId(dana, at)).not.toBe(deriveSessionId(max, at));
    expect(deriveSessionId(dana, at)).not.toBe(deriveSessionId(dana, new Date('2026-01-02T11:00:00Z')));
  });

  it('stores the session where other tabs see it', () => {
    writeStoredSession({ sessionId: 's-1', user: dana });
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) as string).sessionId).toBe('s-1');
    expect(readStoredSession()).toEqual({ sessionId: 's-1', user: dana });
    clearStoredSession();
    expect(readStoredSession()).toBeNull();
  });

  it("no takeover while the stored id is this tab's own", () => {
    writeStoredSession({ sessionId: 's-1', user: dana });
    expect(hasSessionChangedElsewhere('s-1')).toBe(false);
    expect(isSessionTakeoverNeeded('s-1')).toBe(false);
  });

  it('a takeover when another tab signed in as someone else, signed in again, or signed out', () => {
    writeStoredSession({ sessionId: 's-2', user: max });
    expect(isSessionTakeoverNeeded('s-1')).toBe(true);
    expect(isSessionTakeoverNeeded(null)).toBe(true);
    clearStoredSession();
    expect(isSessionTakeoverNeeded('s-1')).toBe(true);
    expect(isSessionTakeoverNeeded(null)).toBe(false);
  });

  it('ignores a damaged stored session', () => {
    localStorage.setItem(SESSION_KEY, '{not json');
    expect(readStoredSession()).toBeNull();
    localStorage.setItem(SESSION_KEY, JSON.stringify({ sessionId: 5 }));
    expect(readStoredSession()).toBeNull();
  });
});
