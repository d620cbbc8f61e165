import { api, contractEndpoints } from '@vws/shared/core';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';

/** The profile's session calls (GET/DELETE /meta/userprofile/sessions); only this page uses them. */
export const sessionsApi = api.enhanceEndpoints({ addTagTypes: ['Sessions'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const { query, mutation } = contractEndpoints(build);
    return {
      profileSessions: query(META_ENDPOINTS.userSessions, { providesTags: ['Sessions'], keepUnusedDataFor: 0 }),
      profileEndSessions: mutation(META_ENDPOINTS.endSessions, { invalidatesTags: ['Sessions'] }),
    };
  },
});

export const { useProfileSessionsQuery, useProfileEndSessionsMutation } = sessionsApi;
