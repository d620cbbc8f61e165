import { DEMO_ACCOUNTS } from './demo-accounts';
import { createTestApp } from '../../test/app';

jest.setTimeout(60_000);

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
