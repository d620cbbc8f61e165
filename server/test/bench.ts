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
