import type { TFunction } from 'i18next';
import { i18n } from '@vws/shared/core';
import { registerShellTexts } from '../../i18n/register';
import { signInErrorText } from './signInErrorText';

beforeAll(async () => {
  registerShellTexts();
  await i18n.changeLanguage('de');
});

const t = (...args: Parameters<typeof i18n.t>) => i18n.t(...args);

describe('signInErrorText (spec §8 catalogue)', () => {
  it('gives one answer for wrong password and unknown e-mail', () => {
    expect(signInErrorText(t as unknown as TFunction, { status: 401, data: { error: 'invalidCredentials' } })).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    expect(signInErrorText(t as unknown as TFunction, { status: 401 })).toBe('E-Mail-Adresse oder Passwort ist falsch.');
  });

  it('names the lock time and the request limit', () => {
    expect(signInErrorText(t as unknown as TFunction, { status: 423, data: { error: 'signInLocked', message: 'locked', minutes: 15 } })).toContain(
      '15 Minuten',
    );
    expect(signInErrorText(t as unknown as TFunction, { status: 429, data: { error: 'requestLimitReached', message: 'slow down' } })).toBe(
      'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    );
  });

  it('reports a missing connection and anything else generically', () => {
    expect(signInErrorText(t as unknown as TFunction, { status: 'FETCH_ERROR' })).toBe('Netzwerkfehler. Bitte prüfen Sie Ihre Internetverbindung.');
    expect(signInErrorText(t as unknown as TFunction, { status: 500, data: { error: 'internal' } })).toBe(
      'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    );
  });
});
