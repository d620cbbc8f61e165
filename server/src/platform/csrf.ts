import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './request-context';

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** Origins allowed for CORS and for state-changing calls: CORS_ORIGINS, PUBLIC_URL's origin, and the request's own host. */
export function originAllowed(origin: string, allowed: readonly string[], request?: FastifyRequest): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (allowed.includes(parsed.origin)) return true;
  return !!request && parsed.host === request.headers.host;
}

export function allowedOrigins(config: { corsOrigins: string[]; publicUrl: string }): string[] {
  return [...new Set([...config.corsOrigins.map((o) => new URL(o).origin), new URL(config.publicUrl).origin])];
}

/**
 * CSRF defence (DESIGN.md §6): a state-changing call needs X-Requested-With: XMLHttpRequest (a
 * header no cross-site form can set) and, when the browser sends an Origin, an allowed one.
 */
export function installCsrfCheck(app: FastifyInstance, allowed: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      request.log.warn({ url: request.url }, 'csrf: missing X-Requested-With');
      throw new HttpError(403, 'csrf', 'csrfHeader');
    }
    const origin = request.headers.origin;
    if (origin && origin !== 'null' && !originAllowed(origin, allowed, request)) {
      request.log.warn({ url: request.url, origin }, 'csrf: origin not allowed');
      throw new HttpError(403, 'csrf', 'csrfOrigin');
    }
    if (origin === 'null') throw new HttpError(403, 'csrf', 'csrfOrigin');
  });
}
