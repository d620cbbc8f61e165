/**
 * The customer data export at scale (DESIGN.md §10 "streams, with memory bounded"): fills Muster
 * GmbH with N audit questions (with protection goals, organisation units and a document on every
 * fifth), N processing records (with their cube cells and relations) and N data transfers (with
 * checkpoints and links), then downloads GET /api/customer/data-export over real HTTP, consuming the stream, and
 * prints time, size and the peak memory of the process during the export. Run at two sizes: with
 * a bounded export the peak barely grows with the row count.
 *
 *   cd server && npx tsx --expose-gc src/modules/customer/bench/data-export.bench.ts [n=10000]
 *
 * Runs on a fresh PGlite copy of the demo template (or PostgreSQL with TEST_DATABASE_URL). Every
 * module that contributes exportSheets is exported.
 */
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { formatDownload, measureDownload } from '../../../../test/bench';
import { createTestApp } from '../../../../test/app';
import { fillQuestions } from '../../../../test/bench/fill-questions';
import { fillTransfers } from '../../../../test/bench/fill-transfers';
import { fillRecords } from '../../../../test/bench/fill-records';

const SIZE = Number(process.argv[2] ?? 10_000);

/** The export route's own log line ("data exported") names each sheet with its rows and time. */
const sheetReports: { sheets: { name: string; rows: number; ms: number }[] }[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    const line = JSON.parse(chunk.toString()) as { msg?: string; sheets?: { name: string; rows: number; ms: number }[] };
    if (line.msg === 'data exported' && line.sheets) sheetReports.push({ sheets: line.sheets });
    done();
  },
});

function printSlowestSheets() {
  const last = sheetReports.at(-1);
  if (!last) return;
  const slowest = [...last.sheets].sort((a, b) => b.ms - a.ms).slice(0, 6);
  console.log(`  slowest sheets: ${slowest.map((s) => `${s.name} ${s.rows} rows ${s.ms} ms`).join('; ')}`);
}

async function main() {
  const t = await createTestApp({ checkResponses: false, logger: { level: 'info', stream: logStream } });
  try {
    const location = await t.db
      .selectFrom('meta.customers')
      .select(['customer_uid', 'cluster_dsn', 'schema_name'])
      .where('name', '=', 'Muster GmbH')
      .executeTakeFirstOrThrow();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const baseUrl = `http://127.0.0.1:${address.port}`;
    const dsb = await t.as('dsb@example.com');
    const sizes = [...new Set([Math.max(1, Math.round(SIZE / 10)), SIZE])];
    for (const size of sizes) {
      const setup = performance.now();
      await fillQuestions(t, location, size);
      await fillRecords(t, location, size, dsb.session.usermodel.user_uid);
      await fillTransfers(t, location, size);
      console.log(`${size} questions, records and transfers created in ${(performance.now() - setup).toFixed(0)} ms`);
      const url = `${baseUrl}/api/customer/data-export?customer_uid=${location.customer_uid}&language=en`;
      // A fill of 10,000, or a download of it on a busy machine, outlasts an access token (10 minutes):
      // each download signs in afresh. The first size warms the code up; the second needs no warm-up.
      const freshCookie = async () => (await t.as('dsb@example.com')).session.headers.cookie ?? '';
      if (size === sizes[0]) await measureDownload(url, await freshCookie());
      console.log(`export of ${size} questions, records and transfers (xlsx): ${formatDownload(await measureDownload(url, await freshCookie()))}`);
      printSlowestSheets();
    }
  } finally {
    await t.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
