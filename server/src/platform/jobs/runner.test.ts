import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/app';
import { backoffSeconds, claimJob, enqueueJob, scheduleRecurringJob } from './queue';
import { JobRunner, type JobHandler } from './runner';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.db.deleteFrom('meta.jobs').execute());

const runner = (handlers: JobHandler[], worker = 'w1') => new JobRunner(t.db, handlers, t.app.log, { pollMs: 60_000, worker });
const job = (kind: string) => t.db.selectFrom('meta.jobs').selectAll().where('kind', '=', kind).executeTakeFirstOrThrow();
/** Makes the job due now, as if its time had come. */
const makeDue = (kind: string) =>
  t.db
    .updateTable('meta.jobs')
    .set({ run_at: sql`now() - interval '1 second'` })
    .where('kind', '=', kind)
    .execute();

describe('job queue', () => {
  it('hands a due job to one worker only, even when two ask at once', async () => {
    await enqueueJob(t.db, { kind: 'probe.once' });
    const claims = await Promise.all([claimJob(t.db, 'a', 60, ['probe.once']), claimJob(t.db, 'b', 60, ['probe.once'])]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJob(t.db, 'c', 60, ['probe.once'])).toBeUndefined();
  });

  it('runs a job once across two runners and marks it done', async () => {
    const runs: string[] = [];
    const handler = (worker: string): JobHandler => ({ kind: 'probe.count', run: async () => void runs.push(worker) });
    await enqueueJob(t.db, { kind: 'probe.count' });
    await Promise.all([runner([handler('a')], 'a').runDue(), runner([handler('b')], 'b').runDue()]);
    expect(runs).toHaveLength(1);
    expect((await job('probe.count')).state).toBe('done');
  });

  it('retries a failing job with growing back-off and gives up after its attempts', async () => {
    let calls = 0;
    const failing: JobHandler = {
      kind: 'probe.fail',
      run: async () => {
        calls += 1;
        throw new Error(`broken ${calls}`);
      },
    };
    await enqueueJob(t.db, { kind: 'probe.fail', maxAttempts: 3 });
    const r = runner([failing]);
    expect(await r.runDue()).toBe(1);
    let row = await job('probe.fail');
    expect(row).toMatchObject({ state: 'pending', attempts: 1, last_error: 'broken 1', locked_by: null });
    const wait = (row.run_at.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(backoffSeconds(1) - 5);
    expect(wait).toBeLessThanOrEqual(backoffSeconds(1));
    expect(await r.runDue()).toBe(0); // not before its back-off
    await makeDue('probe.fail');
    await r.runDue();
    row = await job('probe.fail');
    expect(row.attempts).toBe(2);
    expect((row.run_at.getTime() - Date.now()) / 1000).toBeGreaterThan(backoffSeconds(2) - 5);
    await makeDue('probe.fail');
    await r.runDue();
    expect(await job('probe.fail')).toMatchObject({ state: 'failed', attempts: 3, last_error: 'broken 3' });
    expect(calls).toBe(3);
    expect([1, 2, 3, 8, 20].map(backoffSeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });

  it('reschedules a recurring job after a run, and after its last failed attempt', async () => {
    const next = new Date(Date.now() + 3600_000);
    let fail = false;
    const recurring: JobHandler = {
      kind: 'probe.daily',
      run: async () => {
        if (fail) throw new Error('down');
      },
      next: () => next,
    };
    await scheduleRecurringJob(t.db, { key: 'probe.daily', kind: 'probe.daily', runAt: new Date(), maxAttempts: 1 });
    await runner([recurring]).runDue();
    expect(await job('probe.daily')).toMatchObject({ state: 'pending', attempts: 0, run_at: next });
    // A start moves the next run forward, never back; still one row.
    await scheduleRecurringJob(t.db, { key: 'probe.daily', kind: 'probe.daily', runAt: new Date(next.getTime() + 1000) });
    expect((await job('probe.daily')).run_at).toEqual(next);
    await scheduleRecurringJob(t.db, { key: 'probe.daily', kind: 'probe.daily', runAt: new Date() });
    fail = true;
    await runner([recurring]).runDue();
    expect(await job('probe.daily')).toMatchObject({ state: 'pending', attempts: 0, run_at: next, last_error: 'down' });
    expect(
      await t.db
        .selectFrom('meta.jobs')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual({ n: 1 });
  });

  it('survives a restart: a job left running by a dead process is taken again once its lease ran out', async () => {
    await enqueueJob(t.db, { kind: 'probe.crash' });
    const dead = await claimJob(t.db, 'dead', 600, ['probe.crash']);
    expect(dead).toBeDefined();
    const runs: number[] = [];
    const handler: JobHandler = { kind: 'probe.crash', run: async (j) => void runs.push(j.attempt) };
    expect(await runner([handler], 'restarted').runDue()).toBe(0); // the lease still holds
    await t.db
      .updateTable('meta.jobs')
      .set({ locked_until: sql`now() - interval '1 second'` })
      .where('kind', '=', 'probe.crash')
      .execute();
    expect(await runner([handler], 'restarted').runDue()).toBe(1);
    expect(runs).toEqual([2]);
    expect(await job('probe.crash')).toMatchObject({ state: 'done' });
  });

  it('leaves jobs of kinds it does not know to the processes that do', async () => {
    await enqueueJob(t.db, { kind: 'probe.other' });
    expect(await runner([{ kind: 'probe.mine', run: async () => undefined }]).runDue()).toBe(0);
    expect((await job('probe.other')).state).toBe('pending');
  });
});
