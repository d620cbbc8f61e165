// Runs named groups of commands side by side (each group's commands one after another), for the
// test script's phases that leave a core idle. A group's output is kept and printed when it ends,
// so that two groups never interleave; one group may stream instead (the long browser run).
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

/** How much of a streamed group's output is printed again when it fails (its failures' details). */
const STREAM_TAIL_CHARS = 12_000;

function runOne({ command, args }, stream) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (target) => (chunk) => {
      if (stream) target.write(chunk);
      // A streamed group keeps its tail only: the browser run prints its failures' details last.
      output = stream ? (output + chunk).slice(-STREAM_TAIL_CHARS) : output + chunk;
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
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
  // Printed last, after the other groups' output: a log's tail shows why a run failed (the streamed
  // group's failures scrolled out of it once, in CI, behind the server suites' output).
  for (const result of failed)
    process.stdout.write(
      `\n[${result.name}] FAILED after ${result.seconds.toFixed(0)} s${result.name === stream ? ', the end of its output again:' : ''}\n${result.output}`,
    );
  if (failed.length > 0) process.exit(typeof failed[0].status === 'number' && failed[0].status !== 0 ? failed[0].status : 1);
}
