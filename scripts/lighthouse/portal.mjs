// A portal for the Lighthouse benchmark: the built front ends and the real server on a free port with
// a fresh data directory and demo data (as the e2e global setup starts one), or a running portal.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from '../lib.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was healthy`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${baseUrl} did not become healthy within ${timeoutMs} ms`);
}

/** `url` given: that portal, untouched. Otherwise builds what changed and starts one; stop() ends it and removes its data. */
export async function openPortal(url) {
  if (url) return { baseUrl: url.replace(/\/$/, ''), stop: async () => {} };
  ensureInstalled();
  ensureBuilt();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vws-lighthouse-'));
  const remotes = readdirSync(path.join(root, 'remotes')).filter((name) => existsSync(path.join(root, 'remotes', name, 'dist/mf-manifest.json')));
  writeFileSync(path.join(dataDir, 'remotes.json'), JSON.stringify(remotes.sort().map((name) => ({ name, manifest: `/remotes/${name}/mf-manifest.json` }))));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(path.join(root, 'server/node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: path.join(root, 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '10000',
      RATE_LIMIT_MAX: '100000',
      REMOTES_JSON: path.join(dataDir, 'remotes.json'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const kill = (signal) => {
    try {
      process.kill(-server.pid, signal);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', () => kill('SIGKILL'));
  try {
    await waitForHealth(baseUrl, server, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
