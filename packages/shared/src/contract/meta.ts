import { z } from 'zod';
import { validatePassword } from '../validation/password';
import { customerQuerySchema, okSchema, translationsSchema } from './common';
import { MULTI_LINE_PATTERN, requiredText } from './text';

/**
 * Request and response bodies of the /meta/* calls of the user and the profile (spec §7) and of
 * GET /common/translations. React-free: the server validates with these and the client infers
 * its types from them.
 */

/** ?customer_uid= of every customer call (the common schema, under the name this file uses). */
export const customerUidQuerySchema = customerQuerySchema;
export type CustomerUidQuery = z.infer<typeof customerUidQuerySchema>;

export const customerSchema = z.object({
  customer_uid: z.string(),
  name: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** GET /meta/customers */
export const customersResponseSchema = z.object({
  customers: z.array(customerSchema),
});
export type CustomersResponse = z.infer<typeof customersResponseSchema>;

/** GET /meta/customer/permissions and GET /meta/userprofile/permissions */
export const permissionsResponseSchema = z.object({
  permissions: z.array(z.string()),
});
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;

export const userProfileDataSchema = z.object({
  user_uid: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
});
export type UserProfileData = z.infer<typeof userProfileDataSchema>;

/** GET /meta/userprofile and PUT /meta/userprofile/update-profile */
export const userProfileResponseSchema = z.object({
  userprofiledata: userProfileDataSchema,
});
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;

const personName = requiredText(100);
/** Passwords: any printable characters, no control characters. */
const passwordText = z.string().max(1024, 'maxLength').regex(MULTI_LINE_PATTERN, 'controlCharacter');

/** PUT /meta/userprofile/update-profile */
export const updateProfileBodySchema = z.object({
  userprofile: z.object({
    firstname: personName,
    lastname: personName,
  }),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/**
 * The password policy of spec §5 (validation/password.ts), one issue per broken rule; the messages
 * are the codes the client translates. The server adds its check against common passwords.
 */
export const newPasswordSchema = passwordText.superRefine((password, ctx) => {
  for (const code of validatePassword(password).errors) ctx.addIssue({ code: 'custom', message: code });
});

/** PUT /meta/userprofile/update-pw */
export const updatePasswordBodySchema = z
  .object({
    password_old: passwordText.min(1, 'required'),
    password_new: newPasswordSchema,
    password_new_repetition: passwordText,
  })
  .refine((body) => body.password_new === body.password_new_repetition, {
    path: ['password_new_repetition'],
    message: 'passwordRepetitionMismatch',
  });
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

export const okResponseSchema = okSchema;
export type OkResponse = z.infer<typeof okResponseSchema>;

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

/** GET /meta/roles */
export const rolesResponseSchema = z.object({
  roles: z.array(roleSchema),
});
export type RolesResponse = z.infer<typeof rolesResponseSchema>;

/** GET /common/translations: server-side overrides keyed by language (may be empty objects). */
export const translationsResponseSchema = translationsSchema;
export type TranslationsResponse = z.infer<typeof translationsResponseSchema>;
