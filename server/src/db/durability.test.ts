import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { spawnTsx } from '../../test/child';
import { openDatabase } from './open';

// A child process on PGlite: CI runs this beside the browser tests at the lowest priority (nice 19),
// where it took 54 s of the 120 it had (main.test.ts went over its limit in the same run).
jest.setTimeout(300_000);

it('loses no acknowledged write when the process is killed with SIGKILL mid-stream', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vws-durability-'));
  const child = spawnTsx('test/fixtures/acknowledged-writes.ts', { DATA_DIR: dataDir });
  let lastAck = 0;
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  await new Promise<void>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (d: Buffer) => {
      buffer += d.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        const match = /^ack (\d+)$/.exec(line);
        if (match) lastAck = Number(match[1]);
      }
      // Kill while writes are in flight, after a good number were acknowledged.
      if (lastAck >= 60) {
        child.kill('SIGKILL');
        resolve();
      }
    });
    child.on('exit', () => (lastAck >= 60 ? resolve() : reject(new Error(`writer exited early: ${stderr}`))));
  });
  expect(await exited).toBe('SIGKILL');

  // The dead writer's lock is stale; reopening takes it over and recovers from the WAL.
  const database = await openDatabase({ dataDir });
  try {
    const { rows } = await sql<{ id: number }>`select id from public.acks order by id`.execute(database.db);
    const ids = new Set(rows.map((r) => r.id));
    const missing = Array.from({ length: lastAck }, (_, i) => i + 1).filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(lastAck);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
