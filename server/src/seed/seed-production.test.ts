import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/open';
import { migrateMeta } from '../db/migrate';
import { TenantDatabases } from '../db/tenants';
import { serverModules } from '../modules';
import { seedIfEmpty } from './seed';

// Opens and migrates a PGlite of its own whatever TEST_DATABASE_URL says, so CI runs it in the PGlite
// run only (.ci/run): in the PostgreSQL run beside the browser tests it checked the same thing again,
// at the lowest priority, and once passed its minute on a slow runner.
jest.setTimeout(60_000);

it('creates no demo accounts in production, only the optional first administrator', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vws-seed-'));
  const database = await openDatabase({ dataDir });
  const tenants = new TenantDatabases(database.db, { connectTimeoutMs: 1000 });
  try {
    await migrateMeta(database.db, serverModules);
    const deps = { db: database.db, tenants, modules: serverModules, config: { demoPassword: 'Demo-Passwort-1', production: true } };
    expect(await seedIfEmpty(deps, {})).toBe('skipped');
    expect(await database.db.selectFrom('meta.users').select('email').execute()).toEqual([]);
    expect(await seedIfEmpty(deps, { ADMIN_EMAIL: 'Admin@Example.com', ADMIN_PASSWORD: 'Start-Kennwort-9' })).toBe('admin');
    expect(await database.db.selectFrom('meta.users').select('email').execute()).toEqual([{ email: 'admin@example.com' }]);
    expect(await database.db.selectFrom('meta.customers').select('name').execute()).toEqual([]);
  } finally {
    await tenants.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
