import type { Invitation } from '@vws/shared/contract/meta-customer';
import { sql } from 'kysely';
import { createInvitation, type NewInvitation } from '../../../auth/invitations';
import type { Mailer } from '../../../email/mailer';
import type { MetaDb } from './users.store';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Open (not accepted, not expired) invitations of the customer, newest first. */
export async function listOpenInvitations(db: MetaDb, customerUid: string): Promise<Invitation[]> {
  const rows = await db
    .selectFrom('meta.invitations as i')
    .leftJoin('meta.users as u', 'u.user_uid', 'i.invited_by')
    .select([
      'i.invitation_uid',
      'i.email',
      'i.firstname',
      'i.lastname',
      'i.role_id',
      'i.created_at',
      'i.expires_at',
      'u.firstname as by_first',
      'u.lastname as by_last',
    ])
    .where('i.customer_uid', '=', customerUid)
    .where('i.accepted_at', 'is', null)
    .where((eb) => eb.or([eb('i.expires_at', 'is', null), eb('i.expires_at', '>', new Date())]))
    .orderBy('i.created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    invitation_uid: r.invitation_uid,
    email: r.email,
    firstname: r.firstname,
    lastname: r.lastname,
    role_id: r.role_id,
    created_at: iso(r.created_at) ?? '',
    expires_at: iso(r.expires_at),
    invited_by: [r.by_first, r.by_last].filter(Boolean).join(' '),
  }));
}

/**
 * Sends a (renewed) invitation: withdraws the open one of that address in the customer and stores
 * the new one. Parallel invitations of one address wait for each other (advisory lock), so each
 * renews the previous; the partial unique index invitations_open_unique (one open invitation per
 * customer and address) is the guarantee behind it. Run in a transaction.
 */
export async function renewInvitation(trx: MetaDb, mailer: Mailer, publicUrl: string, input: NewInvitation): Promise<{ invitationUid: string }> {
  const email = input.email.trim().toLowerCase();
  await sql`select pg_advisory_xact_lock(hashtextextended(${`meta.invitations:${input.customerUid}:${email}`}, 0))`.execute(trx);
  await withdrawOpenInvitations(trx, input.customerUid, email);
  return createInvitation(trx, mailer, publicUrl, { ...input, email });
}

/** Withdraws the open invitations of an address in the customer (before a renewed one is sent). */
async function withdrawOpenInvitations(db: MetaDb, customerUid: string, email: string): Promise<void> {
  await db.deleteFrom('meta.invitations').where('customer_uid', '=', customerUid).where('email', '=', email).where('accepted_at', 'is', null).execute();
}
