import type { FastifyServerOptions } from 'fastify';

const SECRET_PARAMS = /([?&](?:token|password|code)=)[^&#]*/gi;

/** Reset and invitation links carry their token in the query: keep it out of the logs. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req(request: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip ?? request.socket?.remoteAddress };
      },
    },
  };
}
