// node scripts/lighthouse/lantern.mjs <run>.json [--graph=optimistic]: replays a run saved by
// `npm run lighthouse -- --save=DIR` on Lighthouse's simulated phone (Lantern: 150 ms round trips,
// 1.6 Mbit/s, six connections per origin over HTTP/1.1, a processor four times slower) and prints the
// largest contentful paint as it simulates it: each request and each main-thread task of the
// pessimistic graph (the default; --graph=optimistic for the other half of Lighthouse's estimate)
// with its simulated start and end, the bytes each brought, and what the simulated time went to.
// Lighthouse orders a request by its observed start plus a penalty by priority (low: +1 s), and
// shares the line among the requests in flight: a page whose rows need 400 kB waits about 2 s for
// them on that line whatever their order.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from '../lib.mjs';

const file = process.argv[2];
if (!file || !file.endsWith('.json') || file.endsWith('.trace.json') || file.endsWith('.network.json')) {
  console.error('usage: node scripts/lighthouse/lantern.mjs <run>.json [--graph=optimistic|pessimistic]');
  process.exit(2);
}
const which = process.argv.find((arg) => arg.startsWith('--graph='))?.slice(8) ?? 'pessimistic';
const read = (suffix) => JSON.parse(fs.readFileSync(file.replace(/\.json$/, suffix), 'utf8'));
const lhr = read('.json');
const trace = read('.trace.json');
const { devtoolsLog, gatherContext, url } = read('.network.json');

// Lighthouse's own computed artifacts (the pinned 12.2.3), as its performance audits compute them.
const lighthouseDir = path.dirname(createRequire(path.join(root, 'package.json')).resolve('lighthouse/package.json'));
const { LanternLargestContentfulPaint } = await import(path.join(lighthouseDir, 'core/computed/metrics/lantern-largest-contentful-paint.js'));
const settings = { ...lhr.configSettings, throttlingMethod: 'simulate' };
const result = await LanternLargestContentfulPaint.request(
  { trace, devtoolsLog, gatherContext, settings, URL: url, simulator: null },
  { computedCache: new Map() },
);
const estimate = which === 'optimistic' ? result.optimisticEstimate : result.pessimisticEstimate;

const ms = (value) => String(Math.round(value)).padStart(5);
const short = (address) => address.replace(/^https?:\/\/[^/]+/, '').slice(0, 72);
console.log(
  `${lhr.finalDisplayedUrl}: simulated LCP ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, ` +
    `pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)}); observed LCP ${Math.round(lhr.audits.metrics.details.items[0].observedLargestContentfulPaint)} ms`,
);
console.log(`${which} graph: start   end  what`);
let bytes = 0;
let cpu = 0;
const entries = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
for (const [node, timing] of entries) {
  if (node.type === 'network') {
    const request = node.request;
    bytes += request.transferSize;
    console.log(
      `${ms(timing.startTime)} ${ms(timing.endTime)}  ${request.resourceType} ${request.priority} ${(request.transferSize / 1024).toFixed(1)} kB ${short(request.url)}`,
    );
  } else {
    cpu += timing.duration;
    const work = node.childEvents
      .filter((event) => event.dur > 2000)
      .slice(0, 3)
      .map((event) => event.name + (event.args?.data?.url ? ` ${short(event.args.data.url).split('/').pop()}` : ''));
    console.log(`${ms(timing.startTime)} ${ms(timing.endTime)}  main thread ${Math.round(timing.duration)} ms ${work.join(', ')}`);
  }
}
const end = Math.max(...entries.map(([, timing]) => timing.endTime));
const line = (settings.throttling.throughputKbps * 1024) / 8; // bytes a second
console.log(
  `\n${(bytes / 1024).toFixed(0)} kB before the paint: ${Math.round((bytes / line) * 1000)} ms of the line alone; ` +
    `main thread ${Math.round(cpu)} ms (simulated); the paint at ${Math.round(end)} ms`,
);
