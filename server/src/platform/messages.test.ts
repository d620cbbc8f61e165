import { createTestApp, type TestApp } from '../../test/app';
import { probeModule } from '../../test/probe-module';
import { serverModules } from '../modules';
import { languageOf, message, MESSAGE_KEYS } from './messages';

const lang = (header?: string) => languageOf({ headers: header === undefined ? {} : { 'accept-language': header } });

describe('languageOf', () => {
  it('takes de or en from Accept-Language by weight, de when neither is named', () => {
    expect(lang()).toBe('de');
    expect(lang('en')).toBe('en');
    expect(lang('en-US,en;q=0.9,de;q=0.8')).toBe('en');
    expect(lang('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(lang('en;q=0.5, de')).toBe('de');
    expect(lang('fr-FR, fr;q=0.9')).toBe('de');
    expect(lang('fr, en;q=0.7')).toBe('en');
    expect(lang('en;q=0, de;q=0.1')).toBe('de');
  });
});

describe('message', () => {
  it('fills placeholders and picks singular or plural by the number', () => {
    expect(message('signInLocked', 'en', { minutes: 15 })).toContain('locked for 15 minutes');
    expect(message('referenceInUse', 'de', { name: 'Vertraulichkeit', count: 1 })).toBe(
      '„Vertraulichkeit“ wird von 1 Frage verwendet und kann nicht gelöscht werden.',
    );
    expect(message('referenceInUse', 'en', { name: 'X', count: 3 })).toBe('“X” is used by 3 questions and cannot be deleted.');
  });

  it('has a text in both languages for every key (the errors of the server text files)', () => {
    expect(MESSAGE_KEYS.length).toBeGreaterThan(50);
    for (const key of MESSAGE_KEYS) {
      const texts = { de: message(key, 'de', { count: 1 }), en: message(key, 'en', { count: 1 }) };
      expect([key, texts.de.length > 0 && !texts.de.startsWith('server:'), texts.en.length > 0 && !texts.en.startsWith('server:')]).toEqual([key, true, true]);
    }
  });
});

describe('error answers in the caller language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ modules: [...serverModules, probeModule] });
  });
  afterAll(() => t.close());

  const get = (url: string, language?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...(language ? { 'accept-language': language } : {}) } });

  it('answers 403 with the same code in de (default) and en', async () => {
    const leser = await t.as('leser@example.com');
    const url = `/api/probe/master-data-edit?customer_uid=${await t.customerUid('Muster GmbH')}`;
    const de = await get(url, undefined, leser.session.headers);
    const en = await get(url, 'en-GB,en;q=0.9', leser.session.headers);
    expect(de.json()).toEqual({ error: 'forbidden', message: 'Sorry, Sie sind nicht zugriffsberechtigt.' });
    expect(en.json()).toEqual({ error: 'forbidden', message: 'Sorry, you are not authorised to access this.' });
  });

  it('answers 401, 404, 423 with params and 500 in both languages', async () => {
    expect((await get('/api/probe/me', 'de')).json()).toEqual({ error: 'unauthorized', message: 'Bitte melden Sie sich an.' });
    expect((await get('/api/probe/me', 'en')).json()).toEqual({ error: 'unauthorized', message: 'Please sign in.' });
    expect((await get('/api/gibt-es-nicht', 'en')).json()).toEqual({ error: 'notFound', message: 'Not found.' });
    expect((await get('/api/gibt-es-nicht', 'de')).json()).toEqual({ error: 'notFound', message: 'Nicht gefunden.' });
    expect((await get('/api/probe/locked', 'en')).json()).toEqual({
      error: 'signInLocked',
      message: 'Too many failed sign-in attempts. Signing in is locked for 15 minutes.',
      minutes: 15,
    });
    expect((await get('/api/probe/locked', 'de')).json().message).toBe('Zu viele fehlgeschlagene Anmeldeversuche. Die Anmeldung ist für 15 Minuten gesperrt.');
    expect((await get('/api/probe/crash', 'en')).json()).toEqual({ error: 'internal', message: 'Internal server error.' });
  });

  it('answers a validation 400 in both languages: the same fields and codes, each field message in the caller language', async () => {
    const de = await get('/api/probe/query?n=abc', 'de');
    const en = await get('/api/probe/query?n=abc', 'en');
    expect(de.statusCode).toBe(400);
    expect(de.json()).toMatchObject({ error: 'validation', message: 'Die Parameter der Anfrage sind ungültig.' });
    expect(en.json()).toMatchObject({ error: 'validation', message: 'Invalid querystring.' });
    expect(de.json().fields).toEqual([{ path: 'n', code: 'invalidType', message: 'Ungültiger Wert: erwartet wird eine Zahl.' }]);
    expect(en.json().fields).toEqual([{ path: 'n', code: 'invalidType', message: 'Invalid value: a number expected.' }]);
    expect((await get('/api/probe/query?n=0', 'en')).json().fields).toEqual([{ path: 'n', code: 'numberTooSmall', message: 'The value must be at least 1.' }]);
    expect((await get('/api/probe/query?n=0')).json().fields).toEqual([{ path: 'n', code: 'numberTooSmall', message: 'Der Wert muss mindestens 1 sein.' }]);
  });
});
