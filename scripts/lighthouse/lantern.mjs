// node scripts/lighthouse/lantern.mjs <run>.json [--graph=optimistic]: replays a run saved by
// `npm run lighthouse -- --save=DIR` on Lighthouse's simulated phone (Lantern: 150 ms round trips,
// 1.6 Mbit/s, six connections per origin over HTTP/1.1, a processor four times slower) and prints the
// largest contentful paint as it simulates it: each request and each main-thread task of the
// pessimistic graph (the default; --graph=optimistic for the other half of Lighthouse's estimate)
// with its simulated start and end, the bytes each brought, and what the simulated time went to.
// Lighthouse orders a request by its observed start plus a penalty by priority (low: +1 s), and
// shares the line among the requests in flight: a page whose rows need 400 kB waits about 2 s for
// them on that line whatever their order.
//
// What-ifs, before building a change (a model's answer, not a measurement): the run's network log
// changed first, then simulated as Lighthouse would.
//   --drop=<regexp>            leave out the requests whose address matches (what the page would not ask for before its first rows)
//   --shrink=<bytes>[:<regexp>] every response (or those matching) that many bytes smaller; never the document
//   --scale=<regexp>:<factor>  those responses' sizes multiplied (one request carrying several answers)
//   --priority=<regexp>[:<priority>] those requests at another priority (High by default)
// e.g. node scripts/lighthouse/lantern.mjs DIR/<run>.json --drop='(vvt|customer)/mf-manifest'
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
const network = read('.network.json');
const { gatherContext, url } = network;
const devtoolsLog = whatIf(network.devtoolsLog, url.mainDocumentUrl ?? url.finalDisplayedUrl);

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

/** The network log as the --drop, --shrink, --scale and --priority options change it. */
function whatIf(log, documentUrl) {
  const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const split = (value) => {
    const at = value.lastIndexOf(':');
    return at < 0 ? [value, undefined] : [value.slice(0, at), value.slice(at + 1)];
  };
  const drop = option('drop') && new RegExp(option('drop'));
  const [shrinkBytes, shrinkPattern] = option('shrink') ? split(option('shrink')) : [];
  const [scalePattern, scaleFactor] = option('scale') ? split(option('scale')) : [];
  const [priorityPattern, priority = 'High'] = option('priority') ? split(option('priority')) : [];
  const addressOf = new Map(
    log.filter((event) => event.method === 'Network.requestWillBeSent').map((event) => [event.params.requestId, event.params.request.url]),
  );
  const matches = (pattern, id) => pattern !== undefined && new RegExp(pattern).test(addressOf.get(id) ?? '');
  const left = log.filter((event) => !(drop && drop.test(addressOf.get(event.params?.requestId) ?? '')));
  if (left.length !== log.length)
    console.log(`left out: ${new Set(log.filter((event) => !left.includes(event)).map((event) => event.params.requestId)).size} request(s)`);
  return left.map((event) => {
    const id = event.params?.requestId;
    if (event.method === 'Network.loadingFinished') {
      let bytes = event.params.encodedDataLength;
      if (matches(scalePattern, id)) bytes = Math.round(bytes * Number(scaleFactor));
      if (shrinkBytes && addressOf.get(id) !== documentUrl && (shrinkPattern === undefined || matches(shrinkPattern, id)))
        bytes = Math.max(200, bytes - Number(shrinkBytes));
      return { ...event, params: { ...event.params, encodedDataLength: bytes } };
    }
    if (event.method === 'Network.requestWillBeSent' && matches(priorityPattern, id)) {
      return { ...event, params: { ...event.params, request: { ...event.params.request, initialPriority: priority } } };
    }
    if (event.method === 'Network.resourceChangedPriority' && matches(priorityPattern, id))
      return { ...event, params: { ...event.params, newPriority: priority } };
    return event;
  });
}
