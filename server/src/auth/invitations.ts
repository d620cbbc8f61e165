import type { Kysely } from 'kysely';
import { MEMBER_ROLE_ID } from '@vws/shared/permissions';
import type { MetaDatabase } from '../db/schema';
import type { Mailer } from '../email/mailer';
import { invitationMail } from '../email/templates';
import { hashToken, newOpaqueToken } from './tokens';

type Db = Kysely<MetaDatabase>;

export const INVITATION_DAYS = 14;

export function onboardingLink(publicUrl: string, email: string, token: string): string {
  return `${publicUrl}/customer-user-onboarding?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
}

export interface NewInvitation {
  customerUid: string;
  customerName: string;
  email: string;
  firstname?: string;
  lastname?: string;
  /** Role granted on acceptance besides Mitglied. */
  roleId?: number | null;
  invitedBy: string;
}

/**
 * Stores an invitation (only the token's hash) and e-mails the onboarding link
 * /customer-user-onboarding?email=&token=; the invited person sets a password there through
 * POST /auth/reset-password and becomes a member of the customer.
 */
export async function createInvitation(db: Db, mailer: Mailer, publicUrl: string, input: NewInvitation): Promise<{ invitationUid: string }> {
  const email = input.email.trim().toLowerCase();
  const token = newOpaqueToken();
  const { invitation_uid } = await db
    .insertInto('meta.invitations')
    .values({
      customer_uid: input.customerUid,
      email,
      firstname: input.firstname ?? '',
      lastname: input.lastname ?? '',
      role_id: input.roleId ?? null,
      token_hash: hashToken(token),
      invited_by: input.invitedBy,
      expires_at: new Date(Date.now() + INVITATION_DAYS * 24 * 3600 * 1000),
    })
    .returning('invitation_uid')
    .executeTakeFirstOrThrow();
  await mailer.send(invitationMail(email, onboardingLink(publicUrl, email, token), input.customerName));
  return { invitationUid: invitation_uid };
}

/**
 * Accepts an open invitation with its token: creates the account (or reuses the one of that
 * address), sets the password, adds the memberships and closes the invitation. Undefined when
 * the token does not match an open invitation of that address.
 */
export async function acceptInvitation(trx: Db, email: string, token: string, passwordHash: string): Promise<string | undefined> {
  const invitation = await trx
    .selectFrom('meta.invitations')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
    .forUpdate()
    .executeTakeFirst();
  if (!invitation) return undefined;
  const { user_uid } = await trx
    .insertInto('meta.users')
    .values({ email, firstname: invitation.firstname, lastname: invitation.lastname, password_hash: passwordHash, password_changed_at: new Date() })
    .onConflict((oc) => oc.column('email').doUpdateSet({ password_hash: passwordHash, password_changed_at: new Date() }))
    .returning('user_uid')
    .executeTakeFirstOrThrow();
  const roleIds = [...new Set([MEMBER_ROLE_ID, ...(invitation.role_id ? [invitation.role_id] : [])])];
  await trx
    .insertInto('meta.memberships')
    .values(roleIds.map((role_id) => ({ user_uid, customer_uid: invitation.customer_uid, role_id })))
    .onConflict((oc) => oc.columns(['user_uid', 'customer_uid', 'role_id']).doNothing())
    .execute();
  await trx.updateTable('meta.invitations').set({ accepted_at: new Date() }).where('invitation_uid', '=', invitation.invitation_uid).execute();
  return user_uid;
}
