// The federated remotes of the portal and their dev-server ports (shell: 3000, API: 8080).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SHELL_DEV_PORT = 3000;
export const API_DEV_PORT = 8080;

export const REMOTE_DEV_PORTS = {
  customer: 3001,
  audit: 3002,
  vvt: 3003,
  datenweitergaben: 3004,
  metaadmin: 3005,
};

/** Remotes whose package has an rspack config, i.e. that can be built or served. */
export function listBuildableRemotes() {
  return Object.keys(REMOTE_DEV_PORTS).filter((name) =>
    existsSync(path.join(REPO_ROOT, 'remotes', name, 'rspack.config.mjs')),
  );
}

/** The remotes.json a dev shell serves: each remote from its own dev server. */
export function devRemotesJson(host = 'localhost') {
  return listBuildableRemotes().map((name) => ({
    name,
    manifest: `http://${host}:${REMOTE_DEV_PORTS[name]}/mf-manifest.json`,
  }));
}
