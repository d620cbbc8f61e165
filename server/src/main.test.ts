import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collect, spawnTsx } from '../test/child';

// Start-up seeds the demo data into a new PGlite database: some 17 s on a quiet machine, and more
// than 100 s in CI, where this run has the lowest priority beside the browser tests (nice 19).
const START_UP_LIMIT_MS = 300_000;
jest.setTimeout(START_UP_LIMIT_MS + 60_000);

it('starts on an empty data directory with demo data, serves, and shuts down cleanly on SIGTERM', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vws-main-'));
  try {
    const child = spawnTsx('src/main.ts', { DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' });
    const finished = collect(child, START_UP_LIMIT_MS);
    let out = '';
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
        if (listening && out.includes('Demo accounts')) resolve(Number(listening[1]));
      });
      child.on('exit', (code, signal) => reject(new Error(`server exited (code ${code}, signal ${signal}) before it listened: ${out}`)));
    });
    expect(out).toContain('dsb@example.com');
    expect(out).toContain('Demo-Passwort-1');

    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email: 'dsb@example.com', password: 'Demo-Passwort-1' }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('set-cookie')).toContain('HttpOnly');
    expect(fs.existsSync(path.join(dataDir, 'vws.lock'))).toBe(true);
    expect((fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toString(8)).toBe('600');

    child.kill('SIGTERM');
    const result = await finished;
    expect(result.code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'vws.lock'))).toBe(false);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
