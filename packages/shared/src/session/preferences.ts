import { useSyncExternalStore } from 'react';

/**
 * The user's preferences, persisted in localStorage (spec §3 "Preferences", §9). An external
 * store rather than a Redux slice: the i18n module, the base query and the shell all read it
 * without a store at hand, and other tabs see changes through the storage event.
 */

export type Locale = 'de' | 'en';

export interface LocalSettings {
  showMetaPermissionMenuItems: boolean;
}

export interface Preferences {
  currentLocale: Locale;
  customerDatabaseUid: string | null;
  /** That database's name when it was chosen: a page's first HTML shows it before any script (server/src/http/route-frame.ts). */
  customerDatabaseName: string | null;
  customerNameFilter: string;
  localSettings: LocalSettings;
}

export const PREFERENCES_KEY = 'vws.preferences';

export const DEFAULT_PREFERENCES: Preferences = {
  currentLocale: 'de',
  customerDatabaseUid: null,
  customerDatabaseName: null,
  customerNameFilter: '',
  localSettings: { showMetaPermissionMenuItems: false },
};

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function load(): Preferences {
  const raw = storage()?.getItem(PREFERENCES_KEY);
  if (!raw) return DEFAULT_PREFERENCES;
  try {
    const stored = JSON.parse(raw) as Partial<Preferences>;
    return {
      currentLocale: stored.currentLocale === 'en' ? 'en' : 'de',
      customerDatabaseUid: typeof stored.customerDatabaseUid === 'string' ? stored.customerDatabaseUid : null,
      customerDatabaseName: typeof stored.customerDatabaseName === 'string' ? stored.customerDatabaseName : null,
      customerNameFilter: typeof stored.customerNameFilter === 'string' ? stored.customerNameFilter : '',
      localSettings: {
        showMetaPermissionMenuItems: stored.localSettings?.showMetaPermissionMenuItems === true,
      },
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

let current: Preferences = load();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== PREFERENCES_KEY && event.key !== null) return;
    current = load();
    emit();
  });
}

export type PreferencesPatch = Partial<Omit<Preferences, 'localSettings'>> & {
  localSettings?: Partial<LocalSettings>;
};

export const preferences = {
  get(): Preferences {
    return current;
  },

  set(patch: PreferencesPatch): Preferences {
    current = {
      ...current,
      ...patch,
      localSettings: { ...current.localSettings, ...(patch.localSettings ?? {}) },
    };
    try {
      storage()?.setItem(PREFERENCES_KEY, JSON.stringify(current));
    } catch {
      // Storage full or denied: the preference holds for this page only.
    }
    emit();
    return current;
  },

  /** Re-reads localStorage (tests, or after another tab changed it without a storage event). */
  reload(): Preferences {
    current = load();
    emit();
    return current;
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The preferences as React state: re-renders when they change, here or in another tab. */
export function usePreferences(): Preferences {
  return useSyncExternalStore(preferences.subscribe, preferences.get, preferences.get);
}
