import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/open';
import { migrateMeta } from '../db/migrate';
import { TenantDatabases } from '../db/tenants';
import { serverModules } from '../modules';
import { seedIfEmpty } from './seed';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { createTestApp } from '../../test/app';

jest.setTimeout(60_000);

// This test opens its own PGlite whatever TEST_DATABASE_URL says and migrates it from nothing: in CI's
// PostgreSQL run, at the lowest priority beside the browser tests on a slow runner, that took over the
// file's minute (the file took 108 s against 37 s the evening before), so it has three.
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
}, 180_000);

it('seeds exactly the demo accounts and memberships of the design', async () => {
  const t = await createTestApp();
  try {
    const users = await t.db.selectFrom('meta.users').select('email').orderBy('email').execute();
    expect(users.map((u) => u.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    const rows = await t.db
      .selectFrom('meta.memberships as m')
      .innerJoin('meta.users as u', 'u.user_uid', 'm.user_uid')
      .innerJoin('meta.customers as c', 'c.customer_uid', 'm.customer_uid')
      .innerJoin('meta.roles as r', 'r.id', 'm.role_id')
      .select(['u.email', 'c.name as customer', 'r.name as role'])
      .execute();
    const rolesOf = (email: string, customer: string) =>
      rows
        .filter((r) => r.email === email && r.customer === customer)
        .map((r) => r.role)
        .sort();
    expect(rolesOf('multi@example.com', 'Muster GmbH')).toEqual(['DSB', 'Mitglied']);
    expect(rolesOf('multi@example.com', 'Beispiel AG')).toEqual(['Leser', 'Mitglied']);
    expect(rolesOf('po@example.com', 'Muster GmbH')).toEqual(['Mitglied', 'PO']);
    expect(rolesOf('mitglied@example.com', 'Muster GmbH')).toEqual(['Mitglied']);
    for (const customer of ['Muster GmbH', 'Beispiel AG', 'Vorlagen']) expect(rolesOf('meta@example.com', customer)).toEqual(['DSB', 'Mitglied']);
    const customers = await t.db.selectFrom('meta.customers').select(['name', 'is_template_source']).orderBy('name').execute();
    expect(customers).toEqual([
      { name: 'Beispiel AG', is_template_source: false },
      { name: 'Muster GmbH', is_template_source: false },
      { name: 'Vorlagen', is_template_source: true },
    ]);
  } finally {
    await t.close();
  }
});
