import type { DomainModule } from '@vws/shared/core';
import type { FederationRuntime } from '../federation/moduleLoader';
import type { RemoteCatalog, RemoteManifestData } from '../federation/remoteCatalog';

export interface StaticRemote {
  name: string;
  data: RemoteManifestData;
  module: DomainModule;
}

/**
 * Static composition (DESIGN.md §3): the same DomainModules imported at build time, for the
 * single-bundle build that serves as the start-up baseline of the federated portal.
 */
export function staticCatalog(remotes: StaticRemote[]): RemoteCatalog {
  return { remotes: remotes.map(({ name, data }) => ({ name, manifestUrl: `static:${name}`, data })), manifests: new Map() };
}

export function staticRuntime(remotes: StaticRemote[]): FederationRuntime {
  const byName = new Map(remotes.map((remote) => [remote.name, remote.module]));
  return {
    registerRemotes: () => undefined,
    loadRemote: async <T>(id: string) => {
      const module = byName.get(id.split('/')[0]);
      if (!module) throw new Error(`${id} is not part of this build`);
      return { default: module } as T;
    },
    preloadRemote: async () => undefined,
  };
}
