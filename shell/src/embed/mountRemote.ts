import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { MountFunction } from '@vws/shared';
import '../app/portalTheme';
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
  registerRemotes([{ name: entry.name, entry: new URL(entry.manifest, portal).href }]);
  const embed = await loadRemote<{ mount?: MountFunction; default?: MountFunction }>(`${entry.name}/embed`);
  const mount = embed?.mount ?? embed?.default;
  if (!mount) throw new Error(`remote "${remote}" exposes no ./embed mount function`);
  return mount(element, { ...options, apiBaseUrl: portal.origin });
}
