import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MetaDatabase, ReminderMode } from '../../db/schema';
import type { TenantDatabases } from '../../db/tenants';
import { reminderDigestMail } from '../../email/reminder-digest';
import type { Mailer } from '../../email/mailer';
import type { ServerModule } from '../module';
import { collectDueItems } from './collect';
import type { JobHandler } from './runner';

export const DIGEST_JOB = 'reminders.digest';
export const IMMEDIATE_JOB = 'reminders.immediate';
/** How often users with "immediately" are looked after. */
export const IMMEDIATE_EVERY_MINUTES = 15;

export interface ReminderServices {
  db: Kysely<MetaDatabase>;
  tenants: TenantDatabases;
  modules: readonly ServerModule[];
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  reminderHour: number;
}

/** The next `hour`:00 UTC after `now`. */
export function nextDailyRun(now: Date, hour: number): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * Mails each user whose setting is one of `modes` the due items not yet mailed to him, as one message
 * in his language. The sent-reminder rows are written in the transaction that sends the mail: a failed
 * send writes none (the job is retried), and a second run, start or process finds them and sends nothing.
 */
export async function sendReminders(services: ReminderServices, modes: readonly ReminderMode[]): Promise<{ mailed: number; items: number }> {
  const users = await services.db
    .selectFrom('meta.users as u')
    .leftJoin('meta.reminder_settings as s', 's.user_uid', 'u.user_uid')
    .select(['u.user_uid', 'u.email', 'u.firstname', 'u.lastname', 's.mode', 's.language'])
    .where('u.is_active', '=', true)
    .execute();
  const recipients = users.filter((u) => modes.includes(u.mode ?? 'daily'));
  const due = await collectDueItems(
    services,
    recipients.map((u) => u.user_uid),
  );
  let mailed = 0;
  let items = 0;
  for (const user of recipients) {
    const all = due.get(user.user_uid) ?? [];
    if (all.length === 0) continue;
    await services.db.transaction().execute(async (trx) => {
      const fresh = await trx
        .insertInto('meta.sent_reminders')
        .values(all.map((i) => ({ user_uid: user.user_uid, customer_uid: i.customerUid, kind: i.kind, record_id: i.recordId, due_date: i.due })))
        .onConflict((oc) => oc.doNothing())
        .returning(['customer_uid', 'kind', 'record_id'])
        .execute();
      if (fresh.length === 0) return;
      const isFresh = new Set(fresh.map((f) => `${f.customer_uid} ${f.kind} ${f.record_id}`));
      const news = all.filter((i) => isFresh.has(`${i.customerUid} ${i.kind} ${i.recordId}`));
      const name = `${user.firstname} ${user.lastname}`.trim();
      await services.mailer.send(
        reminderDigestMail({ to: user.email, name, language: user.language ?? 'de', items: news, openCount: all.length, publicUrl: services.publicUrl }),
      );
      mailed += 1;
      items += news.length;
    });
  }
  services.log.info({ modes, mailed, items }, 'reminders sent');
  return { mailed, items };
}

/** The two recurring reminder jobs: the digest daily at REMINDER_HOUR (and at every start), "immediately" every 15 minutes. */
export function reminderJobs(services: ReminderServices): JobHandler[] {
  return [
    {
      kind: DIGEST_JOB,
      run: async () => void (await sendReminders(services, ['daily', 'immediate'])),
      next: (now) => nextDailyRun(now, services.reminderHour),
    },
    {
      kind: IMMEDIATE_JOB,
      run: async () => void (await sendReminders(services, ['immediate'])),
      next: (now) => new Date(now.getTime() + IMMEDIATE_EVERY_MINUTES * 60_000),
    },
  ];
}
