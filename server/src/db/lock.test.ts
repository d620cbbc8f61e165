import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collect, spawnTsx } from '../../test/child';
import { acquireDataDirLock, DataDirInUseError } from './lock';

// Child processes on PGlite, in CI beside the browser tests at the lowest priority (nice 19).
jest.setTimeout(180_000);

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'vws-lock-'));

describe('data directory lock', () => {
  it('refuses a second open in the same process and frees the directory on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'vws.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    release();
    expect(fs.existsSync(path.join(dir, 'vws.lock'))).toBe(false);
    acquireDataDirLock(dir)();
  });

  it('takes over a lock left by a dead process', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']);
    expect(dead.status).toBe(0);
    fs.writeFileSync(path.join(dir, 'vws.lock'), String(dead.pid));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'vws.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('makes a second server on the same PGlite data directory stop with a clear message', async () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    try {
      const result = await collect(spawnTsx('src/main.ts', { DATA_DIR: dir, PORT: '0' }));
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`The data directory ${dir} is in use by process ${process.pid}`);
      expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(false);
    } finally {
      release();
    }
  });
});
