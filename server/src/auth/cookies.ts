import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CookieSettings {
  secureCookies: boolean;
  cookieSameSite: 'lax' | 'strict' | 'none';
  accessTokenMinutes: number;
  refreshTokenDays: number;
}

/** Over https the cookies carry the __Host- prefix (Secure, Path=/, no Domain). */
export function cookieNames(secure: boolean) {
  const prefix = secure ? '__Host-' : '';
  return { access: `${prefix}vws_access`, refresh: `${prefix}vws_refresh` };
}

export function setSessionCookies(reply: FastifyReply, settings: CookieSettings, access: string, refresh: string): void {
  const names = cookieNames(settings.secureCookies);
  const base = { httpOnly: true, sameSite: settings.cookieSameSite, secure: settings.secureCookies, path: '/' };
  reply.setCookie(names.access, access, { ...base, maxAge: settings.accessTokenMinutes * 60 });
  reply.setCookie(names.refresh, refresh, { ...base, maxAge: settings.refreshTokenDays * 24 * 3600 });
}

export function clearSessionCookies(reply: FastifyReply, settings: Pick<CookieSettings, 'secureCookies' | 'cookieSameSite'>): void {
  const names = cookieNames(settings.secureCookies);
  const base = { httpOnly: true, sameSite: settings.cookieSameSite, secure: settings.secureCookies, path: '/' };
  reply.clearCookie(names.access, base);
  reply.clearCookie(names.refresh, base);
}

export function readCookie(request: FastifyRequest, secure: boolean, which: 'access' | 'refresh'): string | undefined {
  const value = request.cookies[cookieNames(secure)[which]];
  return value && value.length > 0 ? value : undefined;
}
