import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createSharedConfig,
  PRIMEREACT_COMMON,
  PRIMEREACT_STATEFUL,
  primeReactShareKeys,
  readCatalog,
  toSemverRange,
} from '../../../scripts/rspack/shared-deps.mjs';
import { I18NEXT_TRANS_EXPORTS, REDUX_CONNECT_EXPORTS, ROUTER_SERVER_EXPORTS, ROUTER_UNUSED_EXPORTS } from '../../../scripts/rspack/browser-apis.mjs';
import { pickManifestTexts } from '../../../scripts/rspack/manifest-texts.mjs';
import { readManifestData } from '../../../scripts/rspack/manifest-data.mjs';
import { AUDIT_ENDPOINTS } from '@vws/shared/contract/audit';

const repo = path.resolve(__dirname, '../../..');
const sharedPackage = JSON.parse(readFileSync(path.join(repo, 'packages/shared/package.json'), 'utf8')) as { version: string };

describe('shared singletons of the federated builds (DESIGN.md §3)', () => {
  const shared = createSharedConfig(path.join(repo, 'shell'));

  it('shares every singleton with an explicit semver range, never workspace:*', () => {
    for (const name of ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'i18next', 'react-i18next', 'primereact', '@vws/shared']) {
      expect(shared[name]).toMatchObject({ singleton: true });
      expect(shared[name].requiredVersion).toMatch(/^[\^~]\d+\.\d+\.\d+$/);
    }
    // The workspace package's own version, as a caret range: remotes of an older or newer minor of this major load.
    expect(shared['@vws/shared'].requiredVersion).toBe(`^${sharedPackage.version}`);
    expect(shared.react.requiredVersion).toBe(`^${shared.react.version}`);
  });

  it('shares the subpath keys of react and react-dom, and PrimeReact by component', () => {
    expect(Object.keys(shared)).toEqual(expect.arrayContaining(['react/', 'react-dom/']));
    // Not the whole package: its internal modules and icons were 70 share keys in every remoteEntry.js.
    expect(shared['primereact/']).toBeUndefined();
    // Of the icons, only those that shell and remotes would otherwise each bundle (buttons, messages, toasts).
    const icons = Object.keys(shared).filter((key) => key.startsWith('primereact/icons'));
    expect(icons.sort()).toEqual(
      PRIMEREACT_COMMON.filter((name) => name.startsWith('icons/'))
        .map((name) => `primereact/${name}`)
        .sort(),
    );
    expect(icons.length).toBeLessThan(10);
  });

  it('shares @vws/shared as the barrel and its entries, each provided by every build from its own file', () => {
    const keys = Object.keys(shared).filter((key) => key.startsWith('@vws/shared'));
    expect(keys.sort()).toEqual(['@vws/shared', '@vws/shared/core', '@vws/shared/edit', '@vws/shared/form', '@vws/shared/list', '@vws/shared/print']);
    for (const key of keys) {
      expect(shared[key]).toMatchObject({ singleton: true, requiredVersion: `^${sharedPackage.version}` });
      // A file, not the package name: the shell provides the barrel that remotes built against 1.3 import.
      expect(shared[key].import).toMatch(/packages[\\/]shared[\\/]src[\\/](index|entries[\\/][a-z]+)\.ts$/);
    }
  });

  it('shares react-router-dom as its browser API: without the server runtime, framework mode, forms, fetchers and hash routing', () => {
    const file = shared['react-router-dom'].import;
    expect(file).toBeDefined();
    const source = readFileSync(file as string, 'utf8');
    const names = new Set([...source.matchAll(/^ {2}(\w+),$/gm)].map((match) => match[1]));
    for (const name of [
      'BrowserRouter',
      'RouterProvider',
      'createBrowserRouter',
      'Link',
      'NavLink',
      'Navigate',
      'useNavigate',
      'useSearchParams',
      'useBlocker',
      'UNSAFE_NavigationContext',
    ])
      expect(names).toContain(name);
    for (const name of [...ROUTER_SERVER_EXPORTS, ...ROUTER_UNUSED_EXPORTS]) expect(names).not.toContain(name);
    expect(source).toMatch(/from ".*react-router-dom[\\/]dist[\\/]index\.mjs";/);
  });

  it('shares react-i18next without its <Trans> components (their HTML parser would load on every page)', () => {
    const file = shared['react-i18next'].import;
    expect(file).toMatch(/react-i18next-browser-.*\.mjs$/);
    const source = readFileSync(file as string, 'utf8');
    const names = new Set([...source.matchAll(/^ {2}(\w+),$/gm)].map((match) => match[1]));
    for (const name of ['useTranslation', 'initReactI18next', 'I18nextProvider']) expect(names).toContain(name);
    for (const name of I18NEXT_TRANS_EXPORTS) expect(names).not.toContain(name);
    expect(source).toMatch(/from ".*react-i18next[\\/]dist[\\/]es[\\/]index\.js";/);
  });

  it('shares react-redux without connect(), with all that RTK Query needs of it', () => {
    const file = shared['react-redux'].import;
    expect(file).toMatch(/react-redux-browser-.*\.mjs$/);
    const source = readFileSync(file as string, 'utf8');
    const names = new Set([...source.matchAll(/^ {2}(\w+),$/gm)].map((match) => match[1]));
    // What @reduxjs/toolkit/query/react imports from react-redux (2.14), and the portal's Provider and hooks.
    for (const name of ['Provider', 'ReactReduxContext', 'batch', 'shallowEqual', 'useDispatch', 'useSelector', 'useStore']) expect(names).toContain(name);
    for (const name of REDUX_CONNECT_EXPORTS) expect(names).not.toContain(name);
    expect(source).toMatch(/from ".*react-redux[\\/]dist[\\/]react-redux\.mjs";/);
  });

  it("shares PrimeReact's stateful modules and every component the sources import", () => {
    // One configuration, locale, z-index and id counter, style registry and overlay bus in the page.
    for (const name of PRIMEREACT_STATEFUL) expect(shared[`primereact/${name}`]).toMatchObject({ singleton: true });
    const keys = primeReactShareKeys();
    expect(keys).toEqual(expect.arrayContaining(['primereact/datatable', 'primereact/button', 'primereact/dialog', 'primereact/calendar']));
    for (const key of keys) expect(shared[key]).toMatchObject({ singleton: true, requiredVersion: shared.primereact.requiredVersion });
  });

  it('turns declared ranges into semver', () => {
    expect(toSemverRange('workspace:*', '1.2.0')).toBe('^1.2.0');
    expect(toSemverRange('19.3.1', '19.3.1')).toBe('^19.3.1');
    expect(toSemverRange('~26.7.2', '26.7.2')).toBe('~26.7.2');
    expect(toSemverRange('catalog:', '7.18.5', 'react-router-dom', { 'react-router-dom': '~7.18.5' })).toBe('~7.18.5');
    expect(toSemverRange('catalog:', '19.3.1', 'react', { react: '19.3.1' })).toBe('^19.3.1');
  });

  it('reads the catalog of pnpm-workspace.yaml, which every package.json refers to', () => {
    expect(readCatalog('packages:\n  - shell\ncatalog:\n  react: 19.3.1\n  "@reduxjs/toolkit": "2.14.0"\n  zod: "^4.1.12" # why\nother: x\n')).toEqual({
      react: '19.3.1',
      '@reduxjs/toolkit': '2.14.0',
      zod: '^4.1.12',
    });
    expect(readCatalog()).toMatchObject({ react: expect.any(String), 'react-router-dom': expect.any(String) });
  });
});

