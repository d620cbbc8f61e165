import { AUTH_ENDPOINTS } from '../contract/auth-endpoints';
import { CUSTOMER_ENDPOINTS } from '../contract/customer-endpoints';
import type { ArgOf } from '../contract/endpoint';
import { META_ENDPOINTS } from '../contract/meta-endpoints';
import { contractEndpoints } from './contractEndpoints';
import { api as baseApi } from './slice';
import type { MasterData } from './types';

/**
 * The platform calls of spec §7 (auth, meta, profile, translations, master data), made from their
 * contracts (AUTH_ENDPOINTS, META_ENDPOINTS, CUSTOMER_ENDPOINTS). Answers keep the server's
 * response keys (data.customers, data.permissions, data.userprofiledata, ...).
 */
export const api = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const { query, mutation } = contractEndpoints(build);
    return {
      signIn: mutation(AUTH_ENDPOINTS.signIn),
      tokenRefresh: mutation(AUTH_ENDPOINTS.tokenRefresh),
      signOut: mutation(AUTH_ENDPOINTS.signOut),
      requestNewPassword: mutation(AUTH_ENDPOINTS.requestNewPassword),
      resetPassword: mutation(AUTH_ENDPOINTS.resetPassword),

      getCustomers: query(META_ENDPOINTS.customers, { providesTags: ['Customers'] }),
      /** Without an argument: the selected customer's (the base query adds customer_uid). */
      getCustomerPermissions: query(META_ENDPOINTS.customerPermissions, {
        customerUid: (arg: { customerUid?: string } | void) => arg?.customerUid,
        providesTags: ['Permissions'],
      }),
      getUserProfile: query(META_ENDPOINTS.userProfile, { providesTags: ['Profile'] }),
      getUserProfilePermissions: query(META_ENDPOINTS.userProfilePermissions, { providesTags: ['Permissions'] }),
      updateProfile: mutation(META_ENDPOINTS.updateProfile, { invalidatesTags: ['Profile'] }),
      updatePassword: mutation(META_ENDPOINTS.updatePassword),
      getRoles: query(META_ENDPOINTS.roles, { providesTags: ['Roles'] }),
      getTranslations: query(META_ENDPOINTS.translations, { providesTags: ['Translations'] }),

      getMasterData: query(CUSTOMER_ENDPOINTS.masterData, { providesTags: ['MasterData'] }),
      updateMasterData: mutation(CUSTOMER_ENDPOINTS.masterDataEdit, {
        // The form sends the fields it edits with the Version read; the server validates the whole model.
        arg: (body: { masterDataModel: Partial<MasterData>; forceUpdate?: boolean }) => body as ArgOf<typeof CUSTOMER_ENDPOINTS.masterDataEdit>,
        invalidatesTags: ['MasterData'],
      }),
    };
  },
});

export const {
  useSignInMutation,
  useTokenRefreshMutation,
  useSignOutMutation,
  useRequestNewPasswordMutation,
  useResetPasswordMutation,
  useGetCustomersQuery,
  useGetCustomerPermissionsQuery,
  useGetUserProfileQuery,
  useGetUserProfilePermissionsQuery,
  useUpdateProfileMutation,
  useUpdatePasswordMutation,
  useGetRolesQuery,
  useGetTranslationsQuery,
  useGetMasterDataQuery,
  useUpdateMasterDataMutation,
} = api;
