import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let root: string;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

const SIGN_IN_INLINE = 'document.documentElement.lang="en"';

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'vws-static-'));
  write('shell/dist/index.html', '<!doctype html><head><title>VWS</title></head>');
  write('shell/dist/signin.html', `<!doctype html><title>VWS Anmeldung</title><div id="root"></div><script>${SIGN_IN_INLINE}</script>`);
  write('shell/dist/embed.js', 'window.VwsEmbed = {};');
  write('shell/dist/main.0123abcd.js', 'console.log("shell")');
  write('shell/dist/res/privacy_notice_de.html', '<h1>Datenschutzhinweise</h1>');
  write('remotes/audit/dist/mf-manifest.json', '{"name":"audit"}');
  write('remotes/audit/dist/static/js/remote.89abcdef.js', 'x');
  write('remotes/vvt/dist/other.txt', 'not built yet');
  t = await createTestApp({ env: { STATIC_ROOT: root } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('static serving', () => {
  it('serves the shell at / and falls back to it for client routes, never cached', async () => {
    for (const url of ['/', '/customer?cuid=1', '/vvt-list/1']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>VWS</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends every portal page, / included, with preload links for the remotes list and manifests; the sign-in page without', async () => {
    const hint = '<link rel="preload" as="fetch" href="/remotes/audit/mf-manifest.json" crossorigin="anonymous"></head>';
    for (const url of ['/', '/customer?cuid=1', '/vvt-list/1']) expect((await get(url)).body).toContain(hint);
    expect((await get('/signin')).body).not.toContain('rel="preload"');
  });

  it("names the remote whose manifest declares the address's route, and preloads that manifest only", async () => {
    write('remotes/vorfaelle/dist/mf-manifest.json', JSON.stringify({ name: 'vorfaelle', metaData: { vws: { routes: [{ path: '/vorfaelle' }] } } }));
    try {
      const page = (await get('/vorfaelle')).body;
      expect(page).toContain('<meta name="vws-route-remote" content="vorfaelle"></head>');
      expect(page).toContain('<link rel="preload" as="fetch" href="/remotes/vorfaelle/mf-manifest.json" crossorigin="anonymous">');
      expect(page).not.toContain('href="/remotes/audit/mf-manifest.json"');
      expect((await get('/customer')).body).not.toContain('vws-route-remote');
    } finally {
      fs.rmSync(path.join(root, 'remotes/vorfaelle'), { recursive: true, force: true });
    }
  });

  it('serves /signin as its own light page, never cached', async () => {
    for (const url of ['/signin', '/signin?redirect=%2Faudit', '/signin/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>VWS Anmeldung</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/signing-up')).body).toContain('<title>VWS</title>');
  });

  it("allows the sign-in page's own inline script by its hash, and no other page an inline script", async () => {
    const hash = `'sha256-${createHash('sha256').update(SIGN_IN_INLINE).digest('base64')}'`;
    const signIn = (await get('/signin')).headers['content-security-policy'] as string;
    expect(signIn).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')}(;|$| )`));
    const portal = (await get('/customer')).headers['content-security-policy'] as string;
    expect(portal).toMatch(/script-src 'self'(;|$)/);
  });

  it('serves embed.js, the loader foreign pages include by a fixed name, revalidated on every load', async () => {
    const res = await get('/embed.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches content-hashed assets for a year and serves /res pages', async () => {
    const asset = await get('/main.0123abcd.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/res/privacy_notice_de.html')).body).toContain('Datenschutzhinweise');
  });

  it('lists built remotes in /remotes.json and serves their files', async () => {
    const list = await get('/remotes.json');
    expect(list.json()).toEqual([{ name: 'audit', manifest: '/remotes/audit/mf-manifest.json' }]);
    expect(list.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/remotes/audit/mf-manifest.json');
    expect(manifest.json()).toEqual({ name: 'audit' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/audit/static/js/remote.89abcdef.js')).headers['cache-control']).toContain('immutable');
    write('remotes/audit/dist/remoteEntry.js', 'var audit;');
    expect((await get('/remotes/audit/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
  });

  it("sends a file's precompressed .br or .gz by Accept-Encoding, with Vary and the caching of the file it stands for", async () => {
    const script = 'console.log("vendor");'.repeat(200);
    write('shell/dist/vendor.fedcba98.js', script);
    write('shell/dist/vendor.fedcba98.js.br', 'brotli bytes');
    write('shell/dist/vendor.fedcba98.js.gz', 'gzip bytes');
    write('remotes/audit/dist/remoteEntry.js.br', 'brotli entry');
    const as = (url: string, encoding: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

    const brotli = await as('/vendor.fedcba98.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli bytes');
    expect(brotli.headers['content-type']).toMatch(/^application\/javascript/);
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);

    const gzip = await as('/vendor.fedcba98.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip bytes');
    const plain = await as('/vendor.fedcba98.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    const entry = await as('/remotes/audit/remoteEntry.js', 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('answers missing files and unknown API paths with 404 JSON, not the page', async () => {
    expect((await get('/remotes/audit/missing.js')).statusCode).toBe(404);
    expect((await get('/missing.js')).statusCode).toBe(404);
    const api = await get('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('notFound');
  });

  it('refuses path traversal out of a remote folder', async () => {
    const res = await get('/remotes/audit/..%2f..%2f..%2fshell%2fdist%2findex.html');
    expect(res.statusCode).not.toBe(200);
  });

  it('compresses large responses', async () => {
    write('shell/dist/big.0123abcd.js', 'x'.repeat(20_000));
    const res = await t.app.inject({ method: 'GET', url: '/big.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('static serving of a build without its sign-in page', () => {
  let broken: TestApp;
  let brokenRoot: string;

  beforeAll(async () => {
    brokenRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vws-static-broken-'));
    fs.mkdirSync(path.join(brokenRoot, 'shell/dist'), { recursive: true });
    fs.writeFileSync(path.join(brokenRoot, 'shell/dist/index.html'), '<!doctype html><head><title>VWS</title></head>');
    broken = await createTestApp({ env: { STATIC_ROOT: brokenRoot } });
  });
  afterAll(async () => {
    await broken.close();
    fs.rmSync(brokenRoot, { recursive: true, force: true });
  });

  it("answers /signin with 503 and says so in the visitor's language first, instead of the portal's page (which sent the browser to /signin again)", async () => {
    const german = await broken.app.inject({ method: 'GET', url: '/signin?redirect=%2Faudit', headers: { 'accept-language': 'de-DE' } });
    expect(german.statusCode).toBe(503);
    expect(german.headers['cache-control']).toBe('no-store');
    expect(german.body).not.toContain('<title>VWS</title>');
    expect(german.body).toMatch(/^<!doctype html><html lang="de">.*Die Anmeldeseite fehlt.*The sign-in page is missing/);
    const english = await broken.app.inject({ method: 'GET', url: '/signin', headers: { 'accept-language': 'en' } });
    expect(english.body).toMatch(/<html lang="en">.*The sign-in page is missing.*Die Anmeldeseite fehlt/);
    expect((await broken.app.inject({ method: 'GET', url: '/audit' })).body).toContain('<title>VWS</title>');
  });
});

describe('static serving with REMOTES_JSON (a remote deployed on its own origin)', () => {
  let configured: TestApp;
  let list: string;
  beforeAll(async () => {
    list = path.join(root, 'remotes.json');
    fs.writeFileSync(list, JSON.stringify([{ name: 'audit', manifest: 'https://cdn.example.com/audit/mf-manifest.json' }]));
    configured = await createTestApp({ env: { STATIC_ROOT: root, REMOTES_JSON: list } });
  });
  afterAll(() => configured.close());

  it('serves the file as /remotes.json, read per request, and lets the pages load from that origin', async () => {
    const inject = (url: string) => configured.app.inject({ method: 'GET', url });
    expect((await inject('/remotes.json')).json()).toEqual([{ name: 'audit', manifest: 'https://cdn.example.com/audit/mf-manifest.json' }]);
    const page = await inject('/audit');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example.com;");
    expect(page.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(page.headers['content-security-policy']).toContain('https://cdn.example.com');
    // A new deployment: the list changes while the server runs.
    fs.writeFileSync(list, JSON.stringify([{ name: 'audit', manifest: 'https://audit.example.org/v2/mf-manifest.json' }]));
    expect((await inject('/remotes.json')).json()[0].manifest).toBe('https://audit.example.org/v2/mf-manifest.json');
    const csp = (await inject('/')).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://audit.example.org;");
    expect(csp).not.toContain('cdn.example.com');
    // API answers are no page: their policy is left as it is.
    expect((await inject('/api/health')).headers['content-security-policy']).not.toContain('audit.example.org');
  });
});
