import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MetaDatabase } from '../../db/schema';
import { claimJob, completeJob, failJob, type ClaimedJob } from './queue';

export interface JobHandler {
  kind: string;
  run: (job: ClaimedJob) => Promise<void>;
  /** A recurring job: when it runs next after a run (or after its last failed attempt). */
  next?: (now: Date) => Date;
}

export interface JobRunnerOptions {
  pollMs: number;
  /** How long a claimed job is this process's; after that another process may take it (default 10 minutes). */
  leaseSeconds?: number;
  /** Tests: the worker's name (default host, pid and a random part). */
  worker?: string;
}

/**
 * Each API process runs one: it polls meta.jobs and runs the due jobs of the kinds it knows, one at a
 * time. Which process runs a job is decided by the database (queue.ts), so any number may run.
 */
export class JobRunner {
  readonly worker: string;
  private readonly handlers: Map<string, JobHandler>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Kysely<MetaDatabase>,
    handlers: readonly JobHandler[],
    private readonly log: FastifyBaseLogger,
    private readonly options: JobRunnerOptions,
  ) {
    this.handlers = new Map(handlers.map((h) => [h.kind, h]));
    this.worker = options.worker ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  }

  /** Polls now and then every pollMs until stop(). */
  start(): void {
    const tick = () => {
      if (this.stopped || this.running) return;
      this.running = this.runDue()
        .catch((err: unknown) => {
          this.log.warn({ err }, 'job poll failed');
          return 0;
        })
        .finally(() => (this.running = undefined));
    };
    tick();
    this.timer = setInterval(tick, this.options.pollMs);
    this.timer.unref();
  }

  /** Runs due jobs until none is left; returns how many ran. */
  async runDue(): Promise<number> {
    let count = 0;
    for (;;) {
      if (this.stopped) return count;
      const job = await claimJob(this.db, this.worker, this.options.leaseSeconds ?? 600, [...this.handlers.keys()]);
      if (!job) return count;
      await this.runOne(job);
      count += 1;
    }
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    try {
      await handler.run(job);
      await completeJob(this.db, job, this.worker, handler.next?.(new Date()));
    } catch (err) {
      const outcome = await failJob(this.db, job, this.worker, err instanceof Error ? err.message : String(err), handler.next?.(new Date()));
      this.log.error({ err, job: job.kind, attempt: job.attempt, outcome }, 'job failed');
    }
  }

  /** No new job starts; waits for the one running. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}
