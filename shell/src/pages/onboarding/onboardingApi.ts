import { api, contractEndpoints } from '@vws/shared/core';
import type { InvitationLink, InvitationStatus } from '@vws/shared/contract/auth';
import { AUTH_ENDPOINTS } from '@vws/shared/contract/auth-endpoints';

export type { InvitationLink, InvitationStatus };

/**
 * The onboarding page's invitation calls (public, like the other /auth calls; AUTH_ENDPOINTS). A
 * new address sets its password with the platform's resetPassword; an existing account accepts here.
 */
export const onboardingApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const { query, mutation } = contractEndpoints(build);
    return {
      onboardingInvitationStatus: query(AUTH_ENDPOINTS.invitationStatus, { keepUnusedDataFor: 0 }),
      onboardingAcceptInvitation: mutation(AUTH_ENDPOINTS.acceptInvitation, {
        // A signed-in user of that account sees the new customer at once.
        invalidatesTags: (result) => (result ? ['Customers', 'Permissions'] : []),
      }),
    };
  },
});

export const { useOnboardingInvitationStatusQuery, useOnboardingAcceptInvitationMutation } = onboardingApi;
