import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/test-database.js';
import { enqueue, type JobHandler, type JobRunner, startJobRunner } from './job-runner.js';
import { jobs } from './jobs.table.js';

const quiet = { error: () => {}, warn: () => {} };
/** Long enough that only runOnce runs jobs in these tests. */
const noPolling = 3_600_000;

describe('the job runner', () => {
  let database: Database;
  const runners: JobRunner[] = [];
  const runner = (handlers: Record<string, JobHandler>, pollMs = noPolling) => {
    const r = startJobRunner({ db: database.db, log: quiet, handlers, pollMs });
    runners.push(r);
    return r;
  };
  const jobOf = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const r of runners) await r.stop();
    await database.close();
  });

  it('runs a queued job once and keeps its result', async () => {
    const seen: unknown[] = [];
    const r = runner({
      'test.echo': async (payload) => {
        seen.push(payload);
        return { echoed: payload.n };
      },
    });
    const id = await enqueue(database.db, 'test.echo', { n: 7 });
    expect(await r.runOnce()).toBe(true);
    expect(await r.runOnce()).toBe(false);
    expect(seen).toEqual([{ n: 7 }]);
    expect(await jobOf(id)).toMatchObject({ status: 'done', attempts: 1, result: { echoed: 7 }, claimedUntil: null });
  });

  it('leaves jobs of types it does not handle alone', async () => {
    const id = await enqueue(database.db, 'test.other', {});
    expect(await runner({ 'test.none': async () => undefined }).runOnce()).toBe(false);
    expect((await jobOf(id)).status).toBe('pending');
    await database.db.delete(jobs).where(eq(jobs.id, id));
  });

  it('retries a failing job and fails it with the error after three attempts', async () => {
    let calls = 0;
    const r = runner({
      'test.broken': async () => {
        calls += 1;
        throw new Error('disk full');
      },
    });
    const id = await enqueue(database.db, 'test.broken', {});
    await r.runOnce();
    expect(await jobOf(id)).toMatchObject({ status: 'pending', attempts: 1, error: 'disk full' });
    await r.runOnce();
    await r.runOnce();
    expect(await r.runOnce()).toBe(false);
    expect(calls).toBe(3);
    expect(await jobOf(id)).toMatchObject({ status: 'failed', attempts: 3, error: 'disk full' });
  });

  it('takes up again a job whose runner died, but not one still claimed', async () => {
    const r = runner({ 'test.resume': async () => ({ ok: true }) });
    const [dead, alive] = await database.db
      .insert(jobs)
      .values([
        { type: 'test.resume', status: 'running', attempts: 1, claimedUntil: sql`now() - interval '1 minute'` },
        { type: 'test.resume', status: 'running', attempts: 1, claimedUntil: sql`now() + interval '5 minutes'` },
      ])
      .returning();
    expect(await r.runOnce()).toBe(true);
    expect(await r.runOnce()).toBe(false);
    expect(await jobOf(dead!.id)).toMatchObject({ status: 'done', attempts: 2 });
    expect((await jobOf(alive!.id)).status).toBe('running');
  });

  it('polls by itself, and stop waits for the job in hand', async () => {
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      release = resolve;
    });
    let finished = false;
    const r = runner(
      {
        'test.slow': async () => {
          release();
          await new Promise((resolve) => setTimeout(resolve, 50));
          finished = true;
          return undefined;
        },
      },
      5,
    );
    const id = await enqueue(database.db, 'test.slow', {});
    await started;
    await r.stop();
    expect(finished).toBe(true);
    expect((await jobOf(id)).status).toBe('done');
  });
});
