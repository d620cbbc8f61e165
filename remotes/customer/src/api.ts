import { api, contractEndpoints } from '@vws/shared/core';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import type { AddUserRoleBody } from '@vws/shared/contract/meta-customer';

/**
 * The customer area's calls of spec §7 on the portal's one API slice, made from their contracts
 * (@vws/shared/contract/customer-endpoints CUSTOMER_ENDPOINTS); endpoint names start with 'customer'.
 */
const withTags = api.enhanceEndpoints({ addTagTypes: ['CustomerUsers', 'CustomerInvitations', 'CustomerExport'] });

export const customerApi = withTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const { query, mutation } = contractEndpoints(build);
    return {
      customerUsersRoles: query(CUSTOMER_ENDPOINTS.usersRoles, { providesTags: ['CustomerUsers'] }),
      customerRoles: query(META_ENDPOINTS.roles),
      customerAddUserRole: mutation(CUSTOMER_ENDPOINTS.usersRolesAdd, { arg: (body: AddUserRoleBody) => body, invalidatesTags: ['CustomerUsers'] }),
      customerDeleteUserRole: mutation(CUSTOMER_ENDPOINTS.usersRolesDelete, { invalidatesTags: ['CustomerUsers'] }),
      customerAddDpoRole: mutation(CUSTOMER_ENDPOINTS.addDataProtectionOfficerRole, { invalidatesTags: ['CustomerUsers'] }),
      customerAddUser: mutation(CUSTOMER_ENDPOINTS.userAdd, { invalidatesTags: ['CustomerUsers'] }),
      customerInvitations: query(CUSTOMER_ENDPOINTS.invitations, { providesTags: ['CustomerInvitations'] }),
      customerInviteUser: mutation(CUSTOMER_ENDPOINTS.inviteUser, { invalidatesTags: ['CustomerInvitations'] }),
      customerDeleteInvitation: mutation(CUSTOMER_ENDPOINTS.deleteInvitation, { invalidatesTags: ['CustomerInvitations'] }),
      customerDataExportInfo: query(CUSTOMER_ENDPOINTS.dataExportInfo, { providesTags: ['CustomerExport'] }),
    };
  },
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
