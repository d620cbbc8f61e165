// The files of remotes/<name>/ (pure: name in, { path: content } out).

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** @param {import('./names.mjs').ModuleNames} n */
export function remoteFiles(n, devPort) {
  const page = `src/pages/${n.name}-home/${n.pascal}HomePage`;
  return {
    'package.json': json({
      name: n.packageName,
      version: '1.0.0',
      private: true,
      vws: { devPort },
      scripts: { build: 'rspack build --mode production', dev: 'rspack serve --mode development' },
      dependencies: Object.fromEntries(
        [
          '@module-federation/enhanced',
          '@reduxjs/toolkit',
          '@vws/shared',
          'i18next',
          'primereact',
          'react',
          'react-dom',
          'react-i18next',
          'react-redux',
          'react-router-dom',
        ].map((dep) => [dep, dep === '@vws/shared' ? 'workspace:*' : 'catalog:']),
      ),
      devDependencies: Object.fromEntries(
        ['@rspack/cli', '@rspack/core', '@rspack/dev-server', '@types/react', '@types/react-dom'].map((dep) => [dep, 'catalog:']),
      ),
    }),
    'rspack.config.mjs': `import { createRemoteConfig } from '../../scripts/rspack/index.mjs';

export default createRemoteConfig({
  name: '${n.name}',
  dir: import.meta.dirname,
  exposes: { './module': './src/module.tsx', './embed': './src/embed.tsx' },
});
`,
    'tsconfig.json': json({ extends: '../../tsconfig.base.json', compilerOptions: { noEmit: true }, include: ['src', '*.d.ts'] }),
    'jest-dom.d.ts': "import '@testing-library/jest-dom';\n",
    'src/manifest.ts': `import type { ModuleManifestData } from '@vws/shared/core';

/**
 * The route patterns of this module. When another module must link here, add
 * \`${n.camel}: { home: '${n.route}' }\` to ROUTES in packages/shared/src/module/routes.ts and type the
 * manifest \`ModuleManifestData<ModuleRoutePattern<'${n.name}'>>\` as audit and customer do.
 */
export type ${n.pascal}RoutePattern = '${n.route}';

/** Routes and sidebar of the ${n.name} module, read by the shell from mf-manifest.json (no remote code). */
const manifest: ModuleManifestData<${n.pascal}RoutePattern> = {
  name: '${n.name}',
  namespace: '${n.name}',
  routes: [{ path: '${n.route}', permission: 'VWS_Select' }],
  sidebar: [
    {
      id: '${n.name}',
      labelKey: '${n.name}:sidebar.section',
      permission: 'VWS_Select',
      order: 90,
      items: [{ id: '${n.name}-home', path: '${n.route}', labelKey: '${n.name}:sidebar.home', icon: 'pi pi-box', permission: 'VWS_Select' }],
    },
  ],
};

export default manifest;
`,
    'src/module.tsx': `import { pageRoutes, type DomainModule, type PageLoader } from '@vws/shared/core';
import './api';
import { register${n.pascal}Texts } from './i18n';
import manifest from './manifest';

/** Each route's page, loaded when its route is entered (or warmed by the shell while the session loads). */
const PAGE_LOADERS: Record<string, PageLoader> = {
  '${n.route}': async () => (await import('./pages/${n.name}-home/${n.pascal}HomePage')).${n.pascal}HomePage,
};

/** The ${n.name} module. Importing it injects its endpoints (./api); init registers its texts. Exposed as ${n.name}/module. */
const ${n.camel}Module: DomainModule = {
  ...manifest,
  routes: pageRoutes('${n.name}', manifest.routes, PAGE_LOADERS),
  init: register${n.pascal}Texts,
};

export default ${n.camel}Module;
`,
    'src/embed.tsx': `import { createMount } from '@vws/shared/core';
import ${n.camel}Module from './module';

/** The ${n.name} module inside a foreign intranet page (DESIGN.md §3), starting at ${n.route}. */
export const mount = createMount(${n.camel}Module, '${n.route}');

export default mount;
`,
    'src/api.ts': `import { api, contractEndpoints } from '@vws/shared/core';
import { ${n.endpoints} } from '@vws/shared/contract/${n.name}';

/**
 * The ${n.name} calls on the portal's one API slice, made from their contracts (@vws/shared/contract/${n.name});
 * endpoint names start with '${n.camel}'. The base query adds ?customer_uid.
 */
export const ${n.camel}Api = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const { query } = contractEndpoints(build);
    return {
      ${n.camel}Eintraege: query(${n.endpoints}.eintraege),
    };
  },
});

export const { use${n.pascal}EintraegeQuery } = ${n.camel}Api;
`,
    'src/api.test.ts': `import { contractsInUse } from '@vws/shared/core';
import { undeclaredContracts } from '@vws/shared/testing';
import { ${n.endpoints} } from '@vws/shared/contract/${n.name}';
import { ${n.camel}Api } from './api';

describe('the ${n.name} endpoints', () => {
  it('are made from declared contracts only (each has its server route: server/src/platform/contracts.test.ts)', () => {
    expect(Object.keys(${n.camel}Api.endpoints)).toContain('${n.camel}Eintraege');
    expect(contractsInUse()).toContain(${n.endpoints}.eintraege);
    expect(undeclaredContracts()).toEqual([]);
  });
});
`,
    'src/i18n/de.json': json({
      sidebar: { section: n.pascal, home: 'Übersicht' },
      home: { title: n.pascal, intro: 'Die Einträge der Datenbank {{name}}.', name: 'Name', empty: 'Noch keine Einträge.' },
    }),
    'src/i18n/en.json': json({
      sidebar: { section: n.pascal, home: 'Overview' },
      home: { title: n.pascal, intro: 'The entries of the database {{name}}.', name: 'Name', empty: 'No entries yet.' },
    }),
    'src/i18n/index.ts': `import { defineNamespace } from '@vws/shared/core';
import de from './de.json';
import en from './en.json';

/** The '${n.name}' texts, bundled with this remote and registered when it loads (typed keys). */
export const ${n.camel}Texts = defineNamespace('${n.name}', { de, en });
export const use${n.pascal}Translation = ${n.camel}Texts.useTranslation;

export function register${n.pascal}Texts(): void {
  ${n.camel}Texts.register();
}
`,
    'src/testing/renderPage.ts': `import { definePageRenderer, stopFakeServer } from '@vws/shared/testing';
import { register${n.pascal}Texts } from '../i18n';

/** renderPage of @vws/shared/testing with the ${n.name} texts and the module's permission. */
export const renderPage = definePageRenderer({ register: register${n.pascal}Texts, permissions: ['VWS_Select'] });
export { stopFakeServer };
`,
    [`${page}.tsx`]: `import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { ErrorMessage, LoadingBlock, PageHeader, useCurrentCustomer } from '@vws/shared/core';
import { use${n.pascal}EintraegeQuery } from '../../api';
import { use${n.pascal}Translation } from '../../i18n';

/** ${n.route} (VWS_Select): the entries of the selected customer. */
export function ${n.pascal}HomePage() {
  const { t } = use${n.pascal}Translation();
  const customer = useCurrentCustomer();
  const { data, error, isLoading, refetch } = use${n.pascal}EintraegeQuery();

  return (
    <section className="flex flex-column gap-3" data-testid="${n.name}-home-page">
      <PageHeader title={t('home.title')} subtitle={t('home.intro', { name: customer?.name ?? '' })} />
      {isLoading ? <LoadingBlock /> : null}
      {error ? <ErrorMessage error={error} onRetry={refetch} /> : null}
      {data ? (
        <DataTable value={data.eintraege} dataKey="ID" emptyMessage={t('home.empty')} size="small" stripedRows>
          <Column field="Name" header={t('home.name')} sortable />
        </DataTable>
      ) : null}
    </section>
  );
}
`,
    [`${page}.test.tsx`]: `import { screen } from '@testing-library/react';
import { ${n.endpoints} } from '@vws/shared/contract/${n.name}';
import { renderPage, stopFakeServer } from '../../testing/renderPage';
import { ${n.pascal}HomePage } from './${n.pascal}HomePage';

afterEach(() => stopFakeServer());

describe('${n.pascal}HomePage', () => {
  it('lists the entries of the selected customer', async () => {
    const { server } = renderPage(<${n.pascal}HomePage />, () => ({ status: 200, body: { eintraege: [{ ID: 1, Name: 'Erster Eintrag' }] } }), { path: '${n.route}' });
    expect(await screen.findByText('Erster Eintrag')).toBeInTheDocument();
    expect(screen.getByText('Die Einträge der Datenbank Muster GmbH.')).toBeInTheDocument();
    expect(server.calls(${n.endpoints}.eintraege.path)).toHaveLength(1);
  });

  it('shows the catalogue text of a refused call', async () => {
    renderPage(<${n.pascal}HomePage />, () => ({ status: 403, body: { error: 'forbidden', message: 'forbidden' } }), { path: '${n.route}' });
    expect(await screen.findByText('Sorry, Sie sind nicht zugriffsberechtigt.')).toBeInTheDocument();
  });
});
`,
    'src/module.test.ts': `import '../../../packages/shared/src/api/testing/fetchPolyfill';
import { i18n } from '@vws/shared/core';
import ${n.camel}Module from './module';
import manifest from './manifest';

describe('${n.name} module', () => {
  it('declares its route and sidebar entry with VWS_Select', () => {
    expect(manifest.routes.map((r) => [r.path, r.permission])).toEqual([['${n.route}', 'VWS_Select']]);
    expect(manifest.sidebar[0].items.map((item) => item.path)).toEqual(['${n.route}']);
  });

  it('has a page for every route of its manifest', () => {
    expect(${n.camel}Module.routes.map((r) => r.path)).toEqual(manifest.routes.map((r) => r.path));
    for (const route of ${n.camel}Module.routes) expect(typeof route.Component).toBe('function');
  });

  it('registers its texts in de and en on init', async () => {
    await ${n.camel}Module.init?.();
    expect(i18n.getFixedT('en', '${n.name}')('sidebar.home')).toBe('Overview');
    expect(i18n.getFixedT('de', '${n.name}')('sidebar.home')).toBe('Übersicht');
  });
});
`,
  };
}
