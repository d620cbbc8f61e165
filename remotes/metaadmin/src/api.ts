import { api, contractEndpoints } from '@vws/shared/core';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import type { CustomerEditBody } from '@vws/shared/contract/meta-customer';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';

/**
 * The /meta-admin calls on the portal's one API slice, made from their contracts
 * (@vws/shared/contract/meta-endpoints META_ENDPOINTS); endpoint names start with 'metaadmin'.
 */
const withTags = api.enhanceEndpoints({ addTagTypes: ['MetaadminCustomers', 'MetaadminUsers', 'MetaadminInvitations'] });

export const metaadminApi = withTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const { query, mutation } = contractEndpoints(build);
    return {
      metaadminCustomers: query(META_ENDPOINTS.adminCustomers, { providesTags: ['MetaadminCustomers'] }),
      metaadminCreateCustomer: mutation(META_ENDPOINTS.adminCustomerCreate, { invalidatesTags: ['MetaadminCustomers', 'MetaadminUsers'] }),
      /** PUT /meta/customer-edit of the named customer (not the selected one); VWS_MasterData_Edit there. */
      metaadminRenameCustomer: mutation(CUSTOMER_ENDPOINTS.customerEdit, {
        arg: ({ customerModel }: { customer_uid: string } & CustomerEditBody) => ({ customerModel }),
        customerUid: ({ customer_uid }) => customer_uid,
        // Only a rename that happened refreshes the lists (RTK Query would invalidate on an error, too).
        invalidatesTags: (result) => (result ? ['MetaadminCustomers', 'MetaadminUsers', 'Customers'] : []),
      }),
      metaadminMigrate: mutation(META_ENDPOINTS.migrateDatabases, {
        // An empty customer_uid keeps the base query from limiting the run to the selected customer.
        arg: (_: void) => ({ customer_uid: '' }),
        invalidatesTags: ['MetaadminCustomers'],
      }),
      metaadminUsers: query(META_ENDPOINTS.adminUsers, { arg: (search: string) => ({ search }), providesTags: ['MetaadminUsers'] }),
      metaadminCreateUser: mutation(META_ENDPOINTS.adminUserCreate, { invalidatesTags: ['MetaadminUsers'] }),
      metaadminLockUser: mutation(META_ENDPOINTS.adminUserLock, { invalidatesTags: ['MetaadminUsers'] }),
      metaadminPasswordLink: mutation(META_ENDPOINTS.adminUserPasswordLink),
      metaadminRoles: query(META_ENDPOINTS.adminRoles),
      metaadminInvitations: query(META_ENDPOINTS.adminInvitations, { providesTags: ['MetaadminInvitations'] }),
    };
  },
});

export const {
  useMetaadminCustomersQuery,
  useMetaadminCreateCustomerMutation,
  useMetaadminRenameCustomerMutation,
  useMetaadminMigrateMutation,
  useMetaadminUsersQuery,
  useMetaadminCreateUserMutation,
  useMetaadminLockUserMutation,
  useMetaadminPasswordLinkMutation,
  useMetaadminRolesQuery,
  useMetaadminInvitationsQuery,
} = metaadminApi;
