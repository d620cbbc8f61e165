// Runs named groups of commands side by side (each group's commands one after another), for the
// test script's phases that leave a core idle. A group's output is kept and printed when it ends,
// so that two groups never interleave; one group may stream instead (the long browser run).
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

function runOne({ command, args }, stream) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => resolve({ ok: code === 0, output, status: code ?? signal }));
  });
}

/**
 * groups: { name: [{ command, args }, ...] }. Resolves when all groups have ended; exits the
 * process with the first failure's status after printing every group's output.
 */
export async function runSideBySide(groups, { stream } = {}) {
  const results = await Promise.all(
    Object.entries(groups).map(async ([name, commands]) => {
      const started = Date.now();
      let output = '';
      for (const step of commands) {
        const line = `> ${step.command} ${step.args.join(' ')}`;
        if (name === stream) console.log(`\n[${name}] ${line}`);
        const result = await runOne(step, name === stream);
        output += `${line}\n${result.output}`;
        if (!result.ok) {
          output += `\n✖ ${line} failed (exit ${result.status})\n`;
          return { name, ok: false, status: result.status, output, seconds: (Date.now() - started) / 1000 };
        }
      }
      if (name !== stream) process.stdout.write(`\n[${name}] done in ${((Date.now() - started) / 1000).toFixed(0)} s\n${output}`);
      return { name, ok: true, output, seconds: (Date.now() - started) / 1000 };
    }),
  );
  const failed = results.filter((result) => !result.ok);
  for (const result of failed)
    process.stdout.write(`\n[${result.name}] FAILED after ${result.seconds.toFixed(0)} s\n${result.name === stream ? '' : result.output}`);
  if (failed.length > 0) process.exit(typeof failed[0].status === 'number' && failed[0].status !== 0 ? failed[0].status : 1);
}
