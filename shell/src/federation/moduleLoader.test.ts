import type { DomainModule } from '@vws/shared/core';
import { auditModuleWithPages } from '../testing/auditModule';
import { nextTask } from '../startup/nextTask';
import { ModuleLoader, RemoteRefusedError, type FederationRuntime } from './moduleLoader';

const remote = { name: 'audit', manifestUrl: 'http://localhost/remotes/audit/mf-manifest.json' };

function runtimeWith(load: () => Promise<unknown>) {
  const calls = { register: [] as unknown[], load: [] as string[], preload: 0 };
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) => void calls.register.push({ remotes, options }),
    loadRemote: async <T>(id: string) => {
      calls.load.push(id);
      return (await load()) as T;
    },
    preloadRemote: async () => {
      calls.preload += 1;
    },
  };
  return { runtime, calls };
}

/** A runtime whose first load fails with 'network' and whose second answers a module. */
function failingOnce() {
  let attempt = 0;
  const module: DomainModule = { name: 'audit', namespace: 'audit', routes: [], sidebar: [] };
  const { runtime, calls } = runtimeWith(async () => {
    attempt += 1;
    if (attempt === 1) throw new Error('network');
    return { default: module };
  });
  return { module, runtime, calls };
}

describe('ModuleLoader', () => {
  it('loads <remote>/module once and calls init() exactly once', async () => {
    const init = jest.fn();
    const module: DomainModule = { name: 'audit', namespace: 'audit', routes: [], sidebar: [], init };
    const { runtime, calls } = runtimeWith(async () => ({ default: module }));
    const loader = new ModuleLoader(runtime);
    const [first, second] = await Promise.all([loader.load(remote), loader.load(remote)]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    await loader.load(remote);
    expect(calls.load).toEqual(['audit/module']);
    expect(init).toHaveBeenCalledTimes(1);
    expect(calls.register).toEqual([{ remotes: [{ name: 'audit', entry: remote.manifestUrl }], options: undefined }]);
  });

  it('forgets a failed load and re-registers with force so that a retry really loads again', async () => {
    const { module, runtime, calls } = failingOnce();
    const loader = new ModuleLoader(runtime);
    await expect(loader.load(remote)).rejects.toThrow('network');
    expect(calls.register).toContainEqual({ remotes: [{ name: 'audit', entry: remote.manifestUrl }], options: { force: true } });
    await expect(loader.load(remote)).resolves.toBe(module);
    expect(calls.load).toHaveLength(2);
  });

  it('refuses an export that is no DomainModule', async () => {
    const { runtime } = runtimeWith(async () => ({ default: { hello: 'world' } }));
    await expect(new ModuleLoader(runtime).load(remote)).rejects.toThrow('no DomainModule');
  });

  it('preloads on demand without loading twice after the module is there', async () => {
    const module: DomainModule = { name: 'audit', namespace: 'audit', routes: [], sidebar: [] };
    const { runtime, calls } = runtimeWith(async () => ({ default: module }));
    const loader = new ModuleLoader(runtime);
    loader.preload(remote);
    expect(calls.preload).toBe(1);
    await loader.load(remote);
    loader.preload(remote);
    expect(calls.preload).toBe(1);
  });

  it('loads, registers and preloads nothing of a remote refused for its @vws/shared major', async () => {
    const { runtime, calls } = runtimeWith(async () => {
      throw new Error('must not load');
    });
    const loader = new ModuleLoader(runtime);
    const refusedRemote = { ...remote, refused: { remoteVersion: '2.0.0', shellVersion: '1.1.0' } };
    loader.register([refusedRemote]);
    loader.preload(refusedRemote);
    await expect(loader.load(refusedRemote)).rejects.toBeInstanceOf(RemoteRefusedError);
    expect(calls).toEqual({ register: [], load: [], preload: 0 });
  });

  it('warms the addressed route: loads the module once and the code of that page only', async () => {
    const { module, listPage, detailPage } = auditModuleWithPages();
    const { runtime, calls } = runtimeWith(async () => ({ default: module }));
    const loader = new ModuleLoader(runtime);
    loader.warmRoute(remote, '/audit');
    await expect(loader.load(remote)).resolves.toBe(module);
    // The page's code is fetched in a task after the module's start.
    await nextTask();
    expect(listPage).toHaveBeenCalledTimes(1);
    expect(detailPage).not.toHaveBeenCalled();
    expect(calls.load).toEqual(['audit/module']);
  });

  it('leaves a failed warm-up for the render: nothing is thrown, and the load of the render tries again', async () => {
    const { module, runtime, calls } = failingOnce();
    const loader = new ModuleLoader(runtime);
    loader.warmRoute(remote, '/audit');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loader.load(remote)).resolves.toBe(module);
    expect(calls.load).toHaveLength(2);
  });

  it('warms nothing of a refused remote', () => {
    const { runtime, calls } = runtimeWith(async () => {
      throw new Error('must not load');
    });
    new ModuleLoader(runtime).warmRoute({ ...remote, refused: { remoteVersion: '2.0.0', shellVersion: '1.1.0' } }, '/audit');
    expect(calls).toEqual({ register: [], load: [], preload: 0 });
  });
});
