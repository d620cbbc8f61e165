import { okSchema } from './common';
import { dataExportInfoResponseSchema, dataExportQuerySchema, masterDataEditBodySchema, masterDataResponseSchema } from './customer';
import { defineEndpoint } from './endpoint';
import {
  addDpoRoleBodySchema,
  addUserBodySchema,
  addUserResponseSchema,
  addUserRoleBodySchema,
  customerEditBodySchema,
  customerEditResponseSchema,
  customerUsersQuerySchema,
  customerUsersResponseSchema,
  deleteInvitationBodySchema,
  deleteUserRoleQuerySchema,
  deleteUserRoleResponseSchema,
  invitationsResponseSchema,
  inviteUserBodySchema,
  inviteUserResponseSchema,
  usersRolesResponseSchema,
} from './meta-customer';

const tag = 'customer';
const MANAGE_ROLES = { permission: 'VWS_User_ManageRoles' } as const;
const INVITE = { permission: 'computed_canInviteUsers' } as const;
const EXPORT = { permission: 'VWS_Data_Export' } as const;

/**
 * The customer area's calls (spec §7 "Meta and customer"), declared once: the server's routes
 * (server/src/modules/customer) and the customer remote's and the shell's RTK Query endpoints are
 * made from these. Master data (the legal notice renders from it), the customer's name, its users,
 * roles and invitations, and the data export. Every one is a customer call (?customer_uid).
 */
export const CUSTOMER_ENDPOINTS = {
  masterData: defineEndpoint({
    method: 'GET',
    path: '/customer/master-data',
    access: { permission: 'VWS_Select' },
    tag,
    summary: 'Master data of the selected customer',
    response: masterDataResponseSchema,
  }),
  masterDataEdit: defineEndpoint({
    method: 'PUT',
    path: '/customer/master-data-edit',
    access: { permission: 'VWS_MasterData_Edit' },
    tag,
    summary: 'Change the master data of the selected customer',
    body: masterDataEditBodySchema,
    response: masterDataResponseSchema,
  }),
  customerEdit: defineEndpoint({
    method: 'PUT',
    path: '/meta/customer-edit',
    access: { permission: 'VWS_MasterData_Edit' },
    tag,
    summary: 'Rename the customer',
    body: customerEditBodySchema,
    response: customerEditResponseSchema,
  }),
  /** Names only (spec §3 user list entries): what pickers of any member need, e.g. the VVT's PO. */
  users: defineEndpoint({
    method: 'GET',
    path: '/meta/customer/users',
    access: { permission: 'VWS_Select' },
    tag,
    summary: "The customer's users who hold the permission through their roles in it or their profile",
    query: customerUsersQuerySchema,
    response: customerUsersResponseSchema,
  }),
  usersRoles: defineEndpoint({
    method: 'GET',
    path: '/meta/customer/users-roles',
    access: MANAGE_ROLES,
    tag,
    summary: "The customer's users with their roles",
    response: usersRolesResponseSchema,
  }),
  usersRolesAdd: defineEndpoint({
    method: 'POST',
    path: '/meta/customer/users-roles/add',
    access: MANAGE_ROLES,
    tag,
    summary: 'Give a member a role',
    body: addUserRoleBodySchema,
    response: okSchema,
  }),
  usersRolesDelete: defineEndpoint({
    method: 'DELETE',
    path: '/meta/customer/users-roles/delete',
    access: MANAGE_ROLES,
    tag,
    summary: 'Take a role from a member (Mitglied: remove from the customer); 409 names the force flag needed',
    query: deleteUserRoleQuerySchema,
    response: deleteUserRoleResponseSchema,
  }),
  addDataProtectionOfficerRole: defineEndpoint({
    method: 'POST',
    path: '/meta/customer/users-roles/addDataProtectionOfficerRole',
    access: MANAGE_ROLES,
    tag,
    summary: 'The caller takes the data protection officer role in the customer',
    body: addDpoRoleBodySchema,
    response: okSchema,
  }),
  userAdd: defineEndpoint({
    method: 'POST',
    path: '/meta/customer/user/add',
    access: MANAGE_ROLES,
    tag,
    summary: 'Add a user to the customer',
    body: addUserBodySchema,
    response: addUserResponseSchema,
  }),
  invitations: defineEndpoint({
    method: 'GET',
    path: '/meta/customer/user-invitations',
    access: INVITE,
    tag,
    summary: 'Open invitations of the customer',
    response: invitationsResponseSchema,
  }),
  inviteUser: defineEndpoint({
    method: 'POST',
    path: '/meta/customer/invite-user',
    access: INVITE,
    tag,
    summary: 'Invite a person by e-mail; an open invitation of that address is renewed (resend)',
    body: inviteUserBodySchema,
    response: inviteUserResponseSchema,
  }),
  deleteInvitation: defineEndpoint({
    method: 'POST',
    path: '/meta/customer/delete-user-invitation',
    access: INVITE,
    tag,
    summary: 'Withdraw an open invitation',
    body: deleteInvitationBodySchema,
    response: okSchema,
  }),
  /** The browser downloads it (downloadFile), streamed; an .xlsx with Content-Disposition. */
  dataExport: defineEndpoint({
    method: 'GET',
    path: '/customer/data-export',
    access: EXPORT,
    tag,
    summary: 'Everything the customer stored, as an Excel workbook (one sheet per kind), streamed',
    query: dataExportQuerySchema,
    response: 'file',
  }),
  dataExportInfo: defineEndpoint({
    method: 'GET',
    path: '/customer/data-export-info',
    access: EXPORT,
    tag,
    summary: 'When the data was last exported',
    response: dataExportInfoResponseSchema,
  }),
} as const;
