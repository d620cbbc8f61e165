import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly pid: number,
  ) {
    super(`The data directory ${dataDir} is in use by process ${pid}. Stop that process or set DATA_DIR to another folder.`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own and two processes on one data directory corrupt it. Takes an
 * exclusive lock file (created with 'wx', holding our pid); a lock left by a dead process is
 * taken over. Returns the release function.
 */
const heldHere = new Set<string>();

export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'vws.lock');
  if (heldHere.has(lockFile)) throw new DataDirInUseError(dataDir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      heldHere.add(lockFile);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(lockFile);
        try {
          if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
      // Our own pid without our own record is a leftover of an earlier process that had this pid.
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirInUseError(dataDir, pid);
      }
      // Stale lock (dead process, or garbage): remove and try again.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${lockFile}`);
}
