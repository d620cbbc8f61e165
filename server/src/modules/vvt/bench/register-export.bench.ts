/**
 * The VVT register export and the internal full report at scale (issue 9): fills Muster GmbH with
 * N records (a third per level, each with 28 cube cells, 4 process steps and filled texts, related
 * 1 → 2 → 3), then downloads over real HTTP, consuming the stream,
 *   GET /api/vvt/vvt-register-export?language=de   (Excel workbook, streamed, keyset pages)
 *   GET /api/vvt/vvt-report?fullReportType=internal (JSON, streamed, keyset pages)
 * and prints time, size and the peak memory of the process during each. Run at two sizes: the
 * peak must not grow with the record count (both stream page by page).
 *
 *   cd server && npx tsx --expose-gc src/modules/vvt/bench/register-export.bench.ts [records=10000]
 *
 * Runs on a fresh PGlite copy of the demo template (or PostgreSQL with TEST_DATABASE_URL).
 */
import { performance } from 'node:perf_hooks';
import { VVT_REPORT_PATHS } from '@vws/shared/contract/vvt';
import { createTestApp } from '../../../../test/app';
import { formatDownload, measureDownload } from '../../../../test/bench';
import { fillRecords } from '../../../../test/bench/fill-records';

const RECORDS = Number(process.argv[2] ?? 10_000);

async function main() {
  const t = await createTestApp({ checkResponses: false });
  try {
    const location = await t.db
      .selectFrom('meta.customers')
      .select(['customer_uid', 'cluster_dsn', 'schema_name'])
      .where('name', '=', 'Muster GmbH')
      .executeTakeFirstOrThrow();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}/api`;
    const dsb = await t.as('dsb@example.com');
    const cookie = dsb.session.headers.cookie ?? '';
    const calls = {
      'register export (xlsx)': `${base}${VVT_REPORT_PATHS.registerExport}?customer_uid=${location.customer_uid}&language=de`,
      'internal full report (json)': `${base}${VVT_REPORT_PATHS.fullReport}?customer_uid=${location.customer_uid}&fullReportType=internal`,
    };
    for (const size of [...new Set([Math.max(1, Math.round(RECORDS / 10)), RECORDS])]) {
      const setup = performance.now();
      await fillRecords(t, location, size, dsb.session.usermodel.user_uid);
      console.log(`${size} records (${size * 28} cube cells, ${size * 4} steps) created in ${(performance.now() - setup).toFixed(0)} ms`);
      for (const [name, url] of Object.entries(calls)) {
        await measureDownload(url, cookie); // warm-up
        console.log(`  ${name} of ${size} records: ${formatDownload(await measureDownload(url, cookie))}`);
      }
    }
  } finally {
    await t.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
