import { DEFAULT_PREFERENCES, PREFERENCES_KEY, preferences } from './preferences';
import { sessionStore } from './sessionStore';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  preferences.reload();
});

describe('preferences (localStorage)', () => {
  it('start as de with no stored customer and meta menu items hidden', () => {
    expect(preferences.get()).toEqual(DEFAULT_PREFERENCES);
    expect(preferences.get().currentLocale).toBe('de');
  });

  it('persist changes, merging local settings, and notify subscribers', () => {
    const seen: string[] = [];
    const unsubscribe = preferences.subscribe(() => seen.push(preferences.get().currentLocale));
    preferences.set({ currentLocale: 'en', customerDatabaseUid: 'c-muster' });
    preferences.set({ localSettings: { showMetaPermissionMenuItems: true } });
    unsubscribe();

    expect(seen).toEqual(['en', 'en']);
    const stored = JSON.parse(localStorage.getItem(PREFERENCES_KEY) as string);
    expect(stored).toEqual({
      currentLocale: 'en',
      customerDatabaseUid: 'c-muster',
      customerDatabaseName: null,
      customerNameFilter: '',
      localSettings: { showMetaPermissionMenuItems: true },
    });
  });

  it('repair unknown stored values to the defaults', () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ currentLocale: 'fr', customerDatabaseUid: 7 }));
    expect(preferences.reload()).toEqual(DEFAULT_PREFERENCES);
  });
});

describe('sessionStore (sessionStorage)', () => {
  it('reads back what it wrote and the fallback otherwise', () => {
    sessionStore.write('audit.filter', { text: 'Backup', status: [1, 2] });
    expect(sessionStore.read('audit.filter', null)).toEqual({ text: 'Backup', status: [1, 2] });
    expect(sessionStore.read('vvt.filter', { text: '' })).toEqual({ text: '' });
  });

  it("clearAll removes the portal's entries only", () => {
    sessionStore.write('audit.filter', { text: 'x' });
    sessionStorage.setItem('other-app', 'keep');
    sessionStore.clearAll();
    expect(sessionStore.read('audit.filter', null)).toBeNull();
    expect(sessionStorage.getItem('other-app')).toBe('keep');
  });
});
