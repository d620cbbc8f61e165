import fc from 'fast-check';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { jsonSchemaOf, sampleBodies, sampleQueries } from './arbitraries';
import { hasLoneSurrogate } from '@vws/shared/contract/text';
import { createTestApp, type TestApp, type UserClient } from './app';
import type { RouteRecord } from '../src/platform/access';

/**
 * The property test of every write route (src/platform/write-routes.property-*.test.ts, two shards so
 * that Jest's two workers share it): every write route, derived from the routes the platform recorded
 * (app.platform.routes) and their zod body schemas: a route added later is covered without
 * editing this file. Each route gets BODIES_PER_ROUTE bodies, valid-looking and hostile (NUL and
 * control characters, invisible text, numbers beyond int4, over-long text, script URLs, missing
 * keys). No answer may be a 5xx, and an answer of 4xx must leave the customer's and the meta data
 * exactly as they were.
 * 100 bodies per route (the fixed seed) keep `npm test` within CI's 20 minutes now that the platform has
 * over a hundred write routes; PROPERTY_BODIES=1000 (or another PROPERTY_SEED) runs a deeper search.
 * Routes with query parameters (besides customer_uid) also get QUERIES_PER_ROUTE sampled query
 * strings and every parameter written in each way a number must not be (' 1', '1e0', '0x1', 'true',
 * a repeated parameter…), with a valid body: few routes have any, so this adds seconds, not minutes.
 * A body with a lone UTF-16 surrogate anywhere must never be answered 2xx.
 */
const BODIES_PER_ROUTE = Number(process.env.PROPERTY_BODIES ?? 100);
const QUERIES_PER_ROUTE = Number(process.env.PROPERTY_QUERIES ?? Math.ceil(BODIES_PER_ROUTE / 10));
const SEED = Number(process.env.PROPERTY_SEED ?? 20261123);

/** Routes the test cannot call at random, and why. */
const NOT_CALLED: Record<string, string> = {
  'POST /api/auth/sign-out': 'ends the session the test runs in',
  'POST /api/auth/token-refresh': 'rotates the session the test runs in',
  'POST /api/meta-admin/migrate-databases': 'migrates every customer database (seconds per call); tested in its own file',
};

/** Tables whose rows record the attempt itself (audit trails), not the caller's data. */
const LOG_TABLES = new Set([
  'sign_in_attempts',
  'auth_events',
  'sessions',
  'refresh_tokens',
  'password_reset_tokens',
  'kysely_migration',
  'kysely_migration_lock',
]);

/** Whether any string (or key) of a JSON value holds a lone UTF-16 surrogate. */
function holdsLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return hasLoneSurrogate(value);
  if (Array.isArray(value)) return value.some(holdsLoneSurrogate);
  if (value !== null && typeof value === 'object') return Object.entries(value).some(([key, item]) => hasLoneSurrogate(key) || holdsLoneSurrogate(item));
  return false;
}

