// Dev-server ports and the dev remotes.json, from the one remote registry (scripts/remotes.cjs).
import registry from '../remotes.cjs';

export const { REPO_ROOT } = registry;
export const SHELL_DEV_PORT = 3000;
export const API_DEV_PORT = 8080;

export const REMOTE_DEV_PORTS = Object.fromEntries(registry.listRemotes().map((remote) => [remote.name, remote.devPort]));

/** Remotes whose package has an rspack config, i.e. that can be built or served. */
export function listBuildableRemotes() {
  return registry
    .listRemotes()
    .filter((remote) => remote.buildable)
    .map((remote) => remote.name);
}

/** The remotes.json a dev shell serves: each remote from its own dev server. */
export function devRemotesJson(host = 'localhost') {
  return listBuildableRemotes().map((name) => ({
    name,
    manifest: `http://${host}:${REMOTE_DEV_PORTS[name]}/mf-manifest.json`,
  }));
}
