// node scripts/lighthouse/tasks.mjs <run>.trace.json [--min=12.5]: the page's main-thread tasks in a
// trace saved by `npm run lighthouse -- --save=DIR`, longer than --min milliseconds as observed (on
// Lighthouse's simulated phone each counts four times: over 12.5 ms observed is a long task there,
// part of its Total Blocking Time), each with the work it did (scripts evaluated, functions called,
// style, layout, garbage collection) by time.
import fs from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/lighthouse/tasks.mjs <run>.trace.json [--min=12.5]');
  process.exit(2);
}
const min = Number(process.argv.find((arg) => arg.startsWith('--min='))?.slice(6) ?? 12.5);
const trace = JSON.parse(fs.readFileSync(file, 'utf8'));
const events = trace.traceEvents ?? trace;

// The page's main thread: the renderer thread with the navigation's start.
const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
if (!navigation) throw new Error('no navigationStart of the page in the trace');
const onThread = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X' && typeof e.dur === 'number');
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const tasks = onThread.filter((e) => TASK_NAMES.has(e.name) && e.ts >= navigation.ts && e.dur / 1000 >= min).sort((a, b) => a.ts - b.ts);

const shortUrl = (url) => (url ? (url.split('/').pop() || url).split('?')[0].slice(0, 40) : '');
function label(event) {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'EvaluateScript':
      return `EvaluateScript ${shortUrl(data.url)}`;
    case 'FunctionCall':
      return `FunctionCall ${data.functionName || '(anonymous)'} ${shortUrl(data.url)}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'EventDispatch':
      return `${event.name}${data.type ? ` ${data.type}` : ''}`;
    default:
      return event.name;
  }
}
// What a task did: its events one level below it that took time, longest first, by name.
const WORK = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'ParseAuthorStyleSheet',
  'RunMicrotasks',
  'v8.run',
  'V8.GCCompactor',
  'ResourceSendRequest',
  'v8.compile',
  'CompileScript',
  'XHRReadyStateChange',
  'FireIdleCallback',
  'HitTest',
  'UpdateLayerTree',
  'PrePaint',
]);
let total = 0;
console.log(`tasks over ${min} ms observed (x4 = Lighthouse's simulated phone), from the navigation's start:`);
for (const task of tasks) {
  const end = task.ts + task.dur;
  const inside = onThread.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end && WORK.has(e.name));
  // Only the outermost of nested work events.
  const outer = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur));
  const byLabel = new Map();
  for (const e of outer) byLabel.set(label(e), (byLabel.get(label(e)) ?? 0) + e.dur / 1000);
  const work = [...byLabel]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(' | ');
  const ms = task.dur / 1000;
  total += Math.max(0, ms * 4 - 50);
  console.log(
    `${((task.ts - navigation.ts) / 1000).toFixed(0).padStart(6)} ms  ${ms.toFixed(1).padStart(5)} ms (x4 ${(ms * 4).toFixed(0).padStart(4)})  ${work}`,
  );
}
console.log(`sum of (x4 - 50 ms) over these tasks: ${total.toFixed(0)} ms (an upper bound of the blocking time: Lighthouse counts from the first paint on)`);
