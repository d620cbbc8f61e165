import { api as baseApi } from './slice';
import type {
  Customer,
  MasterData,
  OkResponse,
  ResetPasswordRequest,
  Role,
  SignInRequest,
  SignInResponse,
  TranslationsResponse,
  UpdatePasswordRequest,
  UserProfileData,
} from './types';

/**
 * The platform calls of spec §7 (auth, meta, profile, translations, master data). Answers keep
 * the server's response keys (data.customers, data.permissions, data.userprofiledata, ...).
 */
export const api = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    signIn: build.mutation<SignInResponse, SignInRequest>({
      query: (body) => ({ url: '/auth/sign-in', method: 'POST', body }),
    }),
    tokenRefresh: build.mutation<SignInResponse, void>({
      query: () => ({ url: '/auth/token-refresh', method: 'POST' }),
    }),
    signOut: build.mutation<OkResponse, void>({
      query: () => ({ url: '/auth/sign-out', method: 'POST' }),
    }),
    requestNewPassword: build.mutation<OkResponse, { email: string }>({
      query: (body) => ({ url: '/auth/request-new-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<OkResponse, ResetPasswordRequest>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),

    getCustomers: build.query<{ customers: Customer[] }, void>({
      query: () => '/meta/customers',
      providesTags: ['Customers'],
    }),
    /** Without an argument: the selected customer's (the base query adds customer_uid). */
    getCustomerPermissions: build.query<{ permissions: string[] }, { customerUid?: string } | void>({
      query: (arg) => ({
        url: '/meta/customer/permissions',
        params: arg?.customerUid ? { customer_uid: arg.customerUid } : undefined,
      }),
      providesTags: ['Permissions'],
    }),
    getUserProfile: build.query<{ userprofiledata: UserProfileData }, void>({
      query: () => '/meta/userprofile',
      providesTags: ['Profile'],
    }),
    getUserProfilePermissions: build.query<{ permissions: string[] }, void>({
      query: () => '/meta/userprofile/permissions',
      providesTags: ['Permissions'],
    }),
    updateProfile: build.mutation<{ userprofiledata: UserProfileData }, { userprofile: { firstname: string; lastname: string } }>({
      query: (body) => ({ url: '/meta/userprofile/update-profile', method: 'PUT', body }),
      invalidatesTags: ['Profile'],
    }),
    updatePassword: build.mutation<OkResponse, UpdatePasswordRequest>({
      query: (body) => ({ url: '/meta/userprofile/update-pw', method: 'PUT', body }),
    }),
    getRoles: build.query<{ roles: Role[] }, void>({
      query: () => '/meta/roles',
      providesTags: ['Roles'],
    }),
    getTranslations: build.query<TranslationsResponse, void>({
      query: () => '/common/translations',
      providesTags: ['Translations'],
    }),

    getMasterData: build.query<{ masterData: MasterData }, void>({
      query: () => '/customer/master-data',
      providesTags: ['MasterData'],
    }),
    updateMasterData: build.mutation<{ masterData: MasterData }, { masterDataModel: Partial<MasterData>; forceUpdate?: boolean }>({
      query: (body) => ({ url: '/customer/master-data-edit', method: 'PUT', body }),
      invalidatesTags: ['MasterData'],
    }),
  }),
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
