import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSettings } from './cookies';
import { hashToken } from './tokens';

/**
 * The device cookie of OWASP's "Slow down online guessing attacks with device cookies": a random
 * device id with an HMAC under the server key, set after every successful sign-in and sent only to
 * the sign-in call (its path). The database holds the id's hash (sign_in_attempts.device), never the
 * cookie. A device is known to an account while a successful sign-in of that account came with it
 * within DEVICE_TRUST_DAYS (auth/lockout.ts); its sign-ins are then never refused by the limits of
 * the account, only by those of the device itself.
 */
export const DEVICE_TRUST_DAYS = 30;

/** Only the sign-in call receives it. */
export const DEVICE_COOKIE_PATH = '/api/auth/sign-in';

/** A Path other than / rules out the __Host- prefix; __Secure- still demands Secure. */
export function deviceCookieName(secure: boolean): string {
  return secure ? '__Secure-vws_device' : 'vws_device';
}

function signatureOf(id: string, key: Uint8Array): string {
  return crypto.createHmac('sha256', key).update(`vws-device\0${id}`).digest('base64url');
}

/** The stored form of a device (hash of its id), so a copy of the database yields no cookie. */
export type DeviceKey = string;

/** The device of the request, when it carries a cookie with a valid signature. */
export function deviceOf(request: FastifyRequest, key: Uint8Array, secure: boolean): { cookie: string; device: DeviceKey } | undefined {
  const cookie = request.cookies[deviceCookieName(secure)];
  if (!cookie) return undefined;
  const [id, signature, ...rest] = cookie.split('.');
  if (!id || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(signatureOf(id, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
  return { cookie, device: hashToken(id) };
}

/** A new device cookie and its stored form. */
export function newDevice(key: Uint8Array): { cookie: string; device: DeviceKey } {
  const id = crypto.randomBytes(32).toString('base64url');
  return { cookie: `${id}.${signatureOf(id, key)}`, device: hashToken(id) };
}

/** Sets (or renews) the device cookie; it outlives sign-out, as a device stays the same device. */
export function setDeviceCookie(reply: FastifyReply, settings: Pick<CookieSettings, 'secureCookies' | 'cookieSameSite'>, cookie: string): void {
  reply.setCookie(deviceCookieName(settings.secureCookies), cookie, {
    httpOnly: true,
    sameSite: settings.cookieSameSite,
    secure: settings.secureCookies,
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_TRUST_DAYS * 24 * 3600,
  });
}
