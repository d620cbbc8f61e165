import { stopServer } from './server';
import { startedServers } from './workers';

export default async function globalTeardown(): Promise<void> {
  await Promise.all(startedServers().map((server) => stopServer(server.pid, server.dataDir, server.databaseUrl)));
}
