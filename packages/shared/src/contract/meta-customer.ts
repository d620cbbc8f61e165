import { z } from 'zod';
import { emailField as email, optionalPersonNameField, personNameField as personName } from './people';
import { CUSTOMER_PERMISSIONS, COMPUTED_PERMISSIONS, META_PERMISSIONS, USER_DENY_FLAGS } from '../permissions/names';
import { dbId, dbIdParam, requiredText } from './text';

/**
 * The customer's users, their roles and invitations (spec §7 "Meta and customer": /meta/customer/*,
 * /meta/customer-edit). Every call carries ?customer_uid, which the endpoint contracts add
 * (customer-endpoints.ts); the query schemas here hold the other parameters. React-free, the server
 * validates with these.
 */

const ALL_PERMISSIONS = [...CUSTOMER_PERMISSIONS, ...COMPUTED_PERMISSIONS, ...META_PERMISSIONS, ...USER_DENY_FLAGS] as const;
/** A role's id in a body: a JSON number (true, [5] or "5" are refused); roleIdParam in a query string. */
const roleId = dbId;
const roleIdParam = dbIdParam;

/** A user list entry (spec §3 Other). */
export const userListEntrySchema = z.object({ user_uid: z.string(), firstname: z.string(), lastname: z.string() });
export type UserListEntry = z.infer<typeof userListEntrySchema>;

/** GET /meta/customer/users?permission=: members who hold the permission through their roles or profile. */
export const customerUsersQuerySchema = z.object({ permission: z.enum(ALL_PERMISSIONS) });
export const customerUsersResponseSchema = z.object({ userList: z.array(userListEntrySchema) });
export type CustomerUsersResponse = z.infer<typeof customerUsersResponseSchema>;

export const userRoleSchema = z.object({ id: z.number().int(), name: z.string() });
export const userWithRolesSchema = userListEntrySchema.extend({
  email: z.string(),
  is_active: z.boolean(),
  /** Whether the user has set a password (an account created without one waits for its welcome link). */
  has_password: z.boolean(),
  roles: z.array(userRoleSchema),
});
export type UserWithRoles = z.infer<typeof userWithRolesSchema>;

/** GET /meta/customer/users-roles */
export const usersRolesResponseSchema = z.object({ usersRoles: z.array(userWithRolesSchema) });
export type UsersRolesResponse = z.infer<typeof usersRolesResponseSchema>;

/** POST /meta/customer/users-roles/add */
export const addUserRoleBodySchema = z.object({ userUid: z.uuid(), roleId });
export type AddUserRoleBody = z.infer<typeof addUserRoleBodySchema>;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'true');

/** DELETE /meta/customer/users-roles/delete?userUid&roleId&forceDeleteMemberRole&forceDeletePORole */
export const deleteUserRoleQuerySchema = z.object({
  userUid: z.uuid(),
  roleId: roleIdParam,
  forceDeleteMemberRole: flag,
  forceDeletePORole: flag,
});
export type DeleteUserRoleQuery = z.input<typeof deleteUserRoleQuerySchema>;
/** removedFromCustomer: the Mitglied role went, and with it the membership. */
export const deleteUserRoleResponseSchema = z.object({ ok: z.literal(true), removedFromCustomer: z.boolean() });
export type DeleteUserRoleResponse = z.infer<typeof deleteUserRoleResponseSchema>;

/** 409 codes of the delete: which force flag the caller must confirm. */
export const ROLE_DELETE_CONFLICTS = ['memberRoleHasOtherRoles', 'poHasAssignedRecords', 'lastDataProtectionOfficer'] as const;
export type RoleDeleteConflict = (typeof ROLE_DELETE_CONFLICTS)[number];

/** POST /meta/customer/users-roles/addDataProtectionOfficerRole: the caller becomes DSB of that customer. */
export const addDpoRoleBodySchema = z.object({ customer_uid: z.uuid() });

export const userModelSchema = z.object({
  email,
  firstname: personName,
  lastname: personName,
  /** Roles besides Mitglied, which every member holds. */
  roleIds: z.array(roleId).max(20).default([]),
});
export type UserModel = z.input<typeof userModelSchema>;

/** POST /meta/customer/user/add */
export const addUserBodySchema = z.object({ userModel: userModelSchema, sendWelcomeMail: z.boolean().default(false) });
export type AddUserBody = z.input<typeof addUserBodySchema>;
export const addUserResponseSchema = z.object({ user_uid: z.string(), created: z.boolean() });

export const invitationSchema = z.object({
  invitation_uid: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role_id: z.number().int().nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  invited_by: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /meta/customer/user-invitations: the open ones. */
export const invitationsResponseSchema = z.object({ invitations: z.array(invitationSchema) });
export type InvitationsResponse = z.infer<typeof invitationsResponseSchema>;

/** POST /meta/customer/invite-user; inviting an address with an open invitation renews it (resend). */
export const inviteUserBodySchema = z.object({
  userInvitationRequest: z.object({
    email,
    firstname: optionalPersonNameField.default(''),
    lastname: optionalPersonNameField.default(''),
    role_id: roleId.nullable().default(null),
  }),
});
export type InviteUserBody = z.input<typeof inviteUserBodySchema>;
export const inviteUserResponseSchema = z.object({ invitation_uid: z.string() });

/** POST /meta/customer/delete-user-invitation */
export const deleteInvitationBodySchema = z.object({ invitation_uid: z.uuid() });

/** PUT /meta/customer-edit */
export const customerEditBodySchema = z.object({
  customerModel: z.object({ name: requiredText(200) }),
});
export type CustomerEditBody = z.input<typeof customerEditBodySchema>;
export const customerEditResponseSchema = z.object({ customer: z.object({ customer_uid: z.string(), name: z.string() }) });
