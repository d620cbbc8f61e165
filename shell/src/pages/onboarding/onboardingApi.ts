import { api } from '@vws/shared/core';
import type { AcceptInvitationResponse, InvitationLink, InvitationStatus } from '@vws/shared/contract/auth';

export type { InvitationLink, InvitationStatus };

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
    onboardingAcceptInvitation: build.mutation<AcceptInvitationResponse, InvitationLink>({
      query: (body) => ({ url: '/auth/accept-invitation', method: 'POST', body }),
      // A signed-in user of that account sees the new customer at once.
      invalidatesTags: (result) => (result ? ['Customers', 'Permissions'] : []),
    }),
  }),
});

export const { useOnboardingInvitationStatusQuery, useOnboardingAcceptInvitationMutation } = onboardingApi;
