import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { FederationRuntime } from './moduleLoader';
import { nextTask } from '../startup/nextTask';

/**
 * The Module Federation runtime of the host page, plus a plugin that answers manifest requests
 * from the copies the shell already fetched for the sidebar (one request per manifest, not two),
 * and starts a remote's container in a task after its entry's evaluation (together one task of
 * 25–30 ms on a module route's start, over 100 ms on Lighthouse's phone).
 */
export function createFederationRuntime(manifests: Map<string, unknown>): FederationRuntime {
  registerPlugins([
    {
      name: 'vws-manifest-cache',
      fetch(url: string) {
        const manifest = manifests.get(url);
        if (!manifest) return false;
        return Promise.resolve(new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }));
      },
      async beforeInitContainer(options) {
        await nextTask();
        return options;
      },
    },
  ]);
  return {
    registerRemotes: (remotes, options) => registerRemotes(remotes, options),
    loadRemote: (id) => loadRemote(id),
    preloadRemote: (options) => preloadRemote(options),
  };
}
