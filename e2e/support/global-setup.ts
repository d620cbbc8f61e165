import { startServer } from './server';
import { e2eWorkers, type StartedServer } from './workers';

/** Starts one portal per worker for the whole run; the URLs reach the workers through the environment. */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return; // a running portal was named explicitly
  const running = await Promise.all(Array.from({ length: e2eWorkers() }, () => startServer()));
  const servers: StartedServer[] = running.map((server) => ({ baseUrl: server.baseUrl, dataDir: server.dataDir, pid: server.process.pid! }));
  process.env.E2E_SERVERS = JSON.stringify(servers);
}
