import PrimeReact, { ariaLabel, locale, localeOption } from 'primereact/api';
import i18next from 'i18next';
import { followLanguageInPrimeReact, primeLocaleOf } from './primeLocale';

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

  it('maps regional variants', () => {
    expect(primeLocaleOf('de-DE')).toBe('de');
    expect(primeLocaleOf('en-GB')).toBe('en');
    expect(primeLocaleOf(undefined)).toBe('en');
  });
});
