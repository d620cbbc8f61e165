import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './html';
import type { RemoteEntry } from './static';

/** What a portal page's HTML gets from its address: preload links, and the remote whose route it names. */
export interface PageHints {
  /** <link rel="preload"> elements for the page's head. */
  links: string;
  /** The remote (a /remotes.json name) whose manifest declares the route, when this server can read that manifest. */
  remote: string | null;
}

/**
 * Preload links for a portal page, so that what its start-up asks for one after another downloads
 * beside the shell's own files: /remotes.json, and for the remote whose route the address names,
 * its manifest, its remoteEntry.js and the files of its `./module` (otherwise fetched only after
 * the manifests had arrived and the session and the customer's permissions had loaded). The other
 * manifests are the shell's to read once the page has been shown (remoteCatalog.ts: `remote` names
 * the one it reads first, as <meta name="vws-route-remote">); on an address no readable manifest
 * declares, every manifest is preloaded. Scripts and styles at low priority: they must not hold
 * back main.js, and they block no rendering.
 *
 * The route is matched as react-router matches the manifest's patterns ('/vvt-list/:ebenenr',
 * ':segment?', a trailing '*', case-insensitive). A remote on another origin (REMOTES_JSON) gets
 * the manifest preload only: its files are not read from here.
 */
export function pageHints(options: { staticRoot: string; manifests?: ManifestFiles }): (pathname: string, listed: RemoteEntry[] | null) => PageHints {
  const manifests = options.manifests ?? new ManifestFiles(path.join(options.staticRoot, 'remotes'));
  return (pathname, listed) => {
    if (!listed) return { links: '', remote: null }; // the shell reports an unreadable remotes list itself
    const remotes = validRemotes(listed);
    for (const entry of remotes) {
      const manifest = manifests.read(entry.manifest);
      if (manifest && manifest.routes.some((route) => matchesRoute(route, pathname))) {
        const base = entry.manifest.slice(0, entry.manifest.lastIndexOf('/') + 1);
        const links = [
          preload('/remotes.json', 'fetch'),
          preload(entry.manifest, 'fetch'),
          ...manifest.scripts.map((file) => preload(base + file, 'script')),
          ...manifest.styles.map((file) => preload(base + file, 'style')),
        ];
        return { links: links.join(''), remote: entry.name };
      }
    }
    return { links: [preload('/remotes.json', 'fetch'), ...remotes.map((entry) => preload(entry.manifest, 'fetch'))].join(''), remote: null };
  };
}

/** The page's hint for the shell: which remote's manifest to read first (remoteCatalog.ts). */
export function routeRemoteMeta(remote: string | null): string {
  return remote ? `<meta name="vws-route-remote" content="${escapeHtml(remote)}">` : '';
}

function preload(href: string, as: 'fetch' | 'script' | 'style'): string {
  // A fetch preload is reused only by a request of the same mode: the shell fetches in CORS mode.
  const attributes = as === 'fetch' ? ' crossorigin="anonymous"' : ' fetchpriority="low"';
  return `<link rel="preload" as="${as}" href="${escapeHtml(href)}"${attributes}>`;
}

/** The entries of /remotes.json that name a remote and its manifest (the file is the operator's). */
export function validRemotes(listed: RemoteEntry[]): RemoteEntry[] {
  return Array.isArray(listed) ? listed.filter((entry) => typeof entry?.name === 'string' && typeof entry?.manifest === 'string') : [];
}

