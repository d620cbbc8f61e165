import { okSchema } from './common';
import { defineEndpoint } from './endpoint';
import {
  customersResponseSchema,
  permissionsResponseSchema,
  rolesResponseSchema,
  translationsResponseSchema,
  updatePasswordBodySchema,
  updateProfileBodySchema,
  userProfileResponseSchema,
} from './meta';
import {
  adminCreateUserBodySchema,
  adminCreateUserResponseSchema,
  adminCustomersResponseSchema,
  adminInvitationsResponseSchema,
  adminLockUserBodySchema,
  adminRolesResponseSchema,
  adminUserRefBodySchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  createCustomerBodySchema,
  createCustomerResponseSchema,
  migrateQuerySchema,
  migrateResponseSchema,
} from './meta-admin';

const ADMIN = { profilePermission: 'META_Admin_Module_Access' } as const;
const MANAGE_USERS = { profilePermission: 'META_Manage_Users' } as const;

/**
 * The calls of server/src/modules/metaadmin (spec §7 "Meta and customer", §6 META_*), declared
 * once: the user's selectable customers and permissions, the own profile and password, the roles,
 * the translation overrides and the meta administration (/meta-admin/...). The shell, the
 * metaadmin remote and the server's routes are made from these.
 */
export const META_ENDPOINTS = {
  customers: defineEndpoint({
    method: 'GET',
    path: '/meta/customers',
    access: 'signedIn',
    tag: 'meta',
    summary: 'Customers the signed-in user is a member of',
    response: customersResponseSchema,
  }),
  /** Every member holds Mitglied and with it VWS_Select; a non-member is refused (403). */
  customerPermissions: defineEndpoint({
    method: 'GET',
    path: '/meta/customer/permissions',
    access: { permission: 'VWS_Select' },
    tag: 'meta',
    summary: "The user's grants in the customer plus the computed permissions",
    response: permissionsResponseSchema,
  }),
  userProfile: defineEndpoint({
    method: 'GET',
    path: '/meta/userprofile',
    access: 'signedIn',
    tag: 'profile',
    summary: 'The profile of the signed-in user',
    response: userProfileResponseSchema,
  }),
  userProfilePermissions: defineEndpoint({
    method: 'GET',
    path: '/meta/userprofile/permissions',
    access: 'signedIn',
    tag: 'profile',
    summary: 'META_* grants and USER_DENY_* flags of the user profile',
    response: permissionsResponseSchema,
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/meta/userprofile/update-profile',
    access: 'signedIn',
    tag: 'profile',
    summary: 'Change first and last name (refused with USER_DENY_Profile_Edit)',
    body: updateProfileBodySchema,
    response: userProfileResponseSchema,
  }),
  updatePassword: defineEndpoint({
    method: 'PUT',
    path: '/meta/userprofile/update-pw',
    access: 'signedIn',
    tag: 'profile',
    summary: 'Change the password (refused with USER_DENY_Password_Edit)',
    body: updatePasswordBodySchema,
    response: okSchema,
  }),
  roles: defineEndpoint({
    method: 'GET',
    path: '/meta/roles',
    access: 'signedIn',
    tag: 'meta',
    summary: 'The customer roles',
    response: rolesResponseSchema,
  }),
  /** Public: the sign-in page merges them too. */
  translations: defineEndpoint({
    method: 'GET',
    path: '/common/translations',
    access: 'public',
    tag: 'common',
    summary: 'Translation overrides by language and namespace',
    response: translationsResponseSchema,
  }),
  migrateDatabases: defineEndpoint({
    method: 'POST',
    path: '/meta-admin/migrate-databases',
    access: { profilePermission: 'META_Migrate_Databases' },
    tag: 'meta-admin',
    summary: 'Apply pending database migrations of every customer',
    query: migrateQuerySchema,
    response: migrateResponseSchema,
  }),
  adminCustomers: defineEndpoint({
    method: 'GET',
    path: '/meta-admin/customers',
    access: ADMIN,
    tag: 'meta-admin',
    summary: 'Every customer with cluster, schema and migration state',
    response: adminCustomersResponseSchema,
  }),
  adminCustomerCreate: defineEndpoint({
    method: 'POST',
    path: '/meta-admin/customer-create',
    access: { profilePermission: 'META_VWS_Create' },
    tag: 'meta-admin',
    summary: 'Create a customer database on a cluster with its first DSB',
    body: createCustomerBodySchema,
    response: createCustomerResponseSchema,
  }),
  adminUsers: defineEndpoint({
    method: 'GET',
    path: '/meta-admin/users',
    access: MANAGE_USERS,
    tag: 'meta-admin',
    summary: 'Users with their customers and roles',
    query: adminUsersQuerySchema,
    response: adminUsersResponseSchema,
  }),
  adminUserCreate: defineEndpoint({
    method: 'POST',
    path: '/meta-admin/user-create',
    access: MANAGE_USERS,
    tag: 'meta-admin',
    summary: 'Create an account (no customer yet)',
    body: adminCreateUserBodySchema,
    response: adminCreateUserResponseSchema,
  }),
  adminUserLock: defineEndpoint({
    method: 'POST',
    path: '/meta-admin/user-lock',
    access: MANAGE_USERS,
    tag: 'meta-admin',
    summary: 'Lock (and sign out) or unlock an account',
    body: adminLockUserBodySchema,
    response: okSchema,
  }),
  adminUserPasswordLink: defineEndpoint({
    method: 'POST',
    path: '/meta-admin/user-password-link',
    access: MANAGE_USERS,
    tag: 'meta-admin',
    summary: 'E-mail a link to set a new password',
    body: adminUserRefBodySchema,
    response: okSchema,
  }),
  adminRoles: defineEndpoint({
    method: 'GET',
    path: '/meta-admin/roles',
    access: ADMIN,
    tag: 'meta-admin',
    summary: 'The roles with their permissions',
    response: adminRolesResponseSchema,
  }),
  adminInvitations: defineEndpoint({
    method: 'GET',
    path: '/meta-admin/invitations',
    access: MANAGE_USERS,
    tag: 'meta-admin',
    summary: 'Invitations of every customer, newest first',
    response: adminInvitationsResponseSchema,
  }),
} as const;
