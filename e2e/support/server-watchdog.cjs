// Runs the portal server for the e2e run and stops it when the Playwright runner is gone, so an
// interrupted run (Ctrl+C, killed pipe, timeout) leaves no server and no data directory behind.
// Usage: node server-watchdog.cjs <runnerPid> <dataDir> <command> [args...]   (cwd and env as for the server)
const { spawn } = require('node:child_process');
const { rmSync } = require('node:fs');

const [runnerPid, dataDir, command, ...args] = process.argv.slice(2);
const server = spawn(command, args, { stdio: 'inherit', detached: true });
let runnerGone = false;
let stopping = false;

function signalServer(signal) {
  try {
    process.kill(-server.pid, signal);
  } catch {
    // already gone
  }
}

function stop() {
  if (stopping) return;
  stopping = true;
  signalServer('SIGTERM');
  setTimeout(() => signalServer('SIGKILL'), 5000).unref();
}

server.on('exit', (code) => {
  // The runner's teardown removes the data directory; without a runner the watchdog does.
  if (runnerGone) {
    try {
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      console.error(`could not remove ${dataDir}: ${error.message}`);
    }
  }
  process.exit(code ?? 0);
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setInterval(() => {
  try {
    process.kill(Number(runnerPid), 0);
  } catch {
    runnerGone = true;
    stop();
  }
}, 1000);
