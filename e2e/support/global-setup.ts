import { freePort, startServer } from './server';
import { e2eWorkers, type StartedServer } from './workers';

/** Starts one portal per worker for the whole run; the URLs reach the workers through the environment. */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return; // a running portal was named explicitly
  // A foreign intranet page (tests/embedding.spec.ts) is served from this origin and may call the API.
  const intranetOrigin = `http://127.0.0.1:${await freePort()}`;
  process.env.E2E_INTRANET_ORIGIN = intranetOrigin;
  const running = await Promise.all(Array.from({ length: e2eWorkers() }, () => startServer({ CORS_ORIGINS: intranetOrigin })));
  const servers: StartedServer[] = running.map((server) => ({
    baseUrl: server.baseUrl,
    dataDir: server.dataDir,
    databaseUrl: server.databaseUrl,
    pid: server.process.pid!,
  }));
  process.env.E2E_SERVERS = JSON.stringify(servers);
}
