import { performance } from 'node:perf_hooks';

/** Helpers of the benchmark scripts (src/modules/<module>/bench): figures of a sample of timings. */
export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), min: sorted[0] };
}

/** Runs fn `warmup` times unmeasured, then `rounds` times measured (before() runs outside the measurement). */
export async function timed(fn: () => Promise<unknown>, options: { warmup: number; rounds: number; before?: () => Promise<unknown> }): Promise<number[]> {
  for (let i = 0; i < options.warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < options.rounds; i++) {
    if (options.before) await options.before();
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
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
    await route();
    if (i >= options.warmup) r.push(performance.now() - start);
    await before();
    start = performance.now();
    await floor();
    if (i >= options.warmup) f.push(performance.now() - start);
  }
  return { route: r, floor: f };
}

/**
 * Serves the app on a free local port for a benchmark: list calls are timed over real HTTP until
 * the last byte has arrived (the client keeps the bytes and decodes nothing), as a browser's
 * request is served. app.inject would add a copy and a decode of the body that a real server
 * never does.
 */
export async function serveForBench(app: { listen(options: { port: number; host: string }): Promise<string>; server: { address(): unknown } }) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${address.port}`;
  return {
    /** GET `path` with the session's cookie; answers the body's size in bytes. */
    async get(path: string, headers: Record<string, string>): Promise<number> {
      // identity: the server's own work, without the transport's compression (measured apart).
      const res = await fetch(`${base}${path}`, { headers: { cookie: headers.cookie ?? '', 'x-requested-with': 'XMLHttpRequest', 'accept-encoding': 'identity' } });
      const body = await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${Buffer.from(body).toString('utf8', 0, 200)}`);
      return body.byteLength;
    },
  };
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
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 5);
  const live = setInterval(() => {
    global.gc?.();
    peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
  }, 500);
  const start = performance.now();
  try {
    const res = await fetch(url, { headers: { cookie } });
    if (!res.ok || !res.body) throw new Error(`${url} answered ${res.status}`);
    let bytes = 0;
    let firstByteMs = 0;
    for await (const chunk of res.body) {
      if (bytes === 0) firstByteMs = performance.now() - start;
      bytes += (chunk as Uint8Array).length;
    }
    return { ms: performance.now() - start, firstByteMs, bytes, rss: peakRss - before.rss, heap: peakHeap - before.heapUsed, live: peakLive - before.heapUsed, peakRss, peakHeap };
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
    `peak RSS ${(r.peakRss / MB).toFixed(0)} MB (+${(r.rss / MB).toFixed(0)} MB), peak heap ${(r.peakHeap / MB).toFixed(0)} MB (+${(r.heap / MB).toFixed(0)} MB), live heap after GC +${(r.live / MB).toFixed(0)} MB`
  );
}
