/**
 * Data-transfer list at 10,000 transfers (DESIGN.md §10): server time of GET /api/dw/datenweitergaben
 * over real HTTP (server time: arrival to last byte sent, the client being curl in its own process) against the floor (the same SQL plus the JSON envelope in the same process).
 * Cold: a write to the list's table right before every call, so no answer can be reused.
 *
 *   cd server && npx tsx src/modules/datenweitergaben/bench/dw-list.bench.ts [transfers] [rounds]
 *
 * Runs on a fresh PGlite copy of the demo template (or PostgreSQL with TEST_DATABASE_URL).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { DW_FREITEXT_KEY, DW_PATHS } from '@vws/shared/contract/datenweitergaben';
import { createTestApp } from '../../../../test/app';
import { serveForBench, stats, timePair, timed as timeSamples, utf8Encoder } from '../../../../test/bench';
import { loadFreitext } from '../../../platform/kit/freitext';
import { dwListJson } from '../queries/list';
import type { DwDb } from '../tables';
import { fillTransfers } from '../../../../test/bench/fill-transfers';

const TRANSFERS = Number(process.argv[2] ?? 10_000);
const ROUNDS = Number(process.argv[3] ?? 20);
const WARMUP = 3;

async function main() {
  const t = await createTestApp({ checkResponses: false });
  try {
    const location = await t.db
      .selectFrom('meta.customers')
      .select(['customer_uid', 'cluster_dsn', 'schema_name'])
      .where('name', '=', 'Muster GmbH')
      .executeTakeFirstOrThrow();
    const inTenant = <T>(fn: (db: DwDb) => Promise<T>) => t.tenants.withTenant(location as never, (db) => fn(db as unknown as DwDb));

    const setupStart = performance.now();
    await fillTransfers(t, location, TRANSFERS);
    console.log(`${TRANSFERS} transfers created in ${(performance.now() - setupStart).toFixed(0)} ms`);
    // Signed in after the fill: at 100,000 transfers it can take longer than a session lives.
    const dsb = await t.as('dsb@example.com');

    const url = `/api${DW_PATHS.list}?customer_uid=${location.customer_uid}`;
    let bytes = 0;
    const http = await serveForBench(t.app);
    const callList = async () => {
      const answer = await http.get(url, dsb.session.headers);
      bytes = answer.bytes;
      return answer.serverMs;
    };
    const { toBytes, encodeMs } = utf8Encoder();
    const floor = () =>
      inTenant(async (db) =>
        toBytes(`{"datenweitergaben_list":${await dwListJson(db)},"textModel":${JSON.stringify(await loadFreitext(db, DW_FREITEXT_KEY))}}`),
      );
    const touch = () =>
      inTenant((db) =>
        db
          .updateTable('datenweitergaben_datenweitergaben')
          .set({ Ort: sql`"Ort"` })
          .where('ID', '=', sql<number>`(select min("ID") from datenweitergaben_datenweitergaben)`)
          .execute(),
      );
    const noop = async () => undefined;

    const cold = await timePair(callList, floor, touch, { warmup: WARMUP, rounds: ROUNDS });
    const warm = await timePair(callList, floor, noop, { warmup: WARMUP, rounds: ROUNDS });
    const detailId = await inTenant(
      async (db) => (await db.selectFrom('datenweitergaben_datenweitergaben').select('ID').orderBy('ID').limit(1).executeTakeFirstOrThrow()).ID,
    );
    const detailReads = await timeSamples(
      () =>
        t.app.inject({
          method: 'GET',
          url: `/api${DW_PATHS.detail}?customer_uid=${location.customer_uid}&datenweitergabeId=${detailId}`,
          headers: dsb.session.headers,
        }),
      { warmup: WARMUP, rounds: ROUNDS },
    );

    // The list screen asks for one page (issue 28): the first page, and a filtered page sorted by recipient.
    const pageBytes: Record<string, number> = {};
    const pageOf = (label: string, query: string) => async () => {
      const answer = await http.get(`${url}&${query}`, dsb.session.headers);
      pageBytes[label] = answer.bytes;
      return answer.serverMs;
    };
    const pages = {
      'screen page 1 (25 rows), after a write': await timeSamples(pageOf('first', 'rows=25&page=1'), { warmup: WARMUP, rounds: ROUNDS, before: touch }),
      'screen page 3, "gmbh", by recipient desc': await timeSamples(pageOf('filtered', 'rows=25&page=3&text=gmbh&sortField=Firma_Empfaenger&sortOrder=-1'), {
        warmup: WARMUP,
        rounds: ROUNDS,
        before: touch,
      }),
    };

    const fmt = (n: number) => `${n.toFixed(1)} ms`;
    const line = (label: string, samples: number[]) => {
      const s = stats(samples);
      console.log(`${label.padEnd(38)} median ${fmt(s.median)}  p95 ${fmt(s.p95)}  min ${fmt(s.min)}`);
    };
    console.log(`database: ${t.config.databaseUrl ? 'postgres' : 'pglite'}, rounds: ${ROUNDS}, list: ${(bytes / 1024).toFixed(0)} KiB`);
    line('list, after a write (cold)', cold.route);
    line('floor, after a write (SQL + JSON bytes)', cold.floor);
    line('list, unchanged (warm, cached)', warm.route);
    line('floor, unchanged', warm.floor);
    line('detail read', detailReads);
    for (const [label, samples] of Object.entries(pages)) line(label, samples);
    console.log(
      `screen page bytes: ${Object.entries(pageBytes)
        .map(([label, n]) => `${label} ${(n / 1024).toFixed(1)} KiB`)
        .join(', ')}`,
    );
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
