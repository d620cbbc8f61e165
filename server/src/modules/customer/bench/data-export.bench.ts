/**
 * The customer data export at scale (DESIGN.md §10 "streams, with memory bounded"): fills Muster
 * GmbH with N audit questions (with protection goals, organisation units and a document on every
 * fifth), then downloads GET /api/customer/data-export over real HTTP, consuming the stream, and
 * prints time, size and the peak memory of the process during the export. Run at two sizes: with
 * a bounded export the peak barely grows with the row count.
 *
 *   cd server && npx tsx src/modules/customer/bench/data-export.bench.ts [questions=10000]
 *
 * Runs on a fresh PGlite copy of the demo template (or PostgreSQL with TEST_DATABASE_URL). Every
 * module that contributes exportSheets is exported (today: customer, audit; VVT and data transfers
 * add theirs through the same hook and should be seeded here once they exist).
 */
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../../../../test/app';
import { fillQuestions } from '../../audit/bench/fill-questions';

const QUESTIONS = Number(process.argv[2] ?? 10_000);
const MB = 1024 * 1024;

async function measureExport(baseUrl: string, headers: Record<string, string>, customerUid: string) {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 5);
  const start = performance.now();
  const res = await fetch(`${baseUrl}/api/customer/data-export?customer_uid=${customerUid}&language=en`, { headers: { cookie: headers.cookie ?? '' } });
  if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  let firstByteMs = 0;
  for await (const chunk of res.body) {
    if (bytes === 0) firstByteMs = performance.now() - start;
    bytes += (chunk as Uint8Array).length;
  }
  const ms = performance.now() - start;
  clearInterval(sampler);
  return { ms, firstByteMs, bytes, rssBefore: before.rss, peakRss, heapBefore: before.heapUsed, peakHeap };
}

async function main() {
  const t = await createTestApp();
  try {
    const location = await t.db.selectFrom('meta.customers').select(['customer_uid', 'cluster_dsn', 'schema_name']).where('name', '=', 'Muster GmbH').executeTakeFirstOrThrow();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const baseUrl = `http://127.0.0.1:${address.port}`;
    const dsb = await t.as('dsb@example.com');
    const sizes = [...new Set([Math.max(1, Math.round(QUESTIONS / 10)), QUESTIONS])];
    for (const size of sizes) {
      const setup = performance.now();
      await fillQuestions(t, location, size);
      console.log(`${size} questions created in ${(performance.now() - setup).toFixed(0)} ms`);
      await measureExport(baseUrl, dsb.session.headers, location.customer_uid); // warm-up
      const r = await measureExport(baseUrl, dsb.session.headers, location.customer_uid);
      console.log(
        `export of ${size} questions: ${r.ms.toFixed(0)} ms (first byte after ${r.firstByteMs.toFixed(0)} ms), ${(r.bytes / MB).toFixed(2)} MB xlsx; ` +
          `peak RSS ${(r.peakRss / MB).toFixed(0)} MB (+${((r.peakRss - r.rssBefore) / MB).toFixed(0)} MB), ` +
          `peak heap ${(r.peakHeap / MB).toFixed(0)} MB (+${((r.peakHeap - r.heapBefore) / MB).toFixed(0)} MB)`,
      );
    }
  } finally {
    await t.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
