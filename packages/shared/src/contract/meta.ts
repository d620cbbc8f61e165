import { z } from 'zod';

/**
 * Request and response bodies of the /meta/* calls of the user and the profile (spec §7) and of
 * GET /common/translations. React-free: the server validates with these and the client infers
 * its types from them.
 */

export const customerUidQuerySchema = z.object({
  customer_uid: z.string().min(1).max(64),
});
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

const personName = z.string().trim().min(1, 'required').max(100, 'maxLength');

/** PUT /meta/userprofile/update-profile */
export const updateProfileBodySchema = z.object({
  userprofile: z.object({
    firstname: personName,
    lastname: personName,
  }),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/**
 * The password policy of spec §5 (8 to 128 characters, a digit, a special character). The messages
 * are codes the client translates; the server adds its check against common passwords.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'passwordTooLong')
  .regex(/\d/, 'passwordNeedsDigit')
  .regex(/[^\p{L}\p{N}]/u, 'passwordNeedsSpecialChar');

/** PUT /meta/userprofile/update-pw */
export const updatePasswordBodySchema = z
  .object({
    password_old: z.string().min(1, 'required').max(PASSWORD_MAX_LENGTH, 'passwordTooLong'),
    password_new: newPasswordSchema,
    password_new_repetition: z.string(),
  })
  .refine((body) => body.password_new === body.password_new_repetition, {
    path: ['password_new_repetition'],
    message: 'passwordRepetitionMismatch',
  });
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
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

/** namespace -> key -> text */
export const translationNamespacesSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type TranslationNamespaces = z.infer<typeof translationNamespacesSchema>;

/** GET /common/translations: server-side overrides keyed by language (may be empty objects). */
export const translationsResponseSchema = z.object({
  de: translationNamespacesSchema,
  en: translationNamespacesSchema,
});
export type TranslationsResponse = z.infer<typeof translationsResponseSchema>;