/** Whether a manifest's route pattern matches the address's path (react-router's matchPath with end: true). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  return matchRoute(pattern, pathname) !== null;
}

/** The route's parameters when the pattern matches the path ('/vvt-list/:ebenenr', '/vvt-list/2' → { ebenenr: '2' }), else null. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  const segments = decodePath(pathname).split('/').filter(Boolean);
  const same = (part: string, segment: string | undefined) => segment !== undefined && part.toLowerCase() === segment.toLowerCase();
  const match = (p: number, s: number, params: Record<string, string>): Record<string, string> | null => {
    if (p === parts.length) return s === segments.length ? params : null;
    const part = parts[p]!;
    if (part === '*') return params;
    if (part.startsWith(':') && part.endsWith('?')) {
      return match(p + 1, s, params) ?? (s < segments.length ? match(p + 1, s + 1, { ...params, [part.slice(1, -1)]: segments[s]! }) : null);
    }
    if (part.endsWith('?')) return match(p + 1, s, params) ?? (same(part.slice(0, -1), segments[s]) ? match(p + 1, s + 1, params) : null);
    if (s === segments.length) return null;
    if (part.startsWith(':')) return match(p + 1, s + 1, { ...params, [part.slice(1)]: segments[s]! });
    return same(part, segments[s]) ? match(p + 1, s + 1, params) : null;
  };
  return match(0, 0, {});
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** A route's heading as its manifest names it: keys of the module's namespace (ModuleRouteInfo.heading). */
export interface RouteHeading {
  path: string;
  titleKey: string;
  introKey?: string;
  /** The texts' interpolation that is the selected customer's name ('name' for '{{name}}'). */
  customerName?: string;
  /** false: the title row holds no buttons. */
  buttons?: boolean;
  /** The calls the route's page makes at its first render (ModuleRouteInfo.reads): paths below the API base. */
  reads?: string[];
}

export interface ManifestSummary {
  routes: string[];
  headings: RouteHeading[];
  /** The texts written into the manifest at build time, per language (the module's namespace). */
  texts: Record<string, unknown>;
  /** remoteEntry.js and the `./module` expose's scripts loaded at once, relative to the manifest. */
  scripts: string[];
  styles: string[];
}

interface RawManifest {
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    vws?: {
      routes?: { path?: unknown; reads?: unknown; heading?: { titleKey?: unknown; introKey?: unknown; customerName?: unknown; buttons?: unknown } }[];
      texts?: Record<string, unknown>;
    };
  };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** The manifests of the remotes this server serves (/remotes/<name>/), read again when their file changes. */
export class ManifestFiles {
  private readonly cache = new Map<string, { mtimeMs: number; summary: ManifestSummary | null }>();

  constructor(private readonly remotesDir: string) {}

  read(manifestUrl: string): ManifestSummary | null {
    const name = /^\/remotes\/([a-z0-9-]+)\/mf-manifest\.json$/.exec(manifestUrl)?.[1];
    if (!name) return null;
    const file = path.join(this.remotesDir, name, 'dist', 'mf-manifest.json');
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const cached = this.cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.summary;
    const summary = summarize(file);
    this.cache.set(file, { mtimeMs, summary });
    return summary;
  }
}

/** A path of the contract below the API base: letters, digits, '-', '_' and '/' only. */
const API_PATH = /^(?:\/[\w-]+)+$/;

function summarize(file: string): ManifestSummary | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as RawManifest;
    const vws = manifest.metaData?.vws;
    const routes = (vws?.routes ?? []).map((route) => route.path).filter((route): route is string => typeof route === 'string');
    const headings = (vws?.routes ?? []).flatMap((route): RouteHeading[] => {
      const heading = route.heading;
      if (typeof route.path !== 'string' || typeof heading?.titleKey !== 'string') return [];
      return [
        {
          path: route.path,
          titleKey: heading.titleKey,
          ...(typeof heading.introKey === 'string' ? { introKey: heading.introKey } : {}),
          ...(typeof heading.customerName === 'string' && /^\w+$/.test(heading.customerName) ? { customerName: heading.customerName } : {}),
          ...(heading.buttons === false ? { buttons: false } : {}),
          ...(Array.isArray(route.reads) ? { reads: route.reads.filter((read): read is string => typeof read === 'string' && API_PATH.test(read)) } : {}),
        },
      ];
    });
    const entry = manifest.metaData?.remoteEntry;
    const module = manifest.exposes?.find((expose) => expose.path === './module');
    const safe = (files: unknown[] | undefined) => (files ?? []).filter((f): f is string => typeof f === 'string' && /^[\w./-]+$/.test(f) && !f.includes('..'));
    const remoteEntry = entry?.name ? [`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`] : [];
    return {
      routes,
      headings,
      texts: vws?.texts && typeof vws.texts === 'object' ? vws.texts : {},
      scripts: safe([...remoteEntry, ...(module?.assets?.js?.sync ?? [])]),
      styles: safe(module?.assets?.css?.sync),
    };
  } catch {
    return null;
  }
}
