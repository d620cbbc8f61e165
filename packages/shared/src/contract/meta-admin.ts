import { z } from 'zod';
import { emailField as email, personNameField as personName } from './people';
import { okSchema } from './common';
import { queryInt, requiredText, singleLineText } from './text';

/**
 * The meta administration (/meta-admin/*, each with its META_ permission of spec §6): customers
 * with their cluster and migration state, creating a customer with its first DSB, users across
 * customers, roles with their permissions, invitations across customers. React-free.
 */

export const adminCustomerSchema = z.object({
  customer_uid: z.string(),
  name: z.string(),
  /** The cluster without credentials; '' = the main database. */
  cluster: z.string(),
  schema_name: z.string(),
  is_template_source: z.boolean(),
  members: z.number().int(),
  /** 'current', 'pending' (migrations not yet applied) or 'unavailable' (cluster unreachable). */
  migrationState: z.enum(['current', 'pending', 'unavailable']),
  pendingMigrations: z.array(z.string()),
  /** Whether the caller may rename it (PUT /meta/customer-edit: a member with VWS_MasterData_Edit there). */
  mayRename: z.boolean(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** GET /meta-admin/customers (META_Admin_Module_Access) */
export const adminCustomersResponseSchema = z.object({ customers: z.array(adminCustomerSchema), clusters: z.array(z.string()) });
export type AdminCustomersResponse = z.infer<typeof adminCustomersResponseSchema>;

/** POST /meta-admin/customer-create (META_VWS_Create): the customer database and its first DSB. */
export const createCustomerBodySchema = z.object({
  name: requiredText(200),
  /** '' = the main database; else a postgres:// connection string of one of the known clusters or a new one. */
  cluster: singleLineText(500)
    .refine((v) => v === '' || /^postgres(ql)?:\/\/\S+$/.test(v), 'invalidCluster')
    .default(''),
  dsb: z.object({ email, firstname: personName, lastname: personName }),
});
export type CreateCustomerBody = z.input<typeof createCustomerBodySchema>;
export const createCustomerResponseSchema = z.object({ customer_uid: z.string(), name: z.string(), dsbUserUid: z.string(), applied: z.array(z.string()) });
export type CreateCustomerResponse = z.infer<typeof createCustomerResponseSchema>;

/**
 * POST /meta-admin/migrate-databases?customer_uid=: a customer_uid limits the run to that customer;
 * empty or absent = all (the portal's base query sends the selected customer unless the call names one).
 */
export const migrateQuerySchema = z.object({ customer_uid: z.union([z.literal(''), z.uuid()]).optional() });
/** POST /meta-admin/migrate-databases: the result per customer. */
export const migrationResultSchema = z.object({ customer_uid: z.string(), name: z.string(), applied: z.array(z.string()), error: z.string().optional() });
export const migrateResponseSchema = z.object({ meta: z.array(z.string()), results: z.array(migrationResultSchema) });
export type MigrateResponse = z.infer<typeof migrateResponseSchema>;

export const adminUserSchema = z.object({
  user_uid: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  is_active: z.boolean(),
  has_password: z.boolean(),
  profilePermissions: z.array(z.string()),
  customers: z.array(z.object({ customer_uid: z.string(), name: z.string(), roles: z.array(z.string()) })),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /meta-admin/users?search (META_Manage_Users): name or e-mail, case-insensitive; at most `limit`. */
export const adminUsersQuerySchema = z.object({ search: singleLineText(200).default(''), limit: queryInt(1, 500).default(100) });
export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema), total: z.number().int() });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** POST /meta-admin/user-create */
export const adminCreateUserBodySchema = z.object({ email, firstname: personName, lastname: personName, sendPasswordLink: z.boolean().default(true) });
export type AdminCreateUserBody = z.input<typeof adminCreateUserBodySchema>;
export const adminCreateUserResponseSchema = z.object({ user_uid: z.string() });

/** POST /meta-admin/user-lock: locked = true locks the account (and ends its sessions), false unlocks it. */
export const adminLockUserBodySchema = z.object({ user_uid: z.uuid(), locked: z.boolean() });
/** POST /meta-admin/user-password-link: e-mails a link to set a new password. */
export const adminUserRefBodySchema = z.object({ user_uid: z.uuid() });
export const adminOkSchema = okSchema;

export const adminRoleSchema = z.object({ id: z.number().int(), name: z.string(), permissions: z.array(z.string()) });
/** GET /meta-admin/roles (read-only) */
export const adminRolesResponseSchema = z.object({ roles: z.array(adminRoleSchema) });
export type AdminRolesResponse = z.infer<typeof adminRolesResponseSchema>;

export const adminInvitationSchema = z.object({
  invitation_uid: z.string(),
  customer_uid: z.string(),
  customerName: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  /** 'open', 'accepted' or 'expired'. */
  state: z.enum(['open', 'accepted', 'expired']),
});
export type AdminInvitation = z.infer<typeof adminInvitationSchema>;
/** GET /meta-admin/invitations (META_Manage_Users): across customers, newest first. */
export const adminInvitationsResponseSchema = z.object({ invitations: z.array(adminInvitationSchema) });
export type AdminInvitationsResponse = z.infer<typeof adminInvitationsResponseSchema>;
