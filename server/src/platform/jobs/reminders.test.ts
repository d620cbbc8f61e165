import { sql } from 'kysely';
import { aufgabenResponseSchema } from '@vws/shared/contract/aufgaben';
import { createTestApp, type TestApp } from '../../../test/app';
import type { MailMessage } from '../../email/mailer';
import { nextDailyRun, sendReminders, type ReminderServices } from './reminders';

let t: TestApp;
let services: ReminderServices;
let muster: { customer_uid: string; schema_name: string; cluster_dsn: string | null };

beforeAll(async () => {
  t = await createTestApp();
  const { db, tenants, modules, mailer } = t.app.platform;
  services = { db, tenants, modules, mailer, log: t.app.log, publicUrl: 'https://portal.example', reminderHour: 6 };
  muster = await t.db
    .selectFrom('meta.customers')
    .select(['customer_uid', 'schema_name', 'cluster_dsn'])
    .where('name', '=', 'Muster GmbH')
    .executeTakeFirstOrThrow();
});
afterAll(() => t.close());

const mailsTo = (email: string, from = 0) => t.mails.slice(from).filter((m) => m.to === email);
const overdueResubmissions = () =>
  t.tenants.withTenant(muster, (db) =>
    db
      .selectFrom('datenweitergaben_datenweitergaben')
      .select(['ID', 'Firma_Empfaenger'])
      .where('Wiedervorlagedatum', '<', sql<string>`current_date`)
      .where('ID_Vertragsstatus', 'not in', [4, 9])
      .orderBy('ID')
      .execute(),
  );

