import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../platform/request-context';
import { languageOf } from '../platform/messages';
import { text, type Language } from '../platform/texts';
import { operatorSettings, type OperatorSettings } from '../config';
import { registerNotices } from './notices';
import { allowOriginsInCsp, remoteOriginsReader } from './remote-origins';
import { ManifestFiles, pageHints, routeRemoteMeta } from './page-hints';
import { routeFrame, withRouteFrame } from './route-frame';

const NO_CACHE = new Set(['embed.js', 'index.html', 'remotes.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

/** Content-hashed files may be cached for a year; entry points must be revalidated every time. */
function cacheHeaders(res: { setHeader(name: string, value: string): void }, filePath: string): void {
  // A precompressed file (remoteEntry.js.br) keeps the rule of the file it stands for.
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (NO_CACHE.has(base) || base.endsWith('.html')) {
    res.setHeader('Cache-Control', 'no-cache');
  } else if (/[.-][0-9a-f]{8,}\./i.test(base)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'public, max-age=300');
  }
}

export interface RemoteEntry {
  name: string;
  manifest: string;
}

/** remotes/<name>/dist/mf-manifest.json present → an entry of /remotes.json. */
export function discoverRemotes(staticRoot: string): RemoteEntry[] {
  const dir = path.join(staticRoot, 'remotes');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'dist', 'mf-manifest.json')))
    .map((d) => ({ name: d.name, manifest: `/remotes/${d.name}/mf-manifest.json` }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * One port for everything (DESIGN.md §5): the shell's build at /, each remote's build under
 * /remotes/<name>/, /remotes.json, and the SPA fallback to the shell's index.html. /remotes.json
 * lists the built remotes, or is the file REMOTES_JSON names (read per request: editing it points
 * a remote at a new version or another origin without a restart or a shell build).
 */
export async function registerStatic(app: FastifyInstance, options: { staticRoot: string; remotesJson?: string; operator?: OperatorSettings }): Promise<void> {
  const shellDist = path.join(options.staticRoot, 'shell', 'dist');
  const remotesDir = path.join(options.staticRoot, 'remotes');

  // Remotes that REMOTES_JSON points at other origins: the pages' CSP allows their files.
  if (options.remotesJson) {
    const remoteOrigins = remoteOriginsReader(options.remotesJson);
    app.addHook('onSend', async (_request, reply, payload) => {
      const csp = reply.getHeader('content-security-policy');
      const type = String(reply.getHeader('content-type') ?? '');
      if (typeof csp === 'string' && type.startsWith('text/html')) reply.header('content-security-policy', allowOriginsInCsp(csp, remoteOrigins()));
      return payload;
    });
  }

  // A precompressed file was chosen by the request's Accept-Encoding: caches must keep the variants
  // apart (@fastify/static's preCompressed does not say so; @fastify/compress does for what it compresses).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.getHeader('content-encoding')) varyOnAcceptEncoding(reply);
    return payload;
  });

  registerNotices(app, { shellDist, operator: options.operator ?? operatorSettings() });
  // Browsers ask for /favicon.ico whatever the page links: the shell's SVG icon answers.
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => {
    const icon = path.join(shellDist, 'favicon.svg');
    if (!fs.existsSync(icon)) return notFound();
    reply.header('Cache-Control', 'public, max-age=86400');
    return reply.type('image/svg+xml').send(await fs.promises.readFile(icon));
  });

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    if (options.remotesJson) {
      reply.type('application/json');
      return fs.promises.readFile(options.remotesJson, 'utf8');
    }
    return discoverRemotes(options.staticRoot);
  });

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    wildcard: true,
    // / is a page like any other route: the not-found handler below sends it with its preload links.
    index: false,
    allowedPath: (pathname) => pathname !== '/',
    setHeaders: cacheHeaders,
    cacheControl: false,
    // The builds write a .br and a .gz beside each script, style, manifest and icon
    // (scripts/rspack/precompress.mjs): sent as they are, not compressed again per request. Also for
    // the remotes' files (reply.sendFile below).
    preCompressed: true,
    // The folder may not exist yet (API-only development); requests then fall through to 404.
    serve: fs.existsSync(shellDist),
  });

  // Each remote's dist, found per request so a freshly deployed remote needs no restart.
  app.get('/remotes/:name/*', { schema: { hide: true } }, async (request, reply) => {
    const { name, '*': rest } = request.params as { name: string; '*': string };
    if (!/^[a-z0-9-]+$/.test(name)) return notFound();
    const root = path.join(remotesDir, name, 'dist');
    return reply.sendFile(rest, root);
  });

  const listRemotes = async (): Promise<RemoteEntry[]> =>
    options.remotesJson ? (JSON.parse(await fs.promises.readFile(options.remotesJson, 'utf8')) as RemoteEntry[]) : discoverRemotes(options.staticRoot);
  const manifests = new ManifestFiles(remotesDir);
  const hintsFor = pageHints({ staticRoot: options.staticRoot, manifests });
  const frameFor = routeFrame({ staticRoot: options.staticRoot, manifests });

  const indexHtml = path.join(shellDist, 'index.html');
  // /signin is a light page of its own (shell/src/signin-page), every other route the portal's.
  const signInHtml = path.join(shellDist, 'signin.html');
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !path.extname(pathname) && fs.existsSync(indexHtml);
    if (wantsPage) {
      const signInPage = /^\/signin\/?$/.test(pathname);
      // The portal sends a visitor without a session to /signin as a new document: answered with
      // the portal's page, a build without its sign-in page reloaded that page without end.
      if (signInPage && !fs.existsSync(signInHtml)) {
        request.log.error({ missing: signInHtml }, 'the build has no sign-in page: run npm run build');
        return reply.code(503).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(signInPageMissing(request));
      }
      const page = signInPage ? signInHtml : indexHtml;
      let html = await fs.promises.readFile(page, 'utf8');
      if (page === indexHtml) {
        const remotes = await listRemotes().catch(() => null);
        const hints = hintsFor(pathname, remotes);
        const frame = frameFor(pathname, remotes);
        html = frame ? withRouteFrame(html, hints.links, frame) : html.replace('</head>', `${hints.links}</head>`);
        html = html.replace('</head>', `${routeRemoteMeta(hints.remote)}</head>`);
      }
      reply.header('Cache-Control', 'no-cache');
      allowOwnInlineScripts(reply, html);
      return reply.type('text/html; charset=utf-8').send(html);
    }
    return notFound();
  });
}

