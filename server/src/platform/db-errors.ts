import type { MessageKey } from './messages';
import type { HttpError } from './request-context';

/** An error the database raised, as PostgreSQL and PGlite report it (SQLSTATE in `code`). */
interface DatabaseError {
  code: string;
  constraint?: string;
}

function isDatabaseError(error: unknown): error is DatabaseError {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** The answer a route gives for a rule that a unique index holds (index name → error), registered by its module. */
const uniqueIndexErrors = new Map<string, () => HttpError>();

/**
 * Lets a unique index answer as the route's own check does (e.g. 400 with the field and
 * `duplicateNummer`) when a parallel save got past the check and the index refused it.
 */
export function registerUniqueIndexError(index: string, error: () => HttpError): void {
  uniqueIndexErrors.set(index, error);
}

/** The registered answer of a unique violation of a known index. */
export function uniqueIndexError(error: unknown): HttpError | undefined {
  if (!isDatabaseError(error) || error.code !== '23505' || !error.constraint) return undefined;
  return uniqueIndexErrors.get(error.constraint)?.();
}

export interface MappedDatabaseError {
  status: 400 | 409;
  code: string;
  messageKey: MessageKey;
}

/**
 * Input the route's schema let through but the database refuses (a NUL character, a number the
 * column cannot hold, a duplicate that a unique constraint catches in a race) is the caller's
 * fault: a 4xx with a code, never a 500. The transaction has been rolled back by then.
 * Everything else (connection loss, a bug in a query) stays a 500.
 */
export function mapDatabaseError(error: unknown): MappedDatabaseError | undefined {
  if (!isDatabaseError(error)) return undefined;
  const { code } = error;
  if (code === '23505') return { status: 409, code: 'duplicate', messageKey: 'duplicateValue' };
  if (code === '23503') return { status: 409, code: 'invalidReference', messageKey: 'invalidReference' };
  if (code === '23502' || code === '23514') return { status: 400, code: 'validation', messageKey: 'invalidInput' };
  // Class 22 "data exception": out-of-range numbers, characters the encoding refuses (0x00), too long text.
  if (code.startsWith('22')) return { status: 400, code: 'validation', messageKey: 'invalidValue' };
  // 54000 program limit (e.g. too many statement parameters for one huge array).
  if (code.startsWith('54')) return { status: 400, code: 'tooLarge', messageKey: 'payloadTooLarge' };
  return undefined;
}
