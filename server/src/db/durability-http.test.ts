import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { spawnTsx } from '../../test/child';
import { openDatabase } from './open';

// A child process on PGlite: CI runs this beside the browser tests at the lowest priority (nice 19),
// where it took 81 s of the 120 it had (main.test.ts went over its limit in the same run).
jest.setTimeout(300_000);

const XHR = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

it('keeps every write the API acknowledged when the server is killed with SIGKILL under load', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vws-durability-http-'));
  const child = spawnTsx('test/fixtures/http-server.ts', { DATA_DIR: dataDir, DATABASE_URL: '', AUTH_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000' });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /listening (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      child.on('exit', () => reject(new Error(`server exited: ${out}`)));
    });
    const base = `http://127.0.0.1:${port}/api`;
    const signIn = await fetch(`${base}/auth/sign-in`, {
      method: 'POST',
      headers: XHR,
      body: JSON.stringify({ email: 'dsb@example.com', password: 'Demo-Passwort-1' }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const customers = (await (await fetch(`${base}/meta/customers`, { headers: { cookie } })).json()) as {
      customers: { customer_uid: string; name: string }[];
    };
    const muster = customers.customers.find((c) => c.name === 'Muster GmbH')!.customer_uid;

    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const key = `Ack_${++next}`;
        try {
          const res = await fetch(`${base}/probe/freitext?customer_uid=${muster}`, {
            method: 'PUT',
            headers: { ...XHR, cookie },
            body: JSON.stringify({ key, Wert: `Wert ${next}` }),
          });
          if (res.status === 200) acknowledged.push(key);
          if (acknowledged.length >= 80 && !killed) {
            killed = true;
            child.kill('SIGKILL');
          }
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const exited = new Promise((resolve) => child.on('exit', resolve));
    await Promise.all([writer(), writer(), writer(), writer()]);
    await exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(80);

    const database = await openDatabase({ dataDir });
    try {
      const schema = (await database.db.selectFrom('meta.customers').select('schema_name').where('customer_uid', '=', muster).executeTakeFirstOrThrow())
        .schema_name;
      const { rows } = await sql<{ key: string }>`select key from ${sql.id(schema, 'core_freitext')}`.execute(database.db);
      const stored = new Set(rows.map((r) => r.key));
      expect(acknowledged.filter((key) => !stored.has(key))).toEqual([]);
    } finally {
      await database.close();
    }
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
