import type { DomainModule } from '@vws/shared';
import type { RemoteDescriptor } from './remoteCatalog';

/**
 * Loads a remote's DomainModule on demand through the Module Federation runtime, calls its init()
 * exactly once, and forgets a failed attempt so that "Retry" really tries again.
 */

export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
  preloadRemote(options: { nameOrAlias: string; exposes?: string[] }[]): Promise<void>;
}

export class ModuleLoader {
  private readonly loaded = new Map<string, Promise<DomainModule>>();
  private readonly registered = new Set<string>();

  constructor(private readonly runtime: FederationRuntime) {}

  register(remotes: RemoteDescriptor[]): void {
    const fresh = remotes.filter((remote) => !this.registered.has(remote.name));
    if (fresh.length === 0) return;
    this.runtime.registerRemotes(fresh.map((remote) => ({ name: remote.name, entry: remote.manifestUrl })));
    for (const remote of fresh) this.registered.add(remote.name);
  }

  load(remote: RemoteDescriptor): Promise<DomainModule> {
    const cached = this.loaded.get(remote.name);
    if (cached) return cached;
    this.register([remote]);
    const loading = this.runtime
      .loadRemote<{ default?: DomainModule } | DomainModule>(`${remote.name}/module`)
      .then(async (exported) => {
        const module = exported && 'default' in exported && exported.default ? exported.default : (exported as DomainModule | null);
        if (!module || !Array.isArray(module.routes)) throw new Error(`${remote.name}/module is no DomainModule`);
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

  /** Warms a remote (e.g. on sidebar hover); errors are left for the real load to report. */
  preload(remote: RemoteDescriptor): void {
    if (this.loaded.has(remote.name)) return;
    this.register([remote]);
    this.runtime.preloadRemote([{ nameOrAlias: remote.name, exposes: ['./module'] }]).catch(() => undefined);
  }
}
