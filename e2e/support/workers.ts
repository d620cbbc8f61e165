/**
 * The suite runs in E2E_WORKERS Playwright workers (default 1: on a two-core machine a second
 * worker with its own server and browser made every test three to four times slower, and the run
 * as a whole slower than one worker), each against its own portal server
 * with its own data directory, so that sign-ins, lockouts and password changes of one worker never
 * race another's. global-setup starts the servers and passes them to the workers in E2E_SERVERS;
 * a worker picks its server by TEST_PARALLEL_INDEX. A portal named with E2E_BASE_URL runs with one
 * worker (its outbox is E2E_DATA_DIR when set).
 */
export interface StartedServer {
  baseUrl: string;
  dataDir: string;
  databaseUrl?: string;
  pid: number;
}

export function e2eWorkers(): number {
  if (process.env.E2E_BASE_URL) return 1;
  const requested = Number(process.env.E2E_WORKERS ?? 1);
  return Number.isInteger(requested) && requested > 0 ? requested : 1;
}

export function startedServers(): StartedServer[] {
  return process.env.E2E_SERVERS ? (JSON.parse(process.env.E2E_SERVERS) as StartedServer[]) : [];
}

/** The server of the current worker (undefined in the runner process or with E2E_BASE_URL). */
export function currentServer(): StartedServer | undefined {
  const servers = startedServers();
  if (servers.length === 0) return undefined;
  return servers[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % servers.length];
}
