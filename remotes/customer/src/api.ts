import { api } from '@vws/shared/core';
import type { DataExportInfoResponse } from '@vws/shared/contract/customer';
import type {
  AddUserBody,
  AddUserRoleBody,
  DeleteUserRoleQuery,
  InvitationsResponse,
  InviteUserBody,
  UsersRolesResponse,
} from '@vws/shared/contract/meta-customer';
import type { RolesResponse } from '@vws/shared/contract/meta';

/** The customer area's calls of spec §7 on the portal's one API slice; endpoint names start with 'customer'. */
const withTags = api.enhanceEndpoints({ addTagTypes: ['CustomerUsers', 'CustomerInvitations', 'CustomerExport'] });

export const customerApi = withTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    customerUsersRoles: build.query<UsersRolesResponse, void>({
      query: () => '/meta/customer/users-roles',
      providesTags: ['CustomerUsers'],
    }),
    customerRoles: build.query<RolesResponse, void>({ query: () => '/meta/roles' }),
    customerAddUserRole: build.mutation<{ ok: true }, AddUserRoleBody>({
      query: (body) => ({ url: '/meta/customer/users-roles/add', method: 'POST', body }),
      invalidatesTags: ['CustomerUsers'],
    }),
    customerDeleteUserRole: build.mutation<{ ok: true; removedFromCustomer: boolean }, Omit<DeleteUserRoleQuery, 'customer_uid'>>({
      query: (params) => ({ url: '/meta/customer/users-roles/delete', method: 'DELETE', params }),
      invalidatesTags: ['CustomerUsers'],
    }),
    customerAddDpoRole: build.mutation<{ ok: true }, { customer_uid: string }>({
      query: (body) => ({ url: '/meta/customer/users-roles/addDataProtectionOfficerRole', method: 'POST', body }),
      invalidatesTags: ['CustomerUsers'],
    }),
    customerAddUser: build.mutation<{ user_uid: string; created: boolean }, AddUserBody>({
      query: (body) => ({ url: '/meta/customer/user/add', method: 'POST', body }),
      invalidatesTags: ['CustomerUsers'],
    }),
    customerInvitations: build.query<InvitationsResponse, void>({
      query: () => '/meta/customer/user-invitations',
      providesTags: ['CustomerInvitations'],
    }),
    customerInviteUser: build.mutation<{ invitation_uid: string }, InviteUserBody>({
      query: (body) => ({ url: '/meta/customer/invite-user', method: 'POST', body }),
      invalidatesTags: ['CustomerInvitations'],
    }),
    customerDeleteInvitation: build.mutation<{ ok: true }, { invitation_uid: string }>({
      query: (body) => ({ url: '/meta/customer/delete-user-invitation', method: 'POST', body }),
      invalidatesTags: ['CustomerInvitations'],
    }),
    customerDataExportInfo: build.query<DataExportInfoResponse, void>({
      query: () => '/customer/data-export-info',
      providesTags: ['CustomerExport'],
    }),
  }),
});

export const {
  useCustomerUsersRolesQuery,
  useCustomerRolesQuery,
  useCustomerAddUserRoleMutation,
  useCustomerDeleteUserRoleMutation,
  useCustomerAddDpoRoleMutation,
  useCustomerAddUserMutation,
  useCustomerInvitationsQuery,
  useCustomerInviteUserMutation,
  useCustomerDeleteInvitationMutation,
  useCustomerDataExportInfoQuery,
} = customerApi;
