import { changeLanguage, currentLocale, i18n, mergeServerTranslations, nestDottedKeys, registerNamespace } from './index';
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

  it('turns flat dotted server keys into the nested form of the bundles', () => {
    expect(nestDottedKeys({ 'a.b': 'x', 'a.c': 'y', d: 'z' })).toEqual({ a: { b: 'x', c: 'y' }, d: 'z' });
  });
});
