import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { MountFunction } from '@vws/shared/core';
import '../app/portalTheme';
import { sharedVersionMismatch, versionLineLabel } from '../federation/sharedVersion';
import type { EmbedRequest } from './embedRequest';

interface RemotesJsonEntry {
  name: string;
  manifest: string;
}

/** Finds the remote in the portal's remotes.json (which may point at another origin), loads its ./embed and mounts it. */
export async function mountRemote(element: HTMLElement, { remote, portalUrl, ...options }: EmbedRequest): Promise<() => void> {
  const portal = new URL(portalUrl);
  const response = await fetch(new URL('/remotes.json', portal), { credentials: 'omit' });
  if (!response.ok) throw new Error(`remotes.json of ${portal.origin} answered ${response.status}`);
  const entry = ((await response.json()) as RemotesJsonEntry[]).find((candidate) => candidate.name === remote);
  if (!entry) throw new Error(`the portal at ${portal.origin} has no remote "${remote}"`);
  const manifestUrl = new URL(entry.manifest, portal).href;
  // The same version rule as in the portal: a remote built against another major is not loaded.
  const manifest = (await (await fetch(manifestUrl, { credentials: 'omit' })).json()) as { metaData?: { vws?: { sharedVersion?: unknown } } };
  const mismatch = sharedVersionMismatch(manifest.metaData?.vws?.sharedVersion);
  if (mismatch) {
    throw new Error(
      `remote "${remote}" was built for @vws/shared ${versionLineLabel(mismatch.remoteVersion)}, this loader is ${versionLineLabel(mismatch.shellVersion)}`,
    );
  }
  registerRemotes([{ name: entry.name, entry: manifestUrl }]);
  const embed = await loadRemote<{ mount?: MountFunction; default?: MountFunction }>(`${entry.name}/embed`);
  const mount = embed?.mount ?? embed?.default;
  if (!mount) throw new Error(`remote "${remote}" exposes no ./embed mount function`);
  return mount(element, { ...options, apiBaseUrl: portal.origin });
}
