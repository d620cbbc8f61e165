import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after a call has been answered (e.g. the reset mail of request-new-password, so
 * that the answer takes the same time whether the address is known or not). Failures are logged;
 * `settled()` waits for everything started so far (on shutdown and in tests).
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err: unknown) => this.log.error({ err, task: name }, 'background task failed'))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