describe('manifest data of a remote', () => {
  it('reads src/manifest.ts as data and picks the texts its sidebar needs', () => {
    const data = readManifestData(path.join(repo, 'remotes/customer/src/manifest.ts'));
    expect(data.routes.map((route: { path: string }) => route.path)).toContain('/customer-master-data');
    const texts = pickManifestTexts(data, path.join(repo, 'remotes/customer/src/i18n'));
    expect(texts.de.sidebar.masterData).toBe('Stammdaten');
    expect(texts.en.sidebar.masterData).toBe('Master data');
    expect(texts.de.validation).toBeUndefined();
  });

  it("reads a widget's source from its contract's path table, and refuses any other run-time import", () => {
    const data = readManifestData(path.join(repo, 'remotes/audit/src/manifest.ts'));
    expect(data.dashboardWidget?.source).toBe(AUDIT_ENDPOINTS.dashboardWidget.path);
    const dir = mkdtempSync(path.join(tmpdir(), 'manifest-'));
    const impure = path.join(dir, 'manifest.ts');
    writeFileSync(
      impure,
      "import { AUDIT_ENDPOINTS } from '@vws/shared/contract/audit';\nexport default { routes: [], sidebar: [], source: AUDIT_ENDPOINTS };\n",
    );
    expect(() => readManifestData(impure)).toThrow(/must be pure data .* imports "@vws\/shared\/contract\/audit"/);
    rmSync(dir, { recursive: true });
  });
});
