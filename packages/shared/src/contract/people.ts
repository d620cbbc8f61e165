import { z } from 'zod';
import { EMAIL_PATTERN } from '../validation/email';

/** Fields about people that several contracts share (users, invitations, the meta administration). */

/** An e-mail address of spec §5, stored lower-case. */
export const emailField = z
  .string()
  .trim()
  .max(254, 'maxLength')
  .refine((v) => EMAIL_PATTERN.test(v), 'invalidEmail')
  .transform((v) => v.toLowerCase());

/** A required first or last name. */
export const personNameField = z.string().trim().min(1, 'required').max(100, 'maxLength');
