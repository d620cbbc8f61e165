import { api } from '@vws/shared/core';
import type {
  AdminCreateUserBody,
  AdminCustomersResponse,
  AdminInvitationsResponse,
  AdminRolesResponse,
  AdminUsersResponse,
  CreateCustomerBody,
  CreateCustomerResponse,
  MigrateResponse,
} from '@vws/shared/contract/meta-admin';
import type { CustomerEditBody } from '@vws/shared/contract/meta-customer';

/** The /meta-admin calls on the portal's one API slice; endpoint names start with 'metaadmin'. */
const withTags = api.enhanceEndpoints({ addTagTypes: ['MetaadminCustomers', 'MetaadminUsers', 'MetaadminInvitations'] });

export const metaadminApi = withTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    metaadminCustomers: build.query<AdminCustomersResponse, void>({ query: () => '/meta-admin/customers', providesTags: ['MetaadminCustomers'] }),
    metaadminCreateCustomer: build.mutation<CreateCustomerResponse, CreateCustomerBody>({
      query: (body) => ({ url: '/meta-admin/customer-create', method: 'POST', body }),
      invalidatesTags: ['MetaadminCustomers', 'MetaadminUsers'],
    }),
    /** PUT /meta/customer-edit of the named customer (not the selected one); VWS_MasterData_Edit there. */
    metaadminRenameCustomer: build.mutation<{ customer: { customer_uid: string; name: string } }, { customer_uid: string } & CustomerEditBody>({
      query: ({ customer_uid, customerModel }) => ({ url: '/meta/customer-edit', method: 'PUT', body: { customerModel }, params: { customer_uid } }),
      // Only a rename that happened refreshes the lists (RTK Query would invalidate on an error, too).
      invalidatesTags: (result) => (result ? ['MetaadminCustomers', 'MetaadminUsers', 'Customers'] : []),
    }),
    metaadminMigrate: build.mutation<MigrateResponse, void>({
      // An empty customer_uid keeps the base query from limiting the run to the selected customer.
      query: () => ({ url: '/meta-admin/migrate-databases', method: 'POST', body: {}, params: { customer_uid: '' } }),
      invalidatesTags: ['MetaadminCustomers'],
    }),
    metaadminUsers: build.query<AdminUsersResponse, string>({ query: (search) => ({ url: '/meta-admin/users', params: { search } }), providesTags: ['MetaadminUsers'] }),
    metaadminCreateUser: build.mutation<{ user_uid: string }, AdminCreateUserBody>({
      query: (body) => ({ url: '/meta-admin/user-create', method: 'POST', body }),
      invalidatesTags: ['MetaadminUsers'],
    }),
    metaadminLockUser: build.mutation<{ ok: true }, { user_uid: string; locked: boolean }>({
      query: (body) => ({ url: '/meta-admin/user-lock', method: 'POST', body }),
      invalidatesTags: ['MetaadminUsers'],
    }),
    metaadminPasswordLink: build.mutation<{ ok: true }, { user_uid: string }>({ query: (body) => ({ url: '/meta-admin/user-password-link', method: 'POST', body }) }),
    metaadminRoles: build.query<AdminRolesResponse, void>({ query: () => '/meta-admin/roles' }),
    metaadminInvitations: build.query<AdminInvitationsResponse, void>({ query: () => '/meta-admin/invitations', providesTags: ['MetaadminInvitations'] }),
  }),
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
