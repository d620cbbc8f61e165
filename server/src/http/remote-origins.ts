import fs from 'node:fs';

/**
 * A remote deployed on its own origin (REMOTES_JSON naming https://cdn.example.com/audit/mf-manifest.json)
 * is loaded by the shell page as scripts, styles, fonts and a fetched manifest: the page's
 * Content-Security-Policy must allow that origin. The origins are taken from the REMOTES_JSON
 * file itself, so pointing a remote elsewhere needs no second setting.
 */

/** The directives a remote's files need (scripts, chunks' styles and fonts, the manifest fetch, images). */
const REMOTE_DIRECTIVES = ['script-src', 'style-src', 'font-src', 'img-src', 'connect-src'];
const LOCAL = 'http://portal.invalid';

/** The distinct http(s) origins of the absolute manifest URLs in a remotes.json text (relative ones are the portal's own). */
export function remoteOriginsOf(remotesJson: string): string[] {
  let list: unknown;
  try {
    list = JSON.parse(remotesJson);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const origins = new Set<string>();
  for (const entry of list as { manifest?: unknown }[]) {
    if (typeof entry?.manifest !== 'string') continue;
    try {
      const url = new URL(entry.manifest, LOCAL);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== LOCAL) origins.add(url.origin);
    } catch {
      // not a URL: the shell reports that remote as failed
    }
  }
  return [...origins];
}

/** Adds the origins to the remote-related directives of a CSP header value (other directives unchanged). */
export function allowOriginsInCsp(csp: string, origins: readonly string[]): string {
  if (origins.length === 0) return csp;
  return csp
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0];
      return name && REMOTE_DIRECTIVES.includes(name) ? `${directive.trimEnd()} ${origins.join(' ')}` : directive;
    })
    .join(';');
}

/** remoteOriginsOf(file), read again only when the file changed (it may be edited while the server runs). */
export function remoteOriginsReader(file: string): () => string[] {
  let cached: { mtimeMs: number; size: number; origins: string[] } | null = null;
  return () => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return [];
    }
    if (!cached || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, origins: remoteOriginsOf(fs.readFileSync(file, 'utf8')) };
    }
    return cached.origins;
  };
}
