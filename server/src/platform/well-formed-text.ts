import type { FastifyInstance } from 'fastify';
import { hasLoneSurrogate } from '@vws/shared/contract/text';
import { HttpError } from './request-context';

/** The paths (a.b.0.c) of the strings in a parsed body or query that hold a lone UTF-16 surrogate. */
export function illFormedTextPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return hasLoneSurrogate(value) ? [path.join('.')] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => illFormedTextPaths(item, [...path, String(i)]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(hasLoneSurrogate(key) ? [[...path, key].join('.')] : []),
      ...illFormedTextPaths(item, [...path, key]),
    ]);
  }
  return [];
}

/**
 * Every text the API takes must be well-formed UTF-16: JSON can carry a lone surrogate ("\ud800"),
 * which PostgreSQL would silently store as U+FFFD. Refused with 400 'invalidCharacter' for every
 * field of every route at once (after the access check, before the route's validation); the
 * contracts' text schemas refuse it too, so the client says the same.
 */
export function installWellFormedTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = [...illFormedTextPaths(request.body), ...illFormedTextPaths(request.query)];
    if (fields.length > 0) {
      throw new HttpError(400, 'validation', 'invalidInput', { fields: fields.map((path) => ({ path, message: 'invalidCharacter' })) });
    }
  });
}
