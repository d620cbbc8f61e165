import net from 'node:net';
import { spawnTsx } from './child';
import { freePort } from './second-cluster';

/** Whether something accepts TCP connections at the address of a postgres:// or redis:// URL. */
export function reachable(url: string, timeoutMs = 1000): Promise<boolean> {
  const u = new URL(url);
  const port = Number(u.port || (u.protocol.startsWith('redis') ? 6379 : 5432));
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname || '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export interface ApiProcess {
  /** http://127.0.0.1:<port>/api */
  api: string;
  port: number;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM (graceful: closes the app, its database pools and Redis), SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/**
 * One real API process as `npm start` runs it (src/main.ts in its own Node process), on a free
 * port, without the static front ends. Resolves once it answers HTTP.
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawnTsx('src/main.ts', { HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, STATIC_ROOT: '/nonexistent', ...env });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const finished = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const exited = finished.then(() => true);
  const api = `http://127.0.0.1:${port}/api`;
  const started = Date.now();
  for (;;) {
    if (await Promise.race([exited, new Promise<false>((resolve) => setTimeout(() => resolve(false), 150))])) {
      throw new Error(`API process on port ${port} exited during start:\n${out}`);
    }
    if (/VWS privacy portal running/.test(out)) break;
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`API process on port ${port} did not start within ${timeoutMs} ms:\n${out}`);
    }
  }
  return {
    api,
    port,
    output: () => out,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await finished;
      clearTimeout(timer);
    },
  };
}
