import {
  acceptInvitationResponseSchema,
  invitationStatusResponseSchema,
  invitationTokenBodySchema,
  requestNewPasswordBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signInResponseSchema,
  tokenRefreshResponseSchema,
} from './auth';
import { okSchema } from './common';
import { defineEndpoint } from './endpoint';

const tag = 'auth';

/**
 * The auth calls of spec §7 (server/src/auth), declared once: the server's routes, the shell's
 * sign-in page and onboarding, and the base query's refresh (which knows the sign-in and refresh
 * calls by these paths) are made from these. All public: they run before there is a session.
 */
export const AUTH_ENDPOINTS = {
  signIn: defineEndpoint({
    method: 'POST',
    path: '/auth/sign-in',
    access: 'public',
    tag,
    summary: 'Sign in: the same answer for an unknown e-mail and a wrong password; locks after repeated failures (423)',
    body: signInBodySchema,
    response: signInResponseSchema,
  }),
  tokenRefresh: defineEndpoint({
    method: 'POST',
    path: '/auth/token-refresh',
    access: 'public',
    tag,
    summary: 'New access and refresh cookies for the refresh cookie (rotation within the family; reuse revokes it)',
    response: tokenRefreshResponseSchema,
  }),
  signOut: defineEndpoint({
    method: 'POST',
    path: '/auth/sign-out',
    access: 'public',
    tag,
    summary: 'End the session of the cookies and clear them',
    response: okSchema,
  }),
  requestNewPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/request-new-password',
    access: 'public',
    tag,
    summary: 'E-mail a link to set a new password (the answer never reveals whether the address exists)',
    body: requestNewPasswordBodySchema,
    response: okSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/reset-password',
    access: 'public',
    tag,
    summary: "Set the password with the e-mailed link's token (also the first password of an invited new address)",
    body: resetPasswordBodySchema,
    response: okSchema,
  }),
  invitationStatus: defineEndpoint({
    method: 'POST',
    path: '/auth/invitation-status',
    access: 'public',
    tag,
    summary: "An invitation link's customer and whether its address has an account (read-only)",
    body: invitationTokenBodySchema,
    response: invitationStatusResponseSchema,
  }),
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/auth/accept-invitation',
    access: 'public',
    tag,
    summary: "An existing account joins the invitation's customer (its password and sessions stay)",
    body: invitationTokenBodySchema,
    response: acceptInvitationResponseSchema,
  }),
} as const;
