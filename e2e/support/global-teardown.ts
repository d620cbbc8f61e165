import { stopServer } from './server';

export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.E2E_SERVER_PID);
  if (pid && process.env.E2E_DATA_DIR) await stopServer(pid, process.env.E2E_DATA_DIR);
}
