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
  /** More roles granted on acceptance (POST /meta/customer/user/add). */
  roleIds?: readonly number[];
  invitedBy: string;
}

/**
 * Stores an invitation (only the token's hash) and e-mails the onboarding link
 * /customer-user-onboarding?email=&token=. A person without an account sets a password there
 * (POST /auth/reset-password) and becomes a member of the customer; an existing account is only
 * added to the customer (POST /auth/accept-invitation) and keeps its password.
 */
export async function createInvitation(db: Db, mailer: Mailer, publicUrl: string, input: NewInvitation): Promise<{ invitationUid: string }> {
  const email = input.email.trim().toLowerCase();
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 3600 * 1000);
  const { invitation_uid } = await db
    .insertInto('meta.invitations')
    .values({
      customer_uid: input.customerUid,
      email,
      firstname: input.firstname ?? '',
      lastname: input.lastname ?? '',
      role_id: input.roleId ?? null,
      role_ids: [...(input.roleIds ?? [])],
      token_hash: hashToken(token),
      invited_by: input.invitedBy,
      expires_at: expiresAt,
    })
    .returning('invitation_uid')
    .executeTakeFirstOrThrow();
  const [inviter, roles] = await Promise.all([
    db.selectFrom('meta.users').select(['firstname', 'lastname', 'email']).where('user_uid', '=', input.invitedBy).executeTakeFirst(),
    db
      .selectFrom('meta.roles')
      .select('name')
      .where('id', 'in', [MEMBER_ROLE_ID, input.roleId ?? MEMBER_ROLE_ID])
      .orderBy('id')
      .execute(),
  ]);
  await mailer.send(
    invitationMail(email, onboardingLink(publicUrl, email, token), {
      customerName: input.customerName,
      inviter: inviter ? `${inviter.firstname} ${inviter.lastname}`.trim() || inviter.email : '',
      roles: roles.map((r) => r.name),
      expiresAt,
    }),
  );
  return { invitationUid: invitation_uid };
}

/** The open (not accepted, not expired) invitation of that address with that token. */
function openInvitation(db: Db, email: string, token: string) {
  return db
    .selectFrom('meta.invitations as i')
    .innerJoin('meta.customers as c', 'c.customer_uid', 'i.customer_uid')
    .select(['i.invitation_uid', 'i.customer_uid', 'i.firstname', 'i.lastname', 'i.role_id', 'i.role_ids', 'c.name as customer_name'])
    .where('i.token_hash', '=', hashToken(token))
    .where('i.email', '=', email)
    .where('i.accepted_at', 'is', null)
    .where((eb) => eb.or([eb('i.expires_at', 'is', null), eb('i.expires_at', '>', new Date())]));
}

/**
 * An account "exists" for an invitation when it has a password or is locked: then acceptance
 * only adds the memberships and never sets a password (that would bypass
 * USER_DENY_Password_Reset and the current password). An active account without a password yet
 * (created by an administrator, welcome link unused) sets its first password on acceptance.
 */
function existingAccount(db: Db, email: string) {
  return db
    .selectFrom('meta.users')
    .select('user_uid')
    .where('email', '=', email)
    .where((eb) => eb.or([eb('password_hash', 'is not', null), eb('is_active', '=', false)]));
}

export interface InvitationStatus {
  customerName: string;
  /** True: acceptance adds the existing account to the customer, no password is asked for. */
  accountExists: boolean;
}

/** What the onboarding page needs to know of an open invitation; undefined for an invalid token. */
export async function invitationStatus(db: Db, email: string, token: string): Promise<InvitationStatus | undefined> {
  const invitation = await openInvitation(db, email, token).executeTakeFirst();
  if (!invitation) return undefined;
  const account = await existingAccount(db, email).executeTakeFirst();
  return { customerName: invitation.customer_name, accountExists: !!account };
}

export type AcceptOutcome =
  | { outcome: 'invalidToken' }
  /** A password was given, but the address has an account: nothing changed, the token stays open. */
  | { outcome: 'accountExists' }
  /** No password was given, but the address has no account yet: nothing changed. */
  | { outcome: 'passwordRequired' }
  | { outcome: 'accepted'; userUid: string; customerUid: string; customerName: string; passwordSet: boolean };

/**
 * Accepts an open invitation with its token (one use; the e-mail must be the invited one, spec
 * §5) and closes it. With passwordHash: creates the account of a new address (or gives an
 * active account without password its first one). Without: adds an existing account to the
 * customer, leaving its password and sessions alone. The memberships are Mitglied plus the
 * invited role. Run it in a transaction (the invitation row is locked).
 */
export async function acceptInvitation(trx: Db, email: string, token: string, passwordHash: string | null): Promise<AcceptOutcome> {
  const invitation = await openInvitation(trx, email, token).forUpdate('i').executeTakeFirst();
  if (!invitation) return { outcome: 'invalidToken' };
  const account = await existingAccount(trx, email).forUpdate().executeTakeFirst();
  let userUid: string;
  if (account) {
    if (passwordHash !== null) return { outcome: 'accountExists' };
    userUid = account.user_uid;
  } else {
    if (passwordHash === null) return { outcome: 'passwordRequired' };
    const now = new Date();
    const created = await trx
      .insertInto('meta.users')
      .values({ email, firstname: invitation.firstname, lastname: invitation.lastname, password_hash: passwordHash, password_changed_at: now })
      // Only an active account without a password takes one (a concurrent first acceptance wins).
      .onConflict((oc) =>
        oc
          .column('email')
          .doUpdateSet({ password_hash: passwordHash, password_changed_at: now })
          .where('meta.users.password_hash', 'is', null)
          .where('meta.users.is_active', '=', true),
      )
      .returning('user_uid')
      .executeTakeFirst();
    if (!created) return { outcome: 'accountExists' };
    userUid = created.user_uid;
  }
  const roleIds = [...new Set([MEMBER_ROLE_ID, ...(invitation.role_id ? [invitation.role_id] : []), ...invitation.role_ids])];
  await trx
    .insertInto('meta.memberships')
    .values(roleIds.map((role_id) => ({ user_uid: userUid, customer_uid: invitation.customer_uid, role_id })))
    .onConflict((oc) => oc.columns(['user_uid', 'customer_uid', 'role_id']).doNothing())
    .execute();
  await trx.updateTable('meta.invitations').set({ accepted_at: new Date() }).where('invitation_uid', '=', invitation.invitation_uid).execute();
  return { outcome: 'accepted', userUid, customerUid: invitation.customer_uid, customerName: invitation.customer_name, passwordSet: !account };
}
