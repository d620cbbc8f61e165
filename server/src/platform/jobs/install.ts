import type { FastifyInstance } from 'fastify';
import type { PlatformServices } from '../services';
import { scheduleRecurringJob } from './queue';
import { DIGEST_JOB, IMMEDIATE_EVERY_MINUTES, IMMEDIATE_JOB, reminderJobs } from './reminders';
import { JobRunner } from './runner';

/**
 * The API process's job runner (npm start; tests build the app without it): once the server is ready the
 * reminder digest is due at once (the start-up run) and "immediately" within 15 minutes; every process
 * then polls meta.jobs. Closing the app waits for the job in progress.
 */
export function installJobs(app: FastifyInstance, services: PlatformServices): JobRunner {
  const { config, db } = services;
  const handlers = reminderJobs({ ...services, log: app.log, publicUrl: config.publicUrl, reminderHour: config.reminderHour });
  const runner = new JobRunner(db, handlers, app.log, { pollMs: config.jobPollSeconds * 1000 });
  app.addHook('onReady', async () => {
    const now = Date.now();
    await scheduleRecurringJob(db, { key: DIGEST_JOB, kind: DIGEST_JOB, runAt: new Date(now) });
    await scheduleRecurringJob(db, { key: IMMEDIATE_JOB, kind: IMMEDIATE_JOB, runAt: new Date(now + IMMEDIATE_EVERY_MINUTES * 60_000) });
    runner.start();
  });
  app.addHook('onClose', () => runner.stop());
  return runner;
}
