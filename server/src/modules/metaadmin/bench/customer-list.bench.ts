/**
 * The meta administration's customer list (GET /api/meta-admin/customers) at N customers on
 * PostgreSQL (issue 26 item 10: at most 200 ms for 200 customers, whatever their number): server
 * time over real HTTP, median and p95 of `rounds` calls. The customers are created as the meta
 * administration creates them (catalog row, schema and every tenant migration), so the list sees
 * what it sees in production; the migration state it shows is the one recorded when they ran.
 *
 *   cd server && npx tsx src/modules/metaadmin/bench/customer-list.bench.ts [customers=200] [rounds=20]
 *
 * PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test,
 * trust authentication); the test app creates a database of its own from the demo template and drops it.
 */
import { performance } from 'node:perf_hooks';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { createCustomer } from '../../../db/customers';
import { createTestApp } from '../../../../test/app';
import { reachable } from '../../../../test/api-process';
import { serveForBench, stats, timed } from '../../../../test/bench';

const CUSTOMERS = Number(process.argv[2] ?? 200);
const ROUNDS = Number(process.argv[3] ?? 20);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function main(): Promise<void> {
  if (!(await reachable(PG_URL))) {
    console.log(`SKIPPED: PostgreSQL at ${new URL(PG_URL).host} is not reachable (BENCH_DATABASE_URL / TEST_DATABASE_URL)`);
    return;
  }
  process.env.TEST_DATABASE_URL = PG_URL;
  const t = await createTestApp({ checkResponses: false });
  try {
    const existing = Number(
      (
        await t.db
          .selectFrom('meta.customers')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const setupStart = performance.now();
    for (let i = existing; i < CUSTOMERS; i++) {
      await createCustomer(t.db, t.tenants, t.app.platform.modules, { name: `Bench-Kunde ${String(i).padStart(4, '0')}` });
    }
    console.log(`${CUSTOMERS - existing} customers created (schema and every tenant migration) in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);

    const meta = await t.as('meta@example.com');
    const http = await serveForBench(t.app);
    const count = (await meta.get(`/api${META_ENDPOINTS.adminCustomers.path}`)).json().customers.length as number;
    let bytes = 0;
    const list = async () => {
      const answer = await http.get(`/api${META_ENDPOINTS.adminCustomers.path}`, meta.session.headers);
      bytes = answer.bytes;
      return answer.serverMs;
    };
    const samples = await timed(list, { warmup: 3, rounds: ROUNDS });
    const { median, p95, min } = stats(samples);
    console.log(
      `GET ${META_ENDPOINTS.adminCustomers.path} with ${count} customers (${bytes} bytes) on PostgreSQL: median ${median!.toFixed(1)} ms, p95 ${p95!.toFixed(1)} ms, min ${min!.toFixed(1)} ms (${ROUNDS} rounds; target ≤ 200 ms)`,
    );
  } finally {
    await t.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
