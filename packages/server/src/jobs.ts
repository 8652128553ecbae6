import type { FastifyBaseLogger } from 'fastify';
import fastq from 'fastq';

/** One piece of work done after the response (e.g. look up an account and mail it a reset link). */
export interface Job {
  /** Short name for the log, e.g. "reset-mail". */
  name: string;
  run(): Promise<void>;
}

/**
 * Work kept off the request path (`app.jobs`), so a response takes the same time whatever the work finds (no
 * account enumeration through timing, issue "Sessions that follow the account"). In-process, on fastq: a job is
 * lost when the process dies before it ran (a mail can be asked for again); with several instances each runs its
 * own. A failing job is logged, never thrown at a caller.
 */
export interface JobQueue {
  push(job: Job): void;
  /** Resolves once every queued job has run (tests, shutdown). */
  drained(): Promise<void>;
}

/** A job queue running `concurrency` jobs at a time, logging failures to `log`. */
export function createJobQueue(log: FastifyBaseLogger, concurrency = 2): JobQueue {
  const queue = fastq.promise(async (job: Job) => {
    try {
      await job.run();
    } catch (err) {
      log.error({ err, job: job.name }, `background job ${job.name} failed`);
    }
  }, concurrency);
  return {
    push(job) {
      void queue.push(job);
    },
    drained: () => (queue.idle() ? Promise.resolve() : queue.drained()),
  };
}
