import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const SERVER_DIR = path.resolve(__dirname, '..');

/**
 * Starts a TypeScript entry of the server package in ONE Node process with tsx as loader (the tsx
 * CLI would put a wrapper process in between, and a signal to it would not reach the server).
 */
export function spawnTsx(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: SERVER_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Collects output until the child exits (or the timeout kills it). */
export function collect(child: ChildProcess, timeoutMs = 60_000): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}
