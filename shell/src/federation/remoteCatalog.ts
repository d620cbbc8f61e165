import type { ModuleManifestData } from '@vws/shared/core';
import { SHELL_SHARED_VERSION, sharedVersionMismatch, type SharedVersionMismatch } from './sharedVersion';

/**
 * What the shell knows about the remotes before loading any of their code (DESIGN.md §3):
 * /remotes.json names each remote and its mf-manifest.json; the manifest carries the module's
 * routes and sidebar as metaData.vws (written at build time by scripts/rspack).
 */

export interface RemoteListEntry {
  name: string;
  manifest: string;
}

/** What scripts/rspack writes into mf-manifest.json as metaData.vws (texts included). */
export type RemoteManifestData = ModuleManifestData & {
  /** The @vws/shared version the remote was built against. */
  sharedVersion?: string;
};

export interface RemoteDescriptor {
  name: string;
  /** Absolute URL of the remote's mf-manifest.json. */
  manifestUrl: string;
  /** The routes and sidebar; absent when the manifest could not be read. */
  data?: RemoteManifestData;
  /** Why the manifest could not be read. */
  error?: string;
  /**
   * Set when the remote was built against another major of @vws/shared: its sidebar section and
   * routes say so in its place, and none of its code is loaded.
   */
  refused?: SharedVersionMismatch;
}

export interface RemoteCatalog {
  remotes: RemoteDescriptor[];
  /** Why /remotes.json itself could not be read; the portal still renders without remotes. */
  error?: string;
  /** The raw manifests by URL, handed to the Module Federation runtime so it fetches nothing twice. */
  manifests: Map<string, unknown>;
  /**
   * Set while only the manifest of the addressed route's remote has been read (the page's hint,
   * routeRemoteHint): reads the others and resolves to the whole catalog.
   */
  rest?: () => Promise<RemoteCatalog>;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

function isRemoteListEntry(value: unknown): value is RemoteListEntry {
  const entry = value as RemoteListEntry;
  return !!entry && typeof entry.name === 'string' && typeof entry.manifest === 'string';
}

function isManifestData(value: unknown): value is RemoteManifestData {
  const data = value as RemoteManifestData;
  return !!data && typeof data.name === 'string' && Array.isArray(data.routes) && Array.isArray(data.sidebar);
}

async function fetchJson(fetchImpl: Fetch, url: string): Promise<unknown> {
  const response = await fetchImpl(url, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

async function describeRemote(
  fetchImpl: Fetch,
  entry: RemoteListEntry,
  baseUrl: string,
  manifests: Map<string, unknown>,
  shellVersion: string,
): Promise<RemoteDescriptor> {
  const manifestUrl = new URL(entry.manifest, baseUrl).href;
  try {
    const manifest = (await fetchJson(fetchImpl, manifestUrl)) as { metaData?: { vws?: unknown } };
    const data = manifest?.metaData?.vws;
    if (!isManifestData(data)) throw new Error(`${manifestUrl}: no module data (metaData.vws)`);
    const refused = sharedVersionMismatch(data.sharedVersion, shellVersion);
    if (refused) return { name: entry.name, manifestUrl, data, refused };
    manifests.set(manifestUrl, manifest);
    return { name: entry.name, manifestUrl, data };
  } catch (error) {
    return { name: entry.name, manifestUrl, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The remote whose route the page's address names, as the server found it in that remote's
 * manifest (<meta name="vws-route-remote">, server/src/http/page-hints.ts); null without the hint.
 */
export function routeRemoteHint(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>('meta[name="vws-route-remote"]')?.content || null;
}

/**
 * Reads /remotes.json and the manifests in parallel; failures are recorded, never thrown, and a
 * remote built against another major of @vws/shared than `shellVersion` is marked refused.
 *
 * With `first` naming a listed remote (the addressed route's, routeRemoteHint), only its manifest
 * is read at once: its page renders without waiting for the others, which `rest` reads when the
 * shell asks for them (after the page has been shown, RemotesContext.tsx). On a phone each of them
 * is a request of its own before the page's first rows; the sidebar and the dashboard need them later.
 */
export async function loadRemoteCatalog(
  fetchImpl: Fetch = (input, init) => fetch(input, init),
  baseUrl: string = window.location.href,
  shellVersion: string = SHELL_SHARED_VERSION,
  first: string | null = routeRemoteHint(),
): Promise<RemoteCatalog> {
  const manifests = new Map<string, unknown>();
  let list: unknown;
  try {
    list = await fetchJson(fetchImpl, new URL('/remotes.json', baseUrl).href);
  } catch (error) {
    return { remotes: [], manifests, error: error instanceof Error ? error.message : String(error) };
  }
  if (!Array.isArray(list)) return { remotes: [], manifests, error: '/remotes.json is not a list' };
  const entries = list.filter(isRemoteListEntry);
  const describe = (entry: RemoteListEntry) => describeRemote(fetchImpl, entry, baseUrl, manifests, shellVersion);
  const firstEntry = first ? entries.find((entry) => entry.name === first) : undefined;
  if (!firstEntry || entries.length === 1) return { remotes: await Promise.all(entries.map(describe)), manifests };
  const firstRemote = await describe(firstEntry);
  let whole: Promise<RemoteCatalog> | undefined;
  const rest = () =>
    (whole ??= Promise.all(entries.map((entry) => (entry === firstEntry ? firstRemote : describe(entry)))).then((remotes) => ({ remotes, manifests })));
  return { remotes: [firstRemote], manifests, rest };
}
