import { startServer } from './server';

/** Starts the portal for the whole run; the URL reaches the tests through the environment. */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return; // a running portal was named explicitly
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_SERVER_PID = String(server.process.pid);
  process.env.E2E_DATA_DIR = server.dataDir;
}
