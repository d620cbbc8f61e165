import PrimeReact, { ariaLabel, locale, localeOption, localeOptions } from 'primereact/api';
import i18next from 'i18next';
import { followLanguageInPrimeReact, primeLocaleOf } from './primeLocale';

/** PrimeReact's texts that read the same in German (formats, symbols, "Filter", "Navigation", a slide's number). */
const LANGUAGE_NEUTRAL = new Set(['dateFormat', 'am', 'pm', 'fileSizeTypes', 'filter', 'navigation', 'slideNumber']);

/** The texts of `options` (its aria texts too, as aria.<key>) that read as in `english`. */
function sameTexts(options: Record<string, unknown>, english: Record<string, unknown>, prefix = ''): string[] {
  return Object.keys(english).flatMap((key) => {
    const value = english[key];
    if (key === 'aria') return sameTexts(options[key] as Record<string, unknown>, value as Record<string, unknown>, 'aria.');
    return typeof value === 'string' && value !== '' && options[key] === value && !LANGUAGE_NEUTRAL.has(key) ? [prefix + key] : [];
  });
}

describe('PrimeReact locale', () => {
  it('follows the i18next language: German texts in German, PrimeReact English otherwise', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'de', resources: {} });
    const stop = followLanguageInPrimeReact(instance);
    expect(ariaLabel('firstPageLabel', {})).toBe('Erste Seite');
    expect(ariaLabel('passwordShow', {})).toBe('Passwort anzeigen');
    expect(ariaLabel('rowsPerPageLabel', {})).toBe('Zeilen pro Seite');
    expect(PrimeReact.locale).toBe('de');
    expect(localeOption('choose', PrimeReact.locale ?? 'en')).toBe('Auswählen');
    await instance.changeLanguage('en');
    expect(ariaLabel('firstPageLabel', {})).toBe('First Page');
    expect(localeOption('firstDayOfWeek', PrimeReact.locale ?? 'de')).toBe(1);
    stop();
    locale('en');
  });

  it('has every text of PrimeReact in German: none falls back to English', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'de', resources: {} });
    const stop = followLanguageInPrimeReact(instance);
    expect(sameTexts(localeOptions('de') as Record<string, unknown>, localeOptions('en') as Record<string, unknown>)).toEqual([]);
    expect(localeOption('selectionMessage', 'de')).toBe('{0} ausgewählt');
    stop();
    locale('en');
  });

  it('maps regional variants', () => {
    expect(primeLocaleOf('de-DE')).toBe('de');
    expect(primeLocaleOf('en-GB')).toBe('en');
    expect(primeLocaleOf(undefined)).toBe('en');
  });
});
