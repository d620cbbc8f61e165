import { moduleNames, nameProblem, nextDevPort, registerEndpointTable, registerServerModule } from '../../../scripts/new-module/names.mjs';
import { contractFiles } from '../../../scripts/new-module/contract-templates.mjs';
import { remoteFiles } from '../../../scripts/new-module/remote-templates.mjs';
import { serverFiles } from '../../../scripts/new-module/server-templates.mjs';

// The pure parts of `npm run new-module` (the whole run, build and tests of a generated module are
// proven in a scratch clone; see the README's "Writing a module").
const existing = { remotes: ['audit', 'customer'], serverModules: ['audit', 'core', 'customer', 'metaadmin', 'index.ts'] };

describe('new-module: names', () => {
  it('accepts lower-case names with digits', () => {
    for (const name of ['vvt', 'demo', 'datenweitergaben', 'v2']) expect(nameProblem(name, existing)).toBeNull();
  });

  it('refuses malformed, reserved and existing names with a clear reason', () => {
    expect(nameProblem(undefined, existing)).toMatch(/npm run new-module <name>/);
    for (const name of ['Demo', 'demo_x', 'data-transfers', '-demo', '1demo', 'dé', '../x']) {
      expect(nameProblem(name, existing)).toMatch(/is not a module name/);
    }
    expect(nameProblem('shell', existing)).toMatch(/reserved/);
    expect(nameProblem('shared', existing)).toMatch(/reserved/);
    expect(nameProblem('server', existing)).toMatch(/reserved/);
    expect(nameProblem('audit', existing)).toBe('remotes/audit/ exists already.');
    expect(nameProblem('metaadmin', existing)).toBe('server/src/modules/metaadmin/ exists already.');
  });

  it('derives every spelling, tables and migrations by the naming rule', () => {
    expect(moduleNames('data-transfers')).toEqual({
      name: 'data-transfers',
      pascal: 'DataTransfers',
      camel: 'dataTransfers',
      snake: 'data_transfers',
      packageName: '@vws/data-transfers',
      table: 'data_transfers_eintraege',
      migration: 'data_transfers_0001_init',
      route: '/data-transfers',
      apiPath: '/data-transfers/eintraege',
      endpoints: 'DATA_TRANSFERS_ENDPOINTS',
    });
  });

  it('takes the dev port after the highest in use', () => {
    expect(nextDevPort([3001, 3002])).toBe(3003);
    expect(nextDevPort([])).toBe(3001);
  });
});

describe('new-module: server registration', () => {
  const index = `import type { ServerModule } from '../platform/module';
import { coreModule } from './core';
import { customerModule } from './customer';

/** comment */
export const serverModules: ServerModule[] = [coreModule, customerModule];
`;

  it('imports the module and appends it to serverModules', () => {
    const out = registerServerModule(index, moduleNames('data-transfers'));
    expect(out).toContain("import { customerModule } from './customer';\nimport { dataTransfersModule } from './data-transfers';\n");
    expect(out).toContain('export const serverModules: ServerModule[] = [coreModule, customerModule, dataTransfersModule];');
  });

  it('refuses a list it does not recognise', () => {
    expect(() => registerServerModule('export const modules = [];', moduleNames('demo'))).toThrow(/serverModules/);
  });
});

describe('new-module: endpoint table registration', () => {
  const tables = `import type { AnyEndpoint } from './endpoint';
import { DW_ENDPOINTS } from './datenweitergaben-endpoints';

export const ENDPOINT_TABLES: Readonly<Record<string, Readonly<Record<string, AnyEndpoint>>>> = {
  datenweitergaben: DW_ENDPOINTS,
};
`;

  it('imports the contract and lists its table for the contract tests', () => {
    const out = registerEndpointTable(tables, moduleNames('zzdemo'));
    expect(out).toContain("import { DW_ENDPOINTS } from './datenweitergaben-endpoints';\nimport { ZZDEMO_ENDPOINTS } from './zzdemo';\n");
    expect(out).toContain('  datenweitergaben: DW_ENDPOINTS,\n  zzdemo: ZZDEMO_ENDPOINTS,\n};');
  });

  it('refuses a file it does not recognise', () => {
    expect(() => registerEndpointTable('export const tables = {};', moduleNames('demo'))).toThrow(/ENDPOINT_TABLES/);
  });
});

describe('new-module: templates', () => {
  const n = moduleNames('data-transfers');
  const remote = remoteFiles(n, 3003);
  const server = serverFiles(n);

  it('writes the remote and server files a module needs', () => {
    expect(Object.keys(remote).sort()).toEqual([
      'jest-dom.d.ts',
      'package.json',
      'rspack.config.mjs',
      'src/api.test.ts',
      'src/api.ts',
      'src/embed.tsx',
      'src/i18n/de.json',
      'src/i18n/en.json',
      'src/i18n/index.ts',
      'src/manifest.ts',
      'src/module.test.ts',
      'src/module.tsx',
      'src/pages/data-transfers-home/DataTransfersHomePage.test.tsx',
      'src/pages/data-transfers-home/DataTransfersHomePage.tsx',
      'src/testing/renderPage.ts',
      'tsconfig.json',
    ]);
    expect(Object.keys(server).sort()).toEqual(['index.ts', 'migrations/data_transfers_0001_init.ts', 'routes.test.ts', 'routes.ts', 'seed.ts', 'tables.ts']);
  });

  it('gives the package catalog versions, the workspace shared package and the dev port', () => {
    const pkg = JSON.parse(remote['package.json']);
    expect(pkg).toMatchObject({ name: '@vws/data-transfers', vws: { devPort: 3003 } });
    expect(pkg.dependencies['@vws/shared']).toBe('workspace:*');
    for (const [dep, version] of Object.entries(pkg.dependencies)) if (dep !== '@vws/shared') expect(version).toBe('catalog:');
    expect(JSON.parse(remote['src/i18n/de.json'])).toEqual(expect.objectContaining({ sidebar: { section: 'DataTransfers', home: 'Übersicht' } }));
  });

  it('renders valid identifiers only (no hyphen in a name of code, none left unfilled)', () => {
    for (const content of [...Object.values(remote), ...Object.values(server), ...Object.values(contractFiles(n))]) {
      expect(content).not.toMatch(/\$\{n\./);
      expect(content).not.toMatch(/undefined/);
      expect(content).not.toMatch(/(const|function|interface|type|import \{) [A-Za-z]*-/);
    }
    expect(remote['src/manifest.ts']).toContain("routes: [{ path: '/data-transfers', permission: 'VWS_Select' }]");
    expect(remote['src/manifest.ts']).not.toMatch(/^import (?!type)/m); // pure data: read at build time
    expect(Object.keys(contractFiles(n)).sort()).toEqual(['data-transfers-endpoints.ts', 'data-transfers-records.ts', 'data-transfers.ts']);
    expect(contractFiles(n)['data-transfers-endpoints.ts']).toContain("access: { permission: 'VWS_Select' }");
    expect(server['routes.ts']).toContain('contractRoute(app, DATA_TRANSFERS_ENDPOINTS.eintraege');
    expect(remote['src/api.ts']).toContain('query(DATA_TRANSFERS_ENDPOINTS.eintraege)');
    expect(server['routes.ts']).toContain('request.withTenant(async ({ db }: DataTransfersContext)');
    expect(server['migrations/data_transfers_0001_init.ts']).toContain(".createTable('data_transfers_eintraege')");
    expect(server['index.ts']).toContain('data_transfers_0001_init: dataTransfersInit');
  });
});
