import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ManifestFiles, matchRoute } from './page-hints';
import { routeFrame, withRouteFrame } from './route-frame';
import type { RemoteEntry } from './static';

describe('matchRoute: the parameters of a matching route', () => {
  it.each([
    ['/vvt-list/:ebenenr', '/vvt-list/2', { ebenenr: '2' }],
    ['/vvt/:id?', '/vvt', {}],
    ['/vorfaelle', '/Vorfaelle', {}],
    ['/vorfaelle', '/vorfaelle/1', null],
  ])('%s against %s', (pattern, pathname, expected) => {
    expect(matchRoute(pattern, pathname)).toEqual(expected);
  });
});

describe('routeFrame: the heading a route names, in the first HTML', () => {
  let root: string;
  const remotes: RemoteEntry[] = [{ name: 'vvt', manifest: '/remotes/vvt/mf-manifest.json' }];
  const texts = {
    de: {
      list: { title1: 'Verarbeitungstätigkeiten', intro1: 'Das Verzeichnis <Art. 30>', title2: 'Applikationen' },
      home: { title: '{{name}}', intro: 'Überblick über {{ name }} & mehr', other: 'Für {{user}}' },
    },
    en: { list: { title1: 'Processing activities', intro1: 'The record "Art. 30"' }, home: { title: '{{name}}', intro: 'Overview of {{name}}' } },
  };
  const writeManifest = (routes: unknown[]) => {
    fs.mkdirSync(path.join(root, 'remotes', 'vvt', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'remotes', 'vvt', 'dist', 'mf-manifest.json'), JSON.stringify({ metaData: { vws: { routes, texts } } }));
  };
  const frameFor = (pathname: string) => routeFrame({ staticRoot: root, manifests: new ManifestFiles(path.join(root, 'remotes')) })(pathname, remotes);

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'vws-frame-'));
    fs.mkdirSync(path.join(root, 'shell', 'dist', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'assets', 'InterVariable-latin.0123abcd.woff2'), '');
    writeManifest([
      {
        path: '/vvt-list/:ebenenr',
        heading: { titleKey: 'list.title{ebenenr}', introKey: 'list.intro{ebenenr}' },
        reads: ['/vvt/verarbeitungen', '/vvt/schutzziele', 'https://elsewhere.example/steal', '/vvt/../meta', 7],
      },
      { path: '/vvt-detail/:ebenenr' },
      { path: '/vvt-home', heading: { titleKey: 'home.title', introKey: 'home.intro', customerName: 'name', buttons: false } },
      { path: '/vvt-other', heading: { titleKey: 'list.title2', introKey: 'home.other', customerName: 'name' } },
      { path: '/vvt-unnamed', heading: { titleKey: 'home.title' } },
    ]);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("shows the route's title and intro in German and English, filled with the route's parameter and escaped", () => {
    const frame = frameFor('/vvt-list/1');
    expect(frame?.body).toContain(
      '<div class="rf-texts" lang="de"><div class="rf-title">Verarbeitungstätigkeiten</div><p class="rf-intro">Das Verzeichnis &lt;Art. 30&gt;</p></div>',
    );
    expect(frame?.body).toContain(
      '<div class="rf-texts" lang="en"><div class="rf-title">Processing activities</div><p class="rf-intro">The record &quot;Art. 30&quot;</p></div>',
    );
    expect(frame?.body).toContain('aria-hidden="true"');
    expect(frame?.head).toContain('url(/assets/InterVariable-latin.0123abcd.woff2)');
  });

  it('leaves out a language without the title, and the intro when the route names none', () => {
    const frame = frameFor('/vvt-list/2');
    expect(frame?.body).toContain('<div class="rf-texts" lang="de"><div class="rf-title">Applikationen</div></div>');
    expect(frame?.body).not.toContain('lang="en"');
  });

  it('has no frame for a route without a heading, an unknown address, a title missing in German, or an unreadable remotes list', () => {
    expect(frameFor('/vvt-detail/1')).toBeNull();
    expect(frameFor('/userprofile')).toBeNull();
    expect(frameFor('/vvt-list/9')).toBeNull();
    expect(routeFrame({ staticRoot: root, manifests: new ManifestFiles(path.join(root, 'remotes')) })('/vvt-list/1', null)).toBeNull();
  });

  it("marks the customer's name where the texts interpolate it (the script fills it), and a title row without buttons", () => {
    const frame = frameFor('/vvt-home')!;
    expect(frame.body).toContain(
      '<div class="rf-texts" lang="de"><div class="rf-title rf-plain"><span data-rf-customer></span></div>' +
        '<p class="rf-intro">Überblick über <span data-rf-customer></span> &amp; mehr</p></div>',
    );
    expect(frame.body).toContain('<p class="rf-intro">Overview of <span data-rf-customer></span></p>');
    expect(frame.body).toContain('customerDatabaseName');
  });

  it("asks its script to start the portal's start-up calls and the route's reads: API paths only, the route's for the customer", () => {
    const reads = (pathname: string) => JSON.parse(/data-reads="([^"]*)"/.exec(frameFor(pathname)!.body)![1]!.replace(/&quot;/g, '"')) as unknown;
    expect(reads('/vvt-list/1')).toEqual({
      user: ['/api/common/translations', '/api/meta/userprofile', '/api/meta/userprofile/permissions', '/api/meta/customers'],
      customer: ['/api/meta/customer/permissions', '/api/vvt/verarbeitungen', '/api/vvt/schutzziele'],
    });
    expect(reads('/vvt-home')).toEqual(expect.objectContaining({ customer: ['/api/meta/customer/permissions'] }));
    expect(frameFor('/vvt-list/1')!.body).toContain('vwsStartupReads');
  });

  it('has no frame where a text keeps an interpolation it cannot fill', () => {
    expect(frameFor('/vvt-other')).toBeNull();
    expect(frameFor('/vvt-unnamed')).toBeNull();
  });

  it("holds the head's script and preloads back until the frame is painted, and puts the frame after #root", () => {
    const frame = frameFor('/vvt-list/1')!;
    const html =
      '<html><head><title>VWS</title><script defer src="/main.1.js"></script><link as="style" fetchpriority="low" href="/1.css" rel="preload"></head>' +
      '<body><div id="root"></div></body></html>';
    const page = withRouteFrame(html, '<link rel="preload" as="fetch" href="/remotes.json" crossorigin="anonymous">', frame);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('main.1.js');
    expect(head).not.toContain('rel="preload"');
    expect(page).toContain(
      '<div id="root"></div><template id="route-frame-head"><link rel="preload" as="fetch" href="/remotes.json" crossorigin="anonymous">' +
        '<script defer src="/main.1.js"></script><link as="style" fetchpriority="low" href="/1.css" rel="preload"></template><div id="route-frame"',
    );
    // The server allows inline scripts by their hash, found as <script>…</script> without '<' inside.
    expect(page).toMatch(/<script>[^<]+<\/script><\/body>/);
  });
});
