/**
 * API processes that start at the same moment on one PostgreSQL (a rolling deploy, a scaled
 * service) take turns migrating and seeding: both come up, the demo content exists once, and the
 * role grants are the matrix's. Runs where TEST_DATABASE_URL is set (.ci/run's PostgreSQL step).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PERMISSION_MATRIX } from '@vws/shared/permissions';
import { loadConfig } from '../config';
import { serverModules } from '../modules';
import { createSharedDatabase, SHARED_PG_URL, type SharedDatabase } from '../../test/shared-backends';
import { testEnv } from '../../test/template';
import { type PreparedDatabase, prepareDatabase } from './startup';

jest.setTimeout(120_000);

const describePg = SHARED_PG_URL ? describe : describe.skip;
if (!SHARED_PG_URL) console.warn('SKIPPED: simultaneous start-up on PostgreSQL (TEST_DATABASE_URL is not set)');

describePg('two processes preparing one PostgreSQL database at once', () => {
  const dirs: string[] = [];
  const databases: SharedDatabase[] = [];
  const prepared: PreparedDatabase[] = [];

  const prepare = (url: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vws-startup-'));
    dirs.push(dir);
    return prepareDatabase(loadConfig(testEnv({ DATABASE_URL: url, DATA_DIR: dir })), serverModules);
  };

  afterAll(async () => {
    await Promise.all(prepared.map((p) => p.close()));
    await Promise.all(databases.map((d) => d.drop()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['an empty database', false],
    ['a migrated, seeded database', true],
  ])('%s: both start, one seeds, the grants are the matrix', async (_label, seedFirst) => {
    const database = await createSharedDatabase('vws_startup', { empty: true });
    databases.push(database);
    if (seedFirst) prepared.push(await prepare(database.url));

    const both = await Promise.all([prepare(database.url), prepare(database.url)]);
    prepared.push(...both);

    const outcomes = both.map((p) => p.seeded).sort();
    expect(outcomes).toEqual(seedFirst ? ['skipped', 'skipped'] : ['seeded', 'skipped']);
    const db = both[0]!.db;
    const customers = await db.selectFrom('meta.customers').select('name').where('name', '=', 'Muster GmbH').execute();
    expect(customers).toHaveLength(1);
    const grants = await db
      .selectFrom('meta.role_permissions')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const expected = Object.values(PERMISSION_MATRIX).reduce((sum, roles) => sum + roles.length, 0);
    expect(Number(grants.n)).toBe(expected);
  });
});
