import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { jobs } from './jobs.table.js';

export type JobPayload = Record<string, unknown>;
export type JobRow = typeof jobs.$inferSelect;
export type JobContext = { job: JobRow };
export type JobHandler = (payload: JobPayload, ctx: JobContext) => Promise<JobPayload | undefined>;

export type JobRunnerOptions = {
  db: Db;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  handlers: Record<string, JobHandler>;
  pollMs: number;
  /** How long a claim lasts; a heartbeat renews it while the handler runs, so only a dead runner's claim lapses. */
  claimMs?: number;
  maxAttempts?: number;
};

export const jobDefaults = { claimMs: 5 * 60_000, maxAttempts: 3 } as const;

/** Queues a job; a runner that handles its type picks it up. Answers the job's id. */
export const enqueue = async (db: Db, type: string, payload: JobPayload) =>
  (await db.insert(jobs).values({ type, payload }).returning({ id: jobs.id }))[0]!.id;

const interval = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** Takes the oldest job that is waiting, or whose runner stopped renewing its claim (a crash or a restart). */
const claim = async (db: Db, types: string[], claimMs: number) => {
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.type, types),
        or(eq(jobs.status, 'pending'), and(eq(jobs.status, 'running'), lt(jobs.claimedUntil, sql`now()`))),
      ),
    )
    .orderBy(asc(jobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(jobs)
    .set({ status: 'running', claimedUntil: interval(claimMs), attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, next))
    .returning();
  return job;
};

const finish = (db: Db, id: number, fields: Partial<typeof jobs.$inferInsert>) =>
  db
    .update(jobs)
    .set({ claimedUntil: null, finishedAt: sql`now()`, ...fields })
    .where(eq(jobs.id, id));

/**
 * Runs queued jobs one at a time, each handler outside any transaction (PGlite has one connection, and a
 * handler may take a while). A handler that throws is retried until maxAttempts, then the job is failed.
 */
export const startJobRunner = (options: JobRunnerOptions) => {
  const { db, log, handlers, pollMs } = options;
  const claimMs = options.claimMs ?? jobDefaults.claimMs;
  const maxAttempts = options.maxAttempts ?? jobDefaults.maxAttempts;
  const types = Object.keys(handlers);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inHand: Promise<boolean> | undefined;

  const run = async (job: JobRow) => {
    const renew = setInterval(() => {
      db.update(jobs)
        .set({ claimedUntil: interval(claimMs) })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')))
        .catch((err: unknown) => log.warn({ err, jobId: job.id }, 'job claim renewal failed'));
    }, claimMs / 2);
    try {
      const result = await handlers[job.type]!(job.payload, { job });
      await finish(db, job.id, { status: 'done', result: result ?? null, error: '' });
    } catch (err) {
      log.error({ err, jobId: job.id, type: job.type }, 'job failed');
      const error = String(err instanceof Error ? err.message : err).slice(0, 2000);
      const gaveUp = job.attempts >= maxAttempts;
      await finish(db, job.id, gaveUp ? { status: 'failed', error } : { status: 'pending', error, finishedAt: null });
    } finally {
      clearInterval(renew);
    }
  };

  /** Claims and runs one job; answers whether there was one. */
  const runOnce = (): Promise<boolean> => {
    const next = (inHand ?? Promise.resolve(false)).then(async () => {
      const job = types.length > 0 ? await claim(db, types, claimMs) : undefined;
      if (job) await run(job);
      return job !== undefined;
    });
    inHand = next.catch(() => false);
    return next;
  };

  const poll = async () => {
    try {
      while (!stopped && (await runOnce())) {}
    } catch (err) {
      log.error({ err }, 'job runner poll failed');
    }
    if (!stopped) timer = setTimeout(poll, pollMs);
  };
  timer = setTimeout(poll, pollMs);

  return {
    runOnce,
    /** Stops polling and waits for the job in hand. */
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await inHand;
    },
  };
};

export type JobRunner = ReturnType<typeof startJobRunner>;