/** What /signin answers when the build lacks its sign-in page: both languages, the visitor's first. */
function signInPageMissing(request: FastifyRequest): string {
  const first = languageOf(request);
  const languages: Language[] = first === 'de' ? ['de', 'en'] : ['en', 'de'];
  const paragraphs = languages.map((language) => `<p lang="${language}">${text(language, 'server:pages.signInMissing.body')}</p>`).join('');
  return `<!doctype html><html lang="${first}"><meta charset="utf-8"><title>${text(first, 'server:pages.signInMissing.title')}</title>${paragraphs}</html>`;
}

/**
 * The pages' own inline scripts are allowed by their hashes, nothing else inline: the sign-in page's
 * (it shows the prerendered form in the chosen language before the first paint,
 * scripts/rspack/signin-prerender.mjs) and the route frame's (route-frame.ts).
 */
function allowOwnInlineScripts(reply: FastifyReply, html: string): void {
  const hashes = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(([, source]) => `'sha256-${createHash('sha256').update(source!).digest('base64')}'`);
  const policy = reply.getHeader('content-security-policy');
  if (!hashes.length || typeof policy !== 'string') return;
  reply.header('content-security-policy', policy.replace(/script-src 'self'/, `script-src 'self' ${hashes.join(' ')}`));
}

function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

// Through the error handler, so the text comes in the caller's language like every API error.
function notFound(): never {
  throw new HttpError(404, 'notFound', 'notFound');
}
