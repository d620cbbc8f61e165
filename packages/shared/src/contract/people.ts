import { EMAIL_PATTERN } from '../validation/email';
import { requiredText, singleLineText } from './text';

/** Fields about people that several contracts share (users, invitations, the meta administration). */

/** An e-mail address of spec §5, stored lower-case. */
export const emailField = singleLineText(254)
  .refine((v) => EMAIL_PATTERN.test(v), 'invalidEmail')
  .transform((v) => v.toLowerCase());

/** A required first or last name. */
export const personNameField = requiredText(100);

/** An optional first or last name. */
export const optionalPersonNameField = singleLineText(100);
