#!/usr/bin/env node
// Serves one remote's build (remotes/<name>/dist, or --dir) on its own port, as a static host or
// CDN would: the entry points (mf-manifest.json, remoteEntry.js) revalidated on every load,
// content-hashed chunks cached for a year, CORS for the portal origins that load them.
//
//   node scripts/serve-remote.mjs audit [--port 4002] [--dir path/to/dist] [--allow-origin https://portal.example.com,...]
//   npx -y pnpm@10 --filter @vws/audit serve -- --port 4002
//
// Defaults: port = the remote's dev port + 1000 (PORT overrides), host 127.0.0.1 (HOST), allowed
// origins "*" (ALLOW_ORIGINS). The shell loads the remote when /remotes.json names
// http://<host>:<port>/mf-manifest.json (README "Deploying one remote").
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import registry from './remotes.cjs';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};
const ENTRY_POINTS = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

/** The same rule as the portal's own static serving (server/src/http/static.ts). */
export function cacheControl(fileName) {
  const base = path.basename(fileName);
  if (ENTRY_POINTS.has(base) || base.endsWith('.html')) return 'no-cache';
  if (/[.-][0-9a-f]{8,}\./i.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

function parseArgs(argv) {
  const options = { name: undefined, port: undefined, dir: undefined, allowOrigins: undefined, host: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--') continue;
    const [flag, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s) : [arg];
    const value = () => inline ?? argv[++i];
    if (flag === '--port') options.port = Number(value());
    else if (flag === '--dir') options.dir = value();
    else if (flag === '--allow-origin') options.allowOrigins = value();
    else if (flag === '--host') options.host = value();
    else if (!flag.startsWith('--') && !options.name) options.name = flag;
    else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

/** Starts the server; resolves with { server, url } once it listens. */
export function serveRemote({ name, dir, port, host = '127.0.0.1', allowOrigins = '*' }) {
  const remote = registry.listRemotes().find((candidate) => candidate.name === name);
  if (!remote && !dir)
    throw new Error(
      `unknown remote "${name}" (known: ${registry
        .listRemotes()
        .map((r) => r.name)
        .join(', ')})`,
    );
  const root = path.resolve(dir ?? path.join(registry.REPO_ROOT, remote.dir, 'dist'));
  const origins = String(allowOrigins)
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const listenPort = port ?? (remote ? remote.devPort + 1000 : 0);

  const server = createServer((req, res) => {
    const origin = req.headers.origin;
    if (origins.includes('*')) res.setHeader('Access-Control-Allow-Origin', '*');
    else if (origin && origins.includes(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    // The portal and foreign pages load these files cross-origin (scripts, styles, fonts).
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD');
      res.setHeader('Access-Control-Max-Age', '600');
      return void res.writeHead(204).end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end();

    let relative;
    try {
      relative = decodeURIComponent(new URL(req.url ?? '/', 'http://remote').pathname);
    } catch {
      return void res.writeHead(400).end();
    }
    const file = path.join(root, path.normalize(relative));
    if (relative.includes('\0') || !file.startsWith(root + path.sep)) return void res.writeHead(404).end();
    // The dist is looked up per request: a new build copied over it is served at once.
    const stat = existsSync(file) ? statSync(file) : null;
    if (!stat?.isFile()) return void res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('not found');

    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    res.setHeader('Cache-Control', cacheControl(file));
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', stat.mtime.toUTCString());
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
    res.setHeader('Content-Type', TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
    res.setHeader('Content-Length', String(stat.size));
    res.writeHead(200);
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file).pipe(res);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, host, () => {
      const address = server.address();
      resolve({ server, root, url: `http://${host}:${typeof address === 'object' && address ? address.port : listenPort}` });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const options = parseArgs(process.argv.slice(2));
    if (!options.name && !options.dir) throw new Error('usage: node scripts/serve-remote.mjs <remote> [--port N] [--dir DIST] [--allow-origin ORIGINS]');
    const { url, root } = await serveRemote({
      name: options.name,
      dir: options.dir,
      port: options.port ?? (process.env.PORT ? Number(process.env.PORT) : undefined),
      host: options.host ?? process.env.HOST ?? '127.0.0.1',
      allowOrigins: options.allowOrigins ?? process.env.ALLOW_ORIGINS ?? '*',
    });
    if (!existsSync(path.join(root, 'mf-manifest.json'))) console.warn(`warning: ${root}/mf-manifest.json is missing (build the remote first)`);
    console.log(`serving ${root} at ${url} (manifest: ${url}/mf-manifest.json)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
