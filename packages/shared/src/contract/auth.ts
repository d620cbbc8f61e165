import { z } from 'zod';
import { MULTI_LINE_PATTERN, SINGLE_LINE_PATTERN } from './text';

/** The signed-in user as sign-in and token-refresh return it. */
export const usermodelSchema = z.object({
  user_uid: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
});

const email = z.string().trim().toLowerCase().min(3).max(254).regex(SINGLE_LINE_PATTERN).pipe(z.email());
/** Any printable characters, no control characters. */
const password = (min: number) => z.string().min(min).max(1024).regex(MULTI_LINE_PATTERN, 'controlCharacter');

export const signInBodySchema = z.object({
  email,
  password: password(1),
});

export const signInResponseSchema = z.object({ usermodel: usermodelSchema });
export const tokenRefreshResponseSchema = signInResponseSchema;

/** 423 when too many failed sign-ins locked the account. */
export const signInLockedSchema = z.object({
  error: z.literal('signInLocked'),
  message: z.string(),
  minutes: z.number().int(),
});

export const requestNewPasswordBodySchema = z.object({ email });

/** The password itself is checked against the policy by the server (400 validation). */
export const resetPasswordBodySchema = z.object({
  email,
  token: z
    .string()
    .min(10)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
  password: password(0),
});

/** The onboarding page's invitation calls (POST /auth/invitation-status, /auth/accept-invitation): the e-mailed link's address and token. */
export const invitationTokenBodySchema = resetPasswordBodySchema.pick({ email: true, token: true });
/** accountExists: the address has an account, which is added to the customer without a new password. */
export const invitationStatusResponseSchema = z.object({ customerName: z.string(), accountExists: z.boolean() });
export const acceptInvitationResponseSchema = z.object({ ok: z.literal(true), customerName: z.string() });

export type Usermodel = z.infer<typeof usermodelSchema>;
export type SignInBody = z.infer<typeof signInBodySchema>;
export type SignInResponse = z.infer<typeof signInResponseSchema>;
export type RequestNewPasswordBody = z.infer<typeof requestNewPasswordBodySchema>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export type InvitationLink = z.infer<typeof invitationTokenBodySchema>;
export type InvitationStatus = z.infer<typeof invitationStatusResponseSchema>;
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;
