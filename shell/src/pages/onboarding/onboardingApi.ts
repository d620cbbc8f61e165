import { api } from '@vws/shared';

/** The e-mailed link's address and token. */
export interface InvitationLink {
  email: string;
  token: string;
}

/** POST /auth/invitation-status (server/src/auth/password-reset.routes.ts). */
export interface InvitationStatus {
  customerName: string;
  /** True: the address has an account, which is added to the customer without a new password. */
  accountExists: boolean;
}

/**
 * The onboarding page's invitation calls (public, like the other /auth calls). A new address
 * sets its password with the platform's resetPassword; an existing account accepts here.
 */
export const onboardingApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    onboardingInvitationStatus: build.query<InvitationStatus, InvitationLink>({
      query: (body) => ({ url: '/auth/invitation-status', method: 'POST', body }),
      keepUnusedDataFor: 0,
    }),
    onboardingAcceptInvitation: build.mutation<{ ok: true; customerName: string }, InvitationLink>({
      query: (body) => ({ url: '/auth/accept-invitation', method: 'POST', body }),
      // A signed-in user of that account sees the new customer at once.
      invalidatesTags: (result) => (result ? ['Customers', 'Permissions'] : []),
    }),
  }),
});

export const { useOnboardingInvitationStatusQuery, useOnboardingAcceptInvitationMutation } = onboardingApi;
