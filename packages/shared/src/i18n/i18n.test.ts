import { changeLanguage, currentLocale, i18n, mergeServerTranslations, nestDottedKeys, registerNamespace, registerTextPart } from './index';
import { PREFERENCES_KEY, preferences } from '../session/preferences';

beforeEach(async () => {
  localStorage.clear();
  preferences.reload();
  await i18n.changeLanguage('de');
});

describe('the portal i18n instance', () => {
  it('speaks German by default and falls back to German', () => {
    expect(i18n.options.fallbackLng).toEqual(['de']);
    expect(i18n.t('common:errors.network')).toBe('Netzwerkfehler. Bitte prüfen Sie Ihre Internetverbindung.');
    registerNamespace('demo', { de: { onlyGerman: 'Nur deutsch' }, en: {} });
    expect(i18n.t('demo:onlyGerman', { lng: 'en' })).toBe('Nur deutsch');
  });

  it('switches the language and remembers it in the preferences', async () => {
    await changeLanguage('en');
    expect(currentLocale()).toBe('en');
    expect(i18n.t('common:errors.signOutFailed')).toBe('Sorry, we could not sign you out.');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) as string).currentLocale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('registers a module namespace in both languages', () => {
    registerNamespace('audit-demo', { de: { title: 'Audit' }, en: { title: 'Audit (en)' } });
    expect(i18n.t('audit-demo:title')).toBe('Audit');
    expect(i18n.t('audit-demo:title', { lng: 'en' })).toBe('Audit (en)');
  });

  it('loads English texts given as a loader only with the switch to English, under the server overrides', async () => {
    const load = jest.fn(() => Promise.resolve({ default: { title: 'Records', intro: 'Bundled intro' } }));
    await registerNamespace('lazy-demo', { de: { title: 'Einträge', intro: 'Einleitung' }, en: load });
    expect(load).not.toHaveBeenCalled();
    expect(i18n.t('lazy-demo:title', { lng: 'en' })).toBe('Einträge');
    mergeServerTranslations({ en: { 'lazy-demo': { intro: 'Intro from the server' } } });
    await changeLanguage('en');
    expect(i18n.t('lazy-demo:title')).toBe('Records');
    expect(i18n.t('lazy-demo:intro')).toBe('Intro from the server');
    await changeLanguage('de');
    await changeLanguage('en');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('has the English texts of a namespace registered while English is in use once its registration resolves', async () => {
    await changeLanguage('en');
    await registerNamespace('late-en', { de: { title: 'Spät' }, en: () => Promise.resolve({ default: { title: 'Late' } }) });
    expect(i18n.t('late-en:title')).toBe('Late');
  });

  it('shows German where English texts failed to load, and tries again with the next switch', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: { title: 'Again' } });
    await registerNamespace('flaky-en', { de: { title: 'Wieder' }, en: load });
    await changeLanguage('en');
    expect(i18n.t('flaky-en:title')).toBe('Wieder');
    await changeLanguage('de');
    await changeLanguage('en');
    expect(i18n.t('flaky-en:title')).toBe('Again');
  });

  it('adds a part of a namespace on demand: German at once, English with English; a German part that failed loads again', async () => {
    const de = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: { page: { title: 'Seite' } } });
    const en = jest.fn(() => Promise.resolve({ default: { page: { title: 'Page' } } }));
    registerNamespace('part-demo', { de: { list: { title: 'Liste' } }, en: { list: { title: 'List' } } });
    await expect(registerTextPart('part-demo', 'pages', { de, en })).rejects.toThrow('offline');
    await registerTextPart('part-demo', 'pages', { de, en });
    expect(i18n.t('part-demo:page.title')).toBe('Seite');
    expect(i18n.t('part-demo:list.title')).toBe('Liste');
    expect(en).not.toHaveBeenCalled();
    await changeLanguage('en');
    expect(i18n.t('part-demo:page.title')).toBe('Page');
    expect(i18n.t('part-demo:list.title')).toBe('List');
    await registerTextPart('part-demo', 'pages', { de, en });
    expect([de.mock.calls.length, en.mock.calls.length]).toEqual([2, 1]);
  });

  it('merges server translations on top, also for a namespace registered afterwards', () => {
    mergeServerTranslations({
      de: { common: { 'errors.saveFailed': 'Speichern fehlgeschlagen.' }, 'late-ns': { 'page.title': 'Vom Server' } },
      en: {},
    });
    expect(i18n.t('common:errors.saveFailed')).toBe('Speichern fehlgeschlagen.');
    expect(i18n.t('common:errors.network')).toBe('Netzwerkfehler. Bitte prüfen Sie Ihre Internetverbindung.');

    registerNamespace('late-ns', { de: { page: { title: 'Gebündelt', intro: 'Einleitung' } }, en: { page: { title: 'Bundled', intro: 'Intro' } } });
    expect(i18n.t('late-ns:page.title')).toBe('Vom Server');
    expect(i18n.t('late-ns:page.intro')).toBe('Einleitung');
    expect(i18n.t('late-ns:page.title', { lng: 'en' })).toBe('Bundled');
  });

  it('loads its own English texts only with English, under server overrides that came before them', async () => {
    let fresh: typeof import('./index') | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof import('./index')>('./index');
    });
    const portal = fresh as typeof import('./index');
    expect(portal.i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(portal.i18n.t('common:errors.network', { lng: 'en' })).toBe('Netzwerkfehler. Bitte prüfen Sie Ihre Internetverbindung.');
    portal.mergeServerTranslations({ en: { common: { 'actions.save': 'Store' } } });
    await portal.changeLanguage('en');
    expect(portal.i18n.t('common:errors.network')).toBe('Network error. Please check your internet connection.');
    expect(portal.i18n.t('common:actions.save')).toBe('Store');
    await portal.changeLanguage('de');
  });

  it('turns flat dotted server keys into the nested form of the bundles', () => {
    expect(nestDottedKeys({ 'a.b': 'x', 'a.c': 'y', d: 'z' })).toEqual({ a: { b: 'x', c: 'y' }, d: 'z' });
  });
});
