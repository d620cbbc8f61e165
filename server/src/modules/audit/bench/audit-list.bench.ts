/**
 * Audit list at 10,000 questions (DESIGN.md §10): server time of GET /api/audit/auditfragen via
 * app.inject against the floor (the same SQL plus JSON.stringify in the same process).
 *
 *   cd server && npx tsx src/modules/audit/bench/audit-list.bench.ts [questions] [rounds]
 *
 * Runs on a fresh PGlite copy of the demo template (or PostgreSQL with TEST_DATABASE_URL).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { AUDIT_FREITEXT_KEY } from '@vws/shared/contract/audit';
import { createTestApp } from '../../../../test/app';
import { stats, timed } from '../../../../test/bench';
import { fillQuestions } from '../../../../test/bench/fill-questions';
import { loadFreitext } from '../../../platform/kit/freitext';
import { auditListJson } from '../queries/list';
import type { AuditDb } from '../tables';
import { listEnvelope } from '../routes/serialize';

const QUESTIONS = Number(process.argv[2] ?? 10_000);
const ROUNDS = Number(process.argv[3] ?? 40);
const WARMUP = 5;

const time = (fn: () => Promise<unknown>) => timed(fn, { warmup: WARMUP, rounds: ROUNDS });

async function timePair(a: () => Promise<unknown>, b: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) {
    await a();
    await b();
  }
  const route: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    let start = performance.now();
    await a();
    route.push(performance.now() - start);
    start = performance.now();
    await b();
    floor.push(performance.now() - start);
  }
  return { route, floor };
}

async function main() {
  const t = await createTestApp({ checkResponses: false });
  try {
    const location = await t.db
      .selectFrom('meta.customers')
      .select(['customer_uid', 'cluster_dsn', 'schema_name'])
      .where('name', '=', 'Muster GmbH')
      .executeTakeFirstOrThrow();

    const setupStart = performance.now();
    await fillQuestions(t, location, QUESTIONS);
    console.log(`${QUESTIONS} questions created in ${(performance.now() - setupStart).toFixed(0)} ms`);

    const dsb = await t.as('dsb@example.com');
    const url = `/api/audit/auditfragen?customer_uid=${location.customer_uid}`;
    let bytes = 0;
    const callRoute = async () => {
      const res = await t.app.inject({ method: 'GET', url, headers: dsb.session.headers });
      if (res.statusCode !== 200) throw new Error(`route answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      bytes = res.rawPayload.length;
    };
    // The route's SQL (json_agg builds the JSON text) plus serialising the envelope.
    const callFloor = () =>
      t.tenants.withTenant(location as never, async (tx) => {
        const db = tx as unknown as AuditDb;
        return listEnvelope('auditfragen', await auditListJson(db), await loadFreitext(db, AUDIT_FREITEXT_KEY));
      });
    // Interleaved, so that warm-up, garbage collection and machine load hit both alike.
    // Warm: the list is unchanged since the last call (the route answers from its cache after
    // reading the list version). Cold: a write before every call, so each call rebuilds the list.
    const { route, floor } = await timePair(callRoute, callFloor);
    const touch = () =>
      t.tenants.withTenant(location as never, (db) =>
        db
          .updateTable('audit_fragen')
          .set({ Sortierung: sql`"Sortierung"` })
          .where('ID', '=', sql`(select min("ID") from audit_fragen)`)
          .execute(),
      );
    const cold: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      await touch();
      const start = performance.now();
      await callRoute();
      cold.push(performance.now() - start);
    }
    // A user saving through the API and coming back to the list a moment later: the write route
    // rebuilds the list in the background after answering.
    const blocks = (
      await t.app.inject({ method: 'GET', url: `/api/audit/auditfragen-themenbloecke?customer_uid=${location.customer_uid}`, headers: dsb.session.headers })
    ).json().themenbloecke as { ID: number; Name: string }[];
    const afterApiWrite: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/auditedit/themenbloecke?customer_uid=${location.customer_uid}`,
        headers: { ...dsb.session.headers, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        payload: { themenbloecke: [{ ID: blocks[0].ID, Name: `${blocks[0].Name} (${i % 2})`, isModified: true }] },
      });
      if (res.statusCode !== 200) throw new Error(`rename answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const start = performance.now();
      await callRoute();
      afterApiWrite.push(performance.now() - start);
    }
    const gzipped = await time(() => t.app.inject({ method: 'GET', url, headers: { ...dsb.session.headers, 'accept-encoding': 'gzip' } }));

    // What every audit call pays before its own query: authentication, customer and permission checks.
    const statusUrl = `/api/audit/auditfragen-status?customer_uid=${location.customer_uid}`;
    const overhead = await time(() => t.app.inject({ method: 'GET', url: statusUrl, headers: dsb.session.headers }));

    const r = stats(route);
    const f = stats(floor);
    const fmt = (n: number) => `${n.toFixed(1)} ms`;
    console.log(`database: ${t.config.databaseUrl ? 'postgres' : 'pglite'}, rounds: ${ROUNDS}, response: ${(bytes / 1024).toFixed(0)} KiB`);
    const c = stats(cold);
    const g = stats(gzipped);
    console.log(`route, unchanged list (warm)  median ${fmt(r.median)}  p95 ${fmt(r.p95)}  min ${fmt(r.min)}`);
    console.log(`route, after a write (cold)   median ${fmt(c.median)}  p95 ${fmt(c.p95)}  min ${fmt(c.min)}`);
    const a = stats(afterApiWrite);
    console.log(`route, 300 ms after an API write median ${fmt(a.median)}  p95 ${fmt(a.p95)}  min ${fmt(a.min)}`);
    console.log(`route, warm, gzip on the wire median ${fmt(g.median)}  p95 ${fmt(g.p95)}`);
    console.log(`floor (same SQL + JSON)       median ${fmt(f.median)}  p95 ${fmt(f.p95)}  min ${fmt(f.min)}`);
    console.log(`auth+tenant overhead of a trivial audit call: median ${fmt(stats(overhead).median)}`);
    console.log(`ratio route/floor (median): warm ${(r.median / f.median).toFixed(2)}, cold ${(c.median / f.median).toFixed(2)}  (budget 1.5)`);
  } finally {
    await t.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
