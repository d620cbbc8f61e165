/**
 * sessionStorage helpers for the stores that live as long as the browser tab (spec §9: filter,
 * list and reference stores of audit and VVT, and the overall store). Every key is prefixed so
 * that clearAll() removes only the portal's entries; it runs on sign-out, session reset and
 * customer change.
 */

const PREFIX = 'vws.';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null; // access denied (privacy mode, sandboxed iframe)
  }
}

export const sessionStore = {
  read<T>(key: string, fallback: T): T {
    const raw = storage()?.getItem(PREFIX + key);
    if (raw == null) return fallback;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return fallback;
    }
  },

  write<T>(key: string, value: T): void {
    try {
      storage()?.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      // Quota exceeded: the value simply does not survive a reload.
    }
  },

  remove(key: string): void {
    storage()?.removeItem(PREFIX + key);
  },

  clearAll(): void {
    const store = storage();
    if (!store) return;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  },
};
