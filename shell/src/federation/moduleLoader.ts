import type { DomainModule } from '@vws/shared/core';
import type { RemoteDescriptor } from './remoteCatalog';
import { nextTask } from '../startup/nextTask';

/**
 * Loads a remote's DomainModule on demand through the Module Federation runtime, calls its init()
 * exactly once, and forgets a failed attempt so that "Retry" really tries again.
 */

export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
  preloadRemote(options: { nameOrAlias: string; exposes?: string[] }[]): Promise<void>;
}

/** A remote built against another major of @vws/shared: none of its code is loaded. */
export class RemoteRefusedError extends Error {
  constructor(
    readonly remoteName: string,
    readonly remoteVersion: string,
    readonly shellVersion: string,
  ) {
    super(`${remoteName} was built against @vws/shared ${remoteVersion}, the shell runs ${shellVersion}: refused`);
    this.name = 'RemoteRefusedError';
  }
}

export class ModuleLoader {
  private readonly loaded = new Map<string, Promise<DomainModule>>();
  private readonly registered = new Set<string>();

  constructor(private readonly runtime: FederationRuntime) {}

  /** Registers the remotes' manifests with the runtime; a refused remote is never registered. */
  register(remotes: RemoteDescriptor[]): void {
    const fresh = remotes.filter((remote) => !remote.refused && !this.registered.has(remote.name));
    if (fresh.length === 0) return;
    this.runtime.registerRemotes(fresh.map((remote) => ({ name: remote.name, entry: remote.manifestUrl })));
    for (const remote of fresh) this.registered.add(remote.name);
  }

  load(remote: RemoteDescriptor): Promise<DomainModule> {
    if (remote.refused) return Promise.reject(new RemoteRefusedError(remote.name, remote.refused.remoteVersion, remote.refused.shellVersion));
    const cached = this.loaded.get(remote.name);
    if (cached) return cached;
    this.register([remote]);
    const loading = this.runtime
      .loadRemote<{ default?: DomainModule } | DomainModule>(`${remote.name}/module`)
      .then(async (exported) => {
        const module = exported && 'default' in exported && exported.default ? exported.default : (exported as DomainModule | null);
        if (!module || !Array.isArray(module.routes)) throw new Error(`${remote.name}/module is no DomainModule`);
        // The module's start (its texts, its slices) in a task after its code's evaluation: a route's
        // start-up stays in tasks short enough for input (Lighthouse's Total Blocking Time).
        await nextTask();
        await module.init?.();
        return module;
      })
      .catch((error: unknown) => {
        this.loaded.delete(remote.name);
        // Re-register with force so the runtime drops its cached failed entry as well.
        this.runtime.registerRemotes([{ name: remote.name, entry: remote.manifestUrl }], { force: true });
        throw error;
      });
    this.loaded.set(remote.name, loading);
    return loading;
  }

  /**
   * Loads a remote's module and the code of one of its pages ahead of their render: the address
   * names the route, and the session and the permissions that guard it are still loading. Errors
   * are left for the render's own load to report.
   */
  warmRoute(remote: RemoteDescriptor, routePath: string): void {
    if (remote.refused) return;
    this.load(remote)
      .then(async (module) => {
        await nextTask();
        return module.routes.find((route) => route.path === routePath)?.preload?.();
      })
      .catch(() => undefined);
  }

  /** Warms a remote (e.g. on sidebar hover); errors are left for the real load to report. */
  preload(remote: RemoteDescriptor): void {
    if (remote.refused || this.loaded.has(remote.name)) return;
    this.register([remote]);
    this.runtime.preloadRemote([{ nameOrAlias: remote.name, exposes: ['./module'] }]).catch(() => undefined);
  }
}