/** Registers the property test for shard `shard` (0-based) of `shards`. */
export function writeRoutePropertyTest(shard: number, shards: number): void {
  let t: TestApp;
  let muster: string;
  let fingerprintQuery: string;
  const clients: Record<string, UserClient> = {};

  async function fingerprint(): Promise<string> {
    const { rows } = await sql.raw<{ t: string; n: number; h: string }>(fingerprintQuery).execute(t.db);
    return rows.map((r) => `${r.t}:${r.n}:${r.h}`).join('|');
  }

  /**
   * The write-ahead log position: while it stands still, nothing was written anywhere, and the
   * fingerprint of every table (the expensive part of this test) need not be taken again.
   */
  async function walPosition(): Promise<string> {
    const { rows } = await sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`.execute(t.db);
    return rows[0]!.lsn;
  }

  function callerOf(route: RouteRecord): UserClient | undefined {
    if (route.access === 'public') return undefined;
    if (typeof route.access === 'object' && 'profilePermission' in route.access) return clients.meta;
    return clients.dsb;
  }

  async function send(route: RouteRecord, body: unknown, query = ''): Promise<LightMyRequestResponse> {
    const url = `${route.url.replace(/:\w+/g, '1')}?customer_uid=${muster}${query ? `&${query}` : ''}`;
    const caller = callerOf(route);
    const method = route.method as 'POST' | 'PUT' | 'DELETE';
    const headers = caller ? caller.session.headers : { 'x-requested-with': 'XMLHttpRequest' };
    // A call without body (a DELETE with its query only) sends none, and no content type either.
    if (body === undefined) return t.app.inject({ method, url, headers });
    return t.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  }

  beforeAll(async () => {
    // Limits that would answer 429 long before the bodies reach the routes are lifted here.
    t = await createTestApp({
      env: { RATE_LIMIT_MAX: '10000000', AUTH_RATE_LIMIT_MAX: '10000000', LOCKOUT_THRESHOLD: '10000000', LOCKOUT_GLOBAL_THRESHOLD: '10000000' },
    });
    muster = await t.customerUid('Muster GmbH');
    clients.dsb = await t.as('dsb@example.com');
    clients.meta = await t.as('meta@example.com');
    const customer = await t.db.selectFrom('meta.customers').select('schema_name').where('customer_uid', '=', muster).executeTakeFirstOrThrow();
    const { rows } = await sql<{ table_schema: string; table_name: string }>`
      select table_schema, table_name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema in ('meta', ${customer.schema_name})
       order by table_schema, table_name`.execute(t.db);
    fingerprintQuery = rows
      .filter((r) => !LOG_TABLES.has(r.table_name))
      .map(
        (r) =>
          `select '${r.table_schema}.${r.table_name}' as t, count(*)::int as n, coalesce(md5(string_agg(md5(x::text), ',' order by md5(x::text))), '') as h from "${r.table_schema}"."${r.table_name}" x`,
      )
      .join(' union all ');
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  const allWriteRoutes = (): RouteRecord[] =>
    t.app.platform.routes.filter((r) => ['POST', 'PUT', 'DELETE'].includes(r.method) && !NOT_CALLED[`${r.method} ${r.url}`]);
  /** This shard's routes: every `shards`-th route from `shard` on, in the platform's order. */
  const writeRoutes = (): RouteRecord[] => allWriteRoutes().filter((_, index) => index % shards === shard);

  it('covers the write routes of every module', () => {
    const modules = new Set(allWriteRoutes().map((r) => r.module ?? 'auth'));
    expect([...modules]).toEqual(expect.arrayContaining(['auth', 'audit', 'customer', 'metaadmin']));
  });

  it(`sends ${BODIES_PER_ROUTE} bodies to every write route of shard ${shard + 1}/${shards}: never a 5xx, and nothing stored on a 4xx`, async () => {
    const problems: string[] = [];
    const sent: Record<string, Record<number, number>> = {};
    for (const route of writeRoutes()) {
      const name = `${route.method} ${route.url}`;
      const schema = jsonSchemaOf(route.schema?.body);
      const zodBody = route.schema?.body;
      const accepts = (body: unknown) => !(zodBody instanceof z.ZodType) || zodBody.safeParse(body).success;
      const bodies = schema ? sampleBodies(schema, BODIES_PER_ROUTE, SEED, accepts) : fc.sample(fc.jsonValue(), { numRuns: BODIES_PER_ROUTE, seed: SEED });
      const querySchema = jsonSchemaOf(route.schema?.querystring);
      const zodQuery = route.schema?.querystring;
      const acceptsQuery = (query: Record<string, string | string[]>) =>
        !(zodQuery instanceof z.ZodType) || zodQuery.safeParse({ ...query, customer_uid: muster }).success;
      const queries = querySchema ? sampleQueries(querySchema, QUERIES_PER_ROUTE, SEED, acceptsQuery) : [];
      const validBody = route.method === 'DELETE' && !zodBody ? undefined : (bodies.find(accepts) ?? bodies[0]);
      const calls: { body: unknown; query: string }[] = [
        ...bodies.map((body) => ({ body, query: '' })),
        ...queries.map((query) => ({ body: validBody, query })),
      ];
      let before = await fingerprint();
      let walBefore = await walPosition();
      for (const { body, query } of calls) {
        const res = await send(route, body, query);
        const counts = (sent[name] ??= {});
        counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
        const excerpt = `${query ? `?${query} ` : ''}${JSON.stringify(body)}`.slice(0, 200);
        if (res.statusCode >= 500) problems.push(`${name} answered ${res.statusCode} to ${excerpt}: ${res.body.slice(0, 200)}`);
        if (res.statusCode < 300 && holdsLoneSurrogate(body)) {
          problems.push(`${name} answered ${res.statusCode} to a body with a lone surrogate: ${excerpt}`);
        }
        const walAfter = await walPosition();
        if (walAfter === walBefore) continue;
        const after = await fingerprint();
        walBefore = await walPosition();
        if (res.statusCode >= 400 && res.statusCode < 500 && after !== before) {
          problems.push(`${name} answered ${res.statusCode} but changed data, body ${excerpt}`);
        }
        before = after;
      }
    }
    // The figures of the closing note: bodies per route.
    const lines = Object.entries(sent).map(([r, counts]) => {
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      const byStatus = Object.entries(counts)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ');
      return `  ${total} ${r} (${byStatus})`;
    });
    console.log(`write-route property test (seed ${SEED}, shard ${shard + 1}/${shards}), bodies per route and answers:\n${lines.join('\n')}`);
    expect(problems).toEqual([]);
  }, 1_800_000);
}
