import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CookieSettings {
  secureCookies: boolean;
  cookieSameSite: 'lax' | 'strict' | 'none';
  accessTokenMinutes: number;
  refreshTokenDays: number;
}

/** The refresh cookie goes only to the auth calls (token refresh, sign-out), not with every request. */
export const REFRESH_COOKIE_PATH = '/api/auth';

/**
 * Over https the access cookie carries the __Host- prefix (Secure, Path=/, no Domain); the refresh
 * cookie, with its narrower path, __Secure- (Secure).
 */
export function cookieNames(secure: boolean) {
  return secure ? { access: '__Host-vws_access', refresh: '__Secure-vws_refresh' } : { access: 'vws_access', refresh: 'vws_refresh' };
}

/** The refresh cookie as releases before the narrower path set it (Path=/), cleared whenever the cookies change. */
function legacyRefreshCookie(secure: boolean): string {
  return secure ? '__Host-vws_refresh' : 'vws_refresh';
}

type Base = { httpOnly: true; sameSite: CookieSettings['cookieSameSite']; secure: boolean };

function base(settings: Pick<CookieSettings, 'secureCookies' | 'cookieSameSite'>): Base {
  return { httpOnly: true, sameSite: settings.cookieSameSite, secure: settings.secureCookies };
}

export function setSessionCookies(reply: FastifyReply, settings: CookieSettings, access: string, refresh: string): void {
  const names = cookieNames(settings.secureCookies);
  reply.setCookie(names.access, access, { ...base(settings), path: '/', maxAge: settings.accessTokenMinutes * 60 });
  reply.clearCookie(legacyRefreshCookie(settings.secureCookies), { ...base(settings), path: '/' });
  reply.setCookie(names.refresh, refresh, { ...base(settings), path: REFRESH_COOKIE_PATH, maxAge: settings.refreshTokenDays * 24 * 3600 });
}

export function clearSessionCookies(reply: FastifyReply, settings: Pick<CookieSettings, 'secureCookies' | 'cookieSameSite'>): void {
  const names = cookieNames(settings.secureCookies);
  reply.clearCookie(names.access, { ...base(settings), path: '/' });
  reply.clearCookie(legacyRefreshCookie(settings.secureCookies), { ...base(settings), path: '/' });
  reply.clearCookie(names.refresh, { ...base(settings), path: REFRESH_COOKIE_PATH });
}

export function readCookie(request: FastifyRequest, secure: boolean, which: 'access' | 'refresh'): string | undefined {
  const value = request.cookies[cookieNames(secure)[which]];
  return value && value.length > 0 ? value : undefined;
}
