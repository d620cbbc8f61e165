import { execFile } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';

/**
 * Helpers of the benchmark scripts (src/modules/<module>/bench): figures of a sample of timings.
 * The data fillers beside this file (fill-questions, fill-records, fill-transfers) generate a
 * module's rows at scale; they live here, not in a module, because several modules' benchmarks use
 * them (the customer data export fills all three), and test code may know every module's tables.
 */
export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), min: sorted[0] };
}

/**
 * Runs fn `warmup` times unmeasured, then `rounds` times measured (before() runs outside the
 * measurement). A fn that answers a number has measured itself (a route's server time).
 */
export async function timed(fn: () => Promise<unknown>, options: { warmup: number; rounds: number; before?: () => Promise<unknown> }): Promise<number[]> {
  for (let i = 0; i < options.warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < options.rounds; i++) {
    if (options.before) await options.before();
    const start = performance.now();
    const measured = await fn();
    samples.push(typeof measured === 'number' ? measured : performance.now() - start);
  }
  return samples;
}

/** A route and its floor interleaved (before() ahead of each), so that machine load and garbage collection hit both alike. */
export async function timePair(
  route: () => Promise<unknown>,
  floor: () => Promise<unknown>,
  before: () => Promise<unknown>,
  options: { warmup: number; rounds: number },
): Promise<{ route: number[]; floor: number[] }> {
  const r: number[] = [];
  const f: number[] = [];
  for (let i = 0; i < options.warmup + options.rounds; i++) {
    await before();
    let start = performance.now();
    const measured = await route();
    if (i >= options.warmup) r.push(typeof measured === 'number' ? measured : performance.now() - start);
    await before();
    start = performance.now();
    await floor();
    if (i >= options.warmup) f.push(performance.now() - start);
  }
  return { route: r, floor: f };
}

/**
 * The end of a list floor: the JSON's UTF-8 bytes that go on the wire (encoding is serialization
 * work every server of this answer does: about 9 ms per MB for German text). Keeps the encoding's
 * own times, which the list benchmarks print apart.
 */
export function utf8Encoder(): { toBytes(json: string): Buffer; encodeMs: number[] } {
  const encodeMs: number[] = [];
  return {
    encodeMs,
    toBytes(json) {
      const start = performance.now();
      const bytes = Buffer.from(json, 'utf8');
      encodeMs.push(performance.now() - start);
      return bytes;
    },
  };
}

/**
 * Serves the app on a free local port for a benchmark. A list call is timed as the server's time
 * (DESIGN.md §10): from the request's arrival until its last byte has been handed to the socket,
 * as a browser on another machine is served. The client is curl in a process of its own, so that
 * receiving and parsing megabytes does not run on the server's event loop and count as server
 * time (without curl: fetch in this process, which does).
 */
export async function serveForBench(app: {
  listen(options: { port: number; host: string }): Promise<string>;
  server: { address(): unknown; on(event: 'request', listener: (req: IncomingMessage, res: ServerResponse) => void): unknown };
}) {
  const serverTimes = new Map<string, number>();
  app.server.on('request', (req, res) => {
    const started = performance.now();
    const id = req.headers['x-bench-id'];
    if (typeof id === 'string') res.on('finish', () => serverTimes.set(id, performance.now() - started));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${address.port}`;
  const curl = await hasCurl();
  let calls = 0;
  return {
    /** GET `path` with the session's cookie (identity encoding: compression is the transport's, measured apart); answers the body's size and the server's time. */
    async get(path: string, headers: Record<string, string>): Promise<{ bytes: number; serverMs: number }> {
      const id = String((calls += 1));
      const sent = { cookie: headers.cookie ?? '', 'x-requested-with': 'XMLHttpRequest', 'accept-encoding': 'identity', 'x-bench-id': id };
      let status: number;
      let bytes: number;
      if (curl) {
        const args = [
          '-s',
          '-o',
          '/dev/null',
          '-w',
          '%{http_code} %{size_download}',
          ...Object.entries(sent).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
          `${base}${path}`,
        ];
        const { stdout } = await run('curl', args, { maxBuffer: 1024 * 1024 });
        [status, bytes] = stdout.trim().split(' ').map(Number) as [number, number];
      } else {
        const res = await fetch(`${base}${path}`, { headers: sent });
        bytes = (await res.arrayBuffer()).byteLength;
        status = res.status;
      }
      if (status !== 200) throw new Error(`${path} answered ${status}`);
      const serverMs = serverTimes.get(id);
      serverTimes.delete(id);
      if (serverMs === undefined) throw new Error(`no server time recorded for ${path}`);
      return { bytes, serverMs };
    },
  };
}

const run = promisify(execFile);

async function hasCurl(): Promise<boolean> {
  try {
    await run('curl', ['--version']);
    return true;
  } catch {
    console.log('curl not found: list calls timed with fetch in this process (its parsing counts as server time)');
    return false;
  }
}

/**
 * Downloads `url` over real HTTP, consuming the stream, and samples the process's memory meanwhile:
 * time, time to first byte, size, peak RSS and heap, and the peak live heap after garbage
 * collection (what the download really holds; run with --expose-gc). The export benchmarks.
 */
export async function measureDownload(url: string, cookie: string) {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let peakLive = before.heapUsed;
  let peakExternal = before.external;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
    peakExternal = Math.max(peakExternal, m.external);
  }, 5);
  const live = setInterval(() => {
    global.gc?.();
    peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
  }, 500);
  const start = performance.now();
  try {
    // A fill that ran in this process for minutes kept the event loop from seeing the server close
    // the idle keep-alive connection of an earlier download: the first try on it is reset, so once more.
    const res = await fetch(url, { headers: { cookie } }).catch(() => fetch(url, { headers: { cookie } }));
    if (!res.ok || !res.body) throw new Error(`${url} answered ${res.status}`);
    let bytes = 0;
    let firstByteMs = 0;
    for await (const chunk of res.body) {
      if (bytes === 0) firstByteMs = performance.now() - start;
      bytes += (chunk as Uint8Array).length;
    }
    return {
      ms: performance.now() - start,
      firstByteMs,
      bytes,
      rss: peakRss - before.rss,
      heap: peakHeap - before.heapUsed,
      live: peakLive - before.heapUsed,
      // Buffers outside the JavaScript heap (e.g. XML waiting for the zip): part of RSS, not of heapUsed.
      external: peakExternal - before.external,
      peakRss,
      peakHeap,
    };
  } finally {
    clearInterval(sampler);
    clearInterval(live);
  }
}

const MB = 1024 * 1024;

/** One line of figures of measureDownload. */
export function formatDownload(r: Awaited<ReturnType<typeof measureDownload>>): string {
  return (
    `${r.ms.toFixed(0)} ms (first byte ${r.firstByteMs.toFixed(0)} ms), ${(r.bytes / MB).toFixed(2)} MB; ` +
    `peak RSS ${(r.peakRss / MB).toFixed(0)} MB (+${(r.rss / MB).toFixed(0)} MB), peak heap ${(r.peakHeap / MB).toFixed(0)} MB (+${(r.heap / MB).toFixed(0)} MB), ` +
    `live heap after GC +${(r.live / MB).toFixed(0)} MB, buffers outside the heap +${(r.external / MB).toFixed(0)} MB`
  );
}
