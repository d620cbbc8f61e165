// The files of server/src/modules/<name>/ (pure: name in, { path: content } out).

/** @param {import('./names.mjs').ModuleNames} n */
export function serverFiles(n) {
  return {
    'index.ts': `import type { ServerModule } from '../../platform/module';
import { ${n.camel}Init } from './migrations/${n.migration}';
import { ${n.camel}Routes } from './routes';
import { seed${n.pascal}Tenant } from './seed';

/**
 * The ${n.name} module's server half, listed in ../index.ts. For a module permission set
 * \`accessPermission: 'VWS_..._Module_Access'\`: the platform then requires it on every { permission } route.
 */
export const ${n.camel}Module: ServerModule = {
  name: '${n.name}',
  tenantMigrations: {
    ${n.migration}: ${n.camel}Init,
  },
  routes: ${n.camel}Routes,
  seedTenant: seed${n.pascal}Tenant,
};
`,
    'tables.ts': `import type { Generated } from 'kysely';
import type { TenantContext } from '../../platform/request-context';

/** ${n.table}: the module's entries (columns named like the API keys, server README). */
export interface ${n.pascal}EintraegeTable {
  ID: Generated<number>;
  Name: string;
}

/** The tenant tables of the ${n.name} module: \`TenantContext<${n.pascal}Tables>\` types the queries. */
export interface ${n.pascal}Tables {
  ${n.table}: ${n.pascal}EintraegeTable;
}

export type ${n.pascal}Context = TenantContext<${n.pascal}Tables>;
`,
    [`migrations/${n.migration}.ts`]: `import type { Kysely, Migration } from 'kysely';

/** Creates ${n.table} in each customer schema (unqualified: the tenant migrator binds the schema). Never edit once applied; add ${n.snake}_0002_... */
export const ${n.camel}Init: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('${n.table}')
      .addColumn('ID', 'serial', (col) => col.notNull())
      .addColumn('Name', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('${n.table}_pk', ['ID'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('${n.table}').execute();
  },
};
`,
    'routes.ts': `import type { FastifyPluginAsync } from 'fastify';
import { ${n.endpoints} } from '@vws/shared/contract/${n.name}';
import { contractRoute } from '../../platform/kit/contract-route';
import type { ${n.pascal}Context } from './tables';

/** The routes of the module's contract (@vws/shared/contract/${n.name}): path, access and schemas come from there. */
export const ${n.camel}Routes: FastifyPluginAsync = async (app) => {
  contractRoute(app, ${n.endpoints}.eintraege, async (request) =>
    request.withTenant(async ({ db }: ${n.pascal}Context) => ({
      eintraege: await db.selectFrom('${n.table}').select(['ID', 'Name']).orderBy('ID').execute(),
    })),
  );
};
`,
    'seed.ts': `import type { TenantSeedContext } from '../../platform/module';
import type { ${n.pascal}Tables } from './tables';

/** Demo content of a demo customer (never with the production switch). */
export async function seed${n.pascal}Tenant({ db }: TenantSeedContext<${n.pascal}Tables>): Promise<void> {
  await db.insertInto('${n.table}').values([{ Name: 'Erster Eintrag' }]).execute();
}
`,
    'routes.test.ts': `import { ${n.endpoints} } from '@vws/shared/contract/${n.name}';
import { createTestApp, type TestApp } from '../../../test/app';

// Each file boots the whole app on a copy of the template database.
jest.setTimeout(30_000);

let t: TestApp;
let muster: string;

beforeAll(async () => {
  t = await createTestApp();
  muster = await t.customerUid('Muster GmbH');
});
afterAll(() => t.close());

const url = (customerUid: string) => \`/api\${${n.endpoints}.eintraege.path}?customer_uid=\${customerUid}\`;

describe('GET ${n.apiPath}', () => {
  it("answers the selected customer's entries", async () => {
    const res = await (await t.as('dsb@example.com')).get(url(muster));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ eintraege: [{ ID: 1, Name: 'Erster Eintrag' }] });
  });

  it('refuses anonymous callers', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(muster) });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a customer the caller is no member of', async () => {
    const res = await (await t.as('dsb@example.com')).get(url(await t.customerUid('Beispiel AG')));
    expect(res.statusCode).toBe(403);
  });
});
`,
  };
}
