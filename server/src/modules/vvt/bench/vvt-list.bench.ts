/**
 * VVT list at 10,000 records with 28 cube cells each (DESIGN.md §10): server time of
 * GET /api/vvt/verarbeitungen over real HTTP (server time: arrival to last byte sent, the client being curl in its own process) against the floor (the same SQL plus the JSON envelope
 * in the same process), the list screen's pages (?rows=…, issue 28), and the time of a detail save
 * (record + 28 cells + 4 steps).
 *
 *   cd server && npx tsx src/modules/vvt/bench/vvt-list.bench.ts [records] [rounds]
 *
 * Runs on a fresh PGlite copy of the demo template (or PostgreSQL with TEST_DATABASE_URL).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { VVT_FREITEXT_KEY, VVT_PATHS } from '@vws/shared/contract/vvt';
import { createTestApp } from '../../../../test/app';
import { loadFreitext } from '../../../platform/kit/freitext';
import type { VvtViewer } from '../queries/access';
import { vvtListJson } from '../queries/list';
import { listEnvelope } from '../routes/serialize';
import type { VvtDb } from '../tables';
import { fillRecords } from '../../../../test/bench/fill-records';
import { serveForBench, stats, timePair, timed as timeSamples, utf8Encoder } from '../../../../test/bench';

const RECORDS = Number(process.argv[2] ?? 10_000);
const ROUNDS = Number(process.argv[3] ?? 20);
const WARMUP = 3;

const timed = (fn: () => Promise<unknown>, before?: () => Promise<unknown>) => timeSamples(fn, { warmup: WARMUP, rounds: ROUNDS, before });

async function main() {
  const t = await createTestApp({ checkResponses: false });
  try {
    const location = await t.db
      .selectFrom('meta.customers')
      .select(['customer_uid', 'cluster_dsn', 'schema_name'])
      .where('name', '=', 'Muster GmbH')
      .executeTakeFirstOrThrow();
    const { user_uid: poUid } = await t.db.selectFrom('meta.users').select('user_uid').where('email', '=', 'po@example.com').executeTakeFirstOrThrow();
    const inTenant = <T>(fn: (db: VvtDb) => Promise<T>) => t.tenants.withTenant(location as never, (db) => fn(db as unknown as VvtDb));

    const setupStart = performance.now();
    await fillRecords(t, location, RECORDS, poUid);
    console.log(`${RECORDS} records with ${RECORDS * 28} cube cells created in ${(performance.now() - setupStart).toFixed(0)} ms`);
    // Signed in after the fill: at 100,000 records it takes longer than a session lives.
    const dsb = await t.as('dsb@example.com');

    const url = (path: string, query = '') => `/api${path}?customer_uid=${location.customer_uid}${query}`;
    let bytes = 0;
    const http = await serveForBench(t.app);
    const callList = (who: typeof dsb) => async () => {
      const answer = await http.get(url(VVT_PATHS.verarbeitungen), who.session.headers);
      bytes = answer.bytes;
      return answer.serverMs;
    };
    const dsbViewer: VvtViewer = {
      userUid: dsb.session.usermodel.user_uid,
      canViewAll: true,
      canEditAll: true,
      canEditAssigned: false,
      isDefaultAssignee: true,
      mayWriteProtectedFields: true,
      mayEditMappings: true,
    };
    const { toBytes, encodeMs } = utf8Encoder();
    const floor = () => inTenant(async (db) => toBytes(listEnvelope(await vvtListJson(db, dsbViewer), await loadFreitext(db, VVT_FREITEXT_KEY))));
    // Cold: a write to the list's table right before every call (no answer can be reused).
    const touch = () =>
      inTenant((db) =>
        db
          .updateTable('vvt_verarbeitungen')
          .set({ Sortierung: sql`"Sortierung"` })
          .where('ID', '=', sql<number>`(select min("ID") from vvt_verarbeitungen)`)
          .execute(),
      );
    const noop = async () => undefined;

    const cold = await timePair(callList(dsb), floor, touch, { warmup: WARMUP, rounds: ROUNDS });
    const dsbBytes = bytes;
    const warm = await timePair(callList(dsb), floor, noop, { warmup: WARMUP, rounds: ROUNDS });
    // The key figures at once (the phases below take minutes at 100,000 records).
    console.log(
      `list ${(dsbBytes / 1024).toFixed(0)} KiB: cold median ${stats(cold.route).median.toFixed(1)} ms against a floor of ${stats(cold.floor).median.toFixed(1)} ms, cached ${stats(warm.route).median.toFixed(1)} ms`,
    );
    // The list screen asks for one page (issue 28): the first page of level 1, a filtered page sorted
    // by name, and the completeness filter (the register check on every record of the level).
    const pageBytes: Record<string, number> = {};
    const pageOf = (label: string, query: string) => async () => {
      const answer = await http.get(url(VVT_PATHS.verarbeitungen, `&${query}`), dsb.session.headers);
      pageBytes[label] = answer.bytes;
      return answer.serverMs;
    };
    const pages = {
      'screen page 1 of level 1 (25 rows)': await timed(pageOf('first', 'rows=25&page=1&register=1&status=0,1,2,3,4'), touch),
      'screen page 3, "1", by name desc': await timed(pageOf('filtered', 'rows=25&page=3&register=1&text=1&sortField=Name&sortOrder=-1'), touch),
      'screen page 1, only incomplete': await timeSamples(pageOf('incomplete', 'rows=25&page=1&register=1&befund=incomplete'), {
        warmup: 1,
        rounds: 3,
        before: touch,
      }),
    };
    for (const [label, samples] of Object.entries(pages)) console.log(`${label}: median ${stats(samples).median.toFixed(1)} ms`);
    console.log(
      `screen page bytes: ${Object.entries(pageBytes)
        .map(([label, n]) => `${label} ${(n / 1024).toFixed(1)} KiB`)
        .join(', ')}`,
    );
    const poList = await timed(callList(await t.as('po@example.com')));

    // A detail save: the record with all 28 cells and 4 steps, as the client sends it.
    const someId = await inTenant(async (db) => (await db.selectFrom('vvt_verarbeitungen').select('ID').orderBy('ID').limit(1).executeTakeFirstOrThrow()).ID);
    const detail = (await t.app.inject({ method: 'GET', url: url(VVT_PATHS.detail, `&IdVerarbeitung=${someId}`), headers: dsb.session.headers })).json();
    let round = 0;
    const save = async () => {
      round += 1;
      const body = {
        verarbeitung: { ...detail.verarbeitung, Zweck: `Geändert ${round}` },
        sdmCube: detail.sdmCube.map((c: Record<string, unknown>) => ({ ...c, Antwort: `Antwort ${round}`, IsModified: true })),
        prozessschritte: detail.prozessschritte,
        forceUpdate: true,
      };
      const res = await t.app.inject({
        method: 'PUT',
        url: url(VVT_PATHS.update),
        headers: { ...dsb.session.headers, 'content-type': 'application/json' },
        payload: body,
      });
      if (res.statusCode !== 200) throw new Error(`save answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    };
    const saves = await timed(save);
    const detailReads = await timed(() =>
      t.app.inject({ method: 'GET', url: url(VVT_PATHS.detail, `&IdVerarbeitung=${someId}`), headers: dsb.session.headers }),
    );

    const fmt = (n: number) => `${n.toFixed(1)} ms`;
    const line = (label: string, samples: number[]) => {
      const s = stats(samples);
      console.log(`${label.padEnd(38)} median ${fmt(s.median)}  p95 ${fmt(s.p95)}  min ${fmt(s.min)}`);
    };
    console.log(`database: ${t.config.databaseUrl ? 'postgres' : 'pglite'}, rounds: ${ROUNDS}, DSB list: ${(dsbBytes / 1024).toFixed(0)} KiB`);
    line('list as DSB, after a write (cold)', cold.route);
    line('floor, after a write (SQL + JSON bytes)', cold.floor);
    line('list as DSB, unchanged (warm)', warm.route);
    line('floor, unchanged', warm.floor);
    line(`list as PO (assigned only, ${RECORDS / 5})`, poList);
    line('detail read (record + 28 cells)', detailReads);
    line('detail save (record + 28 cells + 4 steps)', saves);
    const ratio = (a: number[], b: number[]) => (stats(a).median / stats(b).median).toFixed(2);
    console.log(`floor's UTF-8 encoding alone: median ${stats(encodeMs).median.toFixed(1)} ms`);
    console.log(`ratio route/floor (median): cold ${ratio(cold.route, cold.floor)}, warm ${ratio(warm.route, warm.floor)}  (budget 1.25)`);
  } finally {
    await t.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
