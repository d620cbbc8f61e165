import type { FieldError } from '@vws/shared/contract/common';
import { HttpError } from '../request-context';

/** The 400 of a save whose fields break a rule that zod cannot see (references, uniqueness, …). */
export function validationError(fields: FieldError[]): HttpError {
  return new HttpError(400, 'validation', 'invalidInput', { fields });
}
