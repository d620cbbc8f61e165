import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { matchesRoute, pageHints, routeRemoteMeta } from './page-hints';
import type { RemoteEntry } from './static';

describe('matchesRoute: the manifest route patterns as react-router matches them', () => {
  it.each([
    ['/vorfaelle', '/vorfaelle', true],
    ['/vorfaelle', '/Vorfaelle/', true],
    ['/vorfaelle', '/vorfaelle/1', false],
    ['/vvt-list/:ebenenr', '/vvt-list/2', true],
    ['/vvt-list/:ebenenr', '/vvt-list', false],
    ['/vvt-list/:ebenenr', '/vvt-list/2/x', false],
    ['/vvt/:id?', '/vvt', true],
    ['/vvt/:id?', '/vvt/7', true],
    ['/vvt/:id?', '/vvt/7/8', false],
    ['/docs/*', '/docs/a/b', true],
    ['/docs/*', '/docs', true],
    ['/customer', '/customer-master-data', false],
    ['/a b', '/a%20b', true],
  ])('%s against %s: %s', (pattern, pathname, expected) => {
    expect(matchesRoute(pattern, pathname)).toBe(expected);
  });
});

describe('pageHints', () => {
  let root: string;
  let remotes: RemoteEntry[];
  const manifest = (name: string, routes: string[]) => ({
    name,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, vws: { routes: routes.map((route) => ({ path: route, permission: 'VWS_Select' })) } },
    exposes: [
      { path: './embed', assets: { js: { sync: ['__federation_expose_embed.1.js'] }, css: { sync: [] } } },
      { path: './module', assets: { js: { sync: ['__federation_expose_module.2.js'] }, css: { sync: ['module.3.css'] } } },
    ],
  });
  const write = (name: string, content: unknown) => {
    fs.mkdirSync(path.join(root, 'remotes', name, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'remotes', name, 'dist', 'mf-manifest.json'), JSON.stringify(content));
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'vws-hints-'));
    write('audit', manifest('audit', ['/audit', '/audit-report/:id']));
    write('vvt', manifest('vvt', ['/vvt-list/:ebenenr']));
    remotes = [
      { name: 'audit', manifest: '/remotes/audit/mf-manifest.json' },
      { name: 'vvt', manifest: '/remotes/vvt/mf-manifest.json' },
      { name: 'elsewhere', manifest: 'https://cdn.example.com/elsewhere/mf-manifest.json' },
    ];
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const page = (pathname: string) => pageHints({ staticRoot: root })(pathname, remotes);
  const hints = (pathname: string) => page(pathname).links;

  it("preloads the remotes list, the route's manifest, and its remote entry and module files at low priority, and names that remote", () => {
    expect(page('/vvt-list/3')).toEqual({
      links:
        '<link rel="preload" as="fetch" href="/remotes.json" crossorigin="anonymous">' +
        '<link rel="preload" as="fetch" href="/remotes/vvt/mf-manifest.json" crossorigin="anonymous">' +
        '<link rel="preload" as="script" href="/remotes/vvt/remoteEntry.js" fetchpriority="low">' +
        '<link rel="preload" as="script" href="/remotes/vvt/__federation_expose_module.2.js" fetchpriority="low">' +
        '<link rel="preload" as="style" href="/remotes/vvt/module.3.css" fetchpriority="low">',
      remote: 'vvt',
    });
    // The other manifests are read by the shell after the page has been shown.
    expect(hints('/vvt-list/3')).not.toContain('/remotes/audit/mf-manifest.json');
    expect(routeRemoteMeta('vvt')).toBe('<meta name="vws-route-remote" content="vvt">');
  });

  it('preloads every manifest on an address no readable manifest declares, and names no remote', () => {
    expect(page('/userprofile')).toEqual({
      links:
        '<link rel="preload" as="fetch" href="/remotes.json" crossorigin="anonymous">' +
        '<link rel="preload" as="fetch" href="/remotes/audit/mf-manifest.json" crossorigin="anonymous">' +
        '<link rel="preload" as="fetch" href="/remotes/vvt/mf-manifest.json" crossorigin="anonymous">' +
        '<link rel="preload" as="fetch" href="https://cdn.example.com/elsewhere/mf-manifest.json" crossorigin="anonymous">',
      remote: null,
    });
    expect(routeRemoteMeta(null)).toBe('');
  });

  it('preloads no remote code on a route no remote declares, nor for a manifest it cannot read', () => {
    expect(hints('/userprofile')).not.toContain('as="script"');
    fs.writeFileSync(path.join(root, 'remotes', 'audit', 'dist', 'mf-manifest.json'), '{ not json');
    expect(hints('/audit')).not.toContain('as="script"');
  });

  it('reads a manifest again when a new build of its remote replaced it', () => {
    expect(hints('/audit')).toContain('/remotes/audit/remoteEntry.js');
    const file = path.join(root, 'remotes', 'audit', 'dist', 'mf-manifest.json');
    fs.writeFileSync(file, JSON.stringify(manifest('audit', ['/audit-neu'])));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(hints('/audit')).not.toContain('as="script"');
    expect(hints('/audit-neu')).toContain('/remotes/audit/remoteEntry.js');
  });

  it('adds nothing when the remotes list cannot be read (the shell reports that itself), and escapes what the list names', () => {
    expect(pageHints({ staticRoot: root })('/audit', null)).toEqual({ links: '', remote: null });
    remotes = [{ name: 'x', manifest: '/x/mf-manifest.json?a=1&b="><script>' }];
    expect(hints('/')).toContain('href="/x/mf-manifest.json?a=1&amp;b=&quot;&gt;&lt;script&gt;"');
  });
});
