import { errorBody } from '@vws/shared/core';

/**
 * The field errors of a 400 validation answer ({ fields: [{ path, message }] }) that name one of
 * the form's keys: 'masterDataModel.email' → email, 'auditfrage.Nummer' → Nummer.
 */
export function fieldErrorsOf<K extends string>(errorOrFields: unknown, keys: readonly K[]): { key: K; message: string }[] {
  const fields = Array.isArray(errorOrFields)
    ? (errorOrFields as { path: string; message: string }[])
    : errorBody(errorOrFields)?.error === 'validation'
      ? (errorBody(errorOrFields)?.fields ?? [])
      : [];
  return fields.flatMap(({ path, message }) => {
    const key = path.split('.').pop() as K;
    return keys.includes(key) ? [{ key, message }] : [];
  });
}
