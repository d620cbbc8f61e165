import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const PG_BIN = process.env.VWS_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function postgresBinariesPresent(): boolean {
  return fs.existsSync(path.join(PG_BIN, 'initdb')) && fs.existsSync(path.join(PG_BIN, 'pg_ctl'));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL tool as the postgres user when we are root (initdb refuses root). */
function asPostgres(tool: string, args: string[]): void {
  const bin = path.join(PG_BIN, tool);
  if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' });
  else execFileSync(bin, args, { stdio: 'pipe' });
}

export interface Cluster {
  dsn: string;
  port: number;
  stop(): void;
  remove(): void;
}

/** A throw-away PostgreSQL cluster on a free loopback port with trust authentication. */
export async function startCluster(): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vws-cluster-'));
  fs.chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  asPostgres('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  let running = true;
  const cluster: Cluster = {
    dsn: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      if (!running) return;
      running = false;
      asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    },
    remove() {
      try {
        cluster.stop();
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  return cluster;
}