describe('reminder digest', () => {
  it('mails the DPO one German digest naming each overdue resubmission with its link, overdue first', async () => {
    const overdue = await overdueResubmissions();
    expect(overdue.length).toBeGreaterThan(0); // the demo data has some relative to today
    await sendReminders(services, ['daily', 'immediate']);
    const [mail, ...more] = mailsTo('dsb@example.com');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toMatch(/^VWS-Datenschutzportal: \d+ Aufgaben fällig$/);
    expect(mail!.text).toMatch(/^Guten Tag Dana Schulz,/);
    for (const { ID, Firma_Empfaenger } of overdue) {
      const line = mail!.text.split('\n').find((l) => l.includes(`Wiedervorlage einer Datenweitergabe: ${Firma_Empfaenger} (Muster GmbH)`));
      expect(line).toMatch(/fällig am \d\d\.\d\d\.\d{4} – überfällig$/);
      expect(mail!.text).toContain(`https://portal.example/datenweitergabe?cuid=${muster.customer_uid}&datenweitergabeId=${ID}`);
    }
    const lines = mail!.text.split('\n').filter((l) => l.startsWith('- '));
    const firstNotOverdue = lines.findIndex((l) => !l.endsWith('überfällig'));
    if (firstNotOverdue >= 0) expect(lines.slice(firstNotOverdue).some((l) => l.endsWith('überfällig'))).toBe(false);
    expect(mail!.text).toContain('https://portal.example/aufgaben');
    expect(mail!.text).toContain('https://portal.example/userprofile');
    // Who gets what: the reader edits no transfers and reviews nothing.
    expect(mailsTo('leser@example.com')).toHaveLength(0);
  });

  it('never mails the same item twice: a second run sends nothing, a moved due date reminds again', async () => {
    const before = t.mails.length;
    expect(await sendReminders(services, ['daily', 'immediate'])).toEqual({ mailed: 0, items: 0 });
    expect(t.mails.length).toBe(before);
    const [moved] = await overdueResubmissions();
    await t.tenants.withTenant(muster, (db) =>
      db
        .updateTable('datenweitergaben_datenweitergaben')
        .set({ Wiedervorlagedatum: sql`current_date - 40` })
        .where('ID', '=', moved!.ID)
        .execute(),
    );
    await sendReminders(services, ['daily']);
    const [mail, ...more] = mailsTo('dsb@example.com', before);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('VWS-Datenschutzportal: 1 Aufgabe fällig');
    expect(mail!.text).toContain(moved!.Firma_Empfaenger);
  });

  it('writes no sent-reminder when the mail fails, so the retry sends it', async () => {
    await t.db.deleteFrom('meta.sent_reminders').execute();
    const failing = { ...services, mailer: { send: async () => Promise.reject(new Error('SMTP down')) } };
    await expect(sendReminders(failing, ['daily'])).rejects.toThrow('SMTP down');
    expect(
      await t.db
        .selectFrom('meta.sent_reminders')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual({ n: 0 });
    const sent: MailMessage[] = [];
    await sendReminders({ ...services, mailer: { send: async (m) => void sent.push(m) } }, ['daily']);
    expect(sent.map((m) => m.to)).toContain('dsb@example.com');
  });

  it('follows the profile setting: off mails nothing, immediately mails in the chosen language', async () => {
    await t.db.deleteFrom('meta.sent_reminders').execute();
    const bearbeiter = await t.as('bearbeiter@example.com');
    expect((await bearbeiter.get('/api/meta/userprofile/reminders')).json()).toEqual({ mode: 'daily', language: 'de' });
    expect((await bearbeiter.put('/api/meta/userprofile/reminders', { mode: 'weekly', language: 'de' })).statusCode).toBe(400);
    expect((await bearbeiter.put('/api/meta/userprofile/reminders', { mode: 'off', language: 'de' })).json()).toEqual({ mode: 'off', language: 'de' });
    const before = t.mails.length;
    await sendReminders(services, ['daily', 'immediate']);
    expect(mailsTo('bearbeiter@example.com', before)).toHaveLength(0);
    expect(mailsTo('dsb@example.com', before)).toHaveLength(1);

    await bearbeiter.put('/api/meta/userprofile/reminders', { mode: 'immediate', language: 'en' });
    expect((await bearbeiter.get('/api/meta/userprofile/reminders')).json()).toEqual({ mode: 'immediate', language: 'en' });
    await sendReminders(services, ['immediate']);
    const [mail] = mailsTo('bearbeiter@example.com', before);
    expect(mail!.subject).toMatch(/^VWS privacy portal: \d+ tasks due$/);
    expect(mail!.text).toContain('Resubmission of a data transfer: ');
    expect(mail!.text).toMatch(/due on \d{1,2} \w{3} \d{4} – overdue/);
  });

  it('runs daily at REMINDER_HOUR in UTC', () => {
    expect(nextDailyRun(new Date('2026-11-25T05:59:00Z'), 6)).toEqual(new Date('2026-11-25T06:00:00Z'));
    expect(nextDailyRun(new Date('2026-11-25T06:00:00Z'), 6)).toEqual(new Date('2026-11-26T06:00:00Z'));
  });
});

describe('GET /common/aufgaben', () => {
  it("lists the user's due items across his customers, overdue first, each with its link", async () => {
    const res = await (await t.as('multi@example.com')).get('/api/common/aufgaben');
    expect(res.statusCode).toBe(200);
    const { aufgaben } = aufgabenResponseSchema.parse(res.json());
    const overdue = await overdueResubmissions();
    expect(aufgaben.filter((a) => a.kind === 'datenweitergaben.wiedervorlage' && a.overdue).map((a) => a.query.datenweitergabeId)).toEqual(
      expect.arrayContaining(overdue.map((o) => String(o.ID))),
    );
    const flags = aufgaben.map((a) => a.overdue);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    // multi is DSB in Muster GmbH only; as reader in Beispiel AG he gets nothing there.
    expect(new Set(aufgaben.map((a) => a.customerName))).toEqual(new Set(['Muster GmbH']));
    const item = aufgaben.find((a) => a.kind === 'datenweitergaben.wiedervorlage')!;
    expect(item).toMatchObject({ route: '/datenweitergabe', customerUid: muster.customer_uid, label: { de: 'Wiedervorlage einer Datenweitergabe' } });
  });

  it('fills route parameters of a record waiting for the DPO, and gives readers nothing', async () => {
    const ready = await t.tenants.withTenant(muster, (db) =>
      db
        .updateTable('vvt_verarbeitungen')
        .set({ isBereitZurPruefungDSB: true, PruefungDSB_angefordert_am: new Date() })
        .where('SDM_Ebene_Nr', '=', 2)
        .returning(['ID'])
        .executeTakeFirstOrThrow(),
    );
    const { aufgaben } = (await (await t.as('dsb@example.com')).get('/api/common/aufgaben')).json() as {
      aufgaben: { kind: string; route: string; query: object }[];
    };
    expect(aufgaben).toContainEqual(expect.objectContaining({ kind: 'vvt.pruefungDsb', route: '/vvt-detail/2', query: { IdVerarbeitung: String(ready.ID) } }));
    expect((await (await t.as('leser@example.com')).get('/api/common/aufgaben')).json()).toEqual({ aufgaben: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/common/aufgaben' })).statusCode).toBe(401);
  });
});
