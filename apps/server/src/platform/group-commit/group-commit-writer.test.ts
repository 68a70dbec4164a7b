import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.js';
import { createTestDatabase } from '../../test/test-database.js';
import { AppError } from '../errors.js';
import { type GroupCommitOptions, groupCommitWriter, type ItemOutcome } from './group-commit-writer.js';

type Row = { key: string; n: number };
type Written = { id: number; repeat: boolean };

/** One multi-row insert per batch; a key already there answers its first row (an idempotent retry). */
const insertRows = async (tx: Db, items: Row[]): Promise<ItemOutcome<Written>[]> => {
  const values = sql.join(
    items.map((r) => sql`(${r.key}, ${r.n})`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with added as (insert into gc_rows (key, n) values ${values} on conflict (key) do nothing returning id, key)
    select id, key, true as fresh from added
    union all select id, key, false from gc_rows where key in (${sql.join(
      items.map((r) => sql`${r.key}`),
      sql`, `,
    )}) and key not in (select key from added)`);
  const { rows } = result as unknown as { rows: { id: number; key: string; fresh: boolean }[] };
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const seen = new Set<string>();
  return items.map((r) => {
    const row = byKey.get(r.key)!;
    const repeat = !row.fresh || seen.has(r.key);
    seen.add(r.key);
    return { ok: true, value: { id: row.id, repeat } };
  });
};

describe('group-commit writer', () => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await db.execute(sql`drop table if exists gc_guard, gc_rows`);
    await db.execute(sql`create table gc_rows (
      id serial primary key, key text not null unique, n integer not null check (n >= 0))`);
  });

  const writerOf = (over: Partial<GroupCommitOptions<Row, Written>> = {}) =>
    groupCommitWriter<Row, Written>({ db, windowMs: 5, maxRows: 100, timeoutMs: 2_000, write: insertRows, ...over });
  const keysIn = async () => {
    const result = await db.execute(sql`select key from gc_rows order by id`);
    return (result as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);
  };

  it('writes 60 simultaneous requests in a few transactions, each answered with its own row', async () => {
    const writer = writerOf();
    const keys = Array.from({ length: 60 }, (_, i) => `k${i}`);
    const written = await Promise.all(keys.map((key) => writer.submit({ key, n: 1 })));
    expect(new Set(written.map((w) => w.id)).size).toBe(60);
    expect(await keysIn()).toEqual(keys);
    expect(writer.stats().items).toBe(60);
    expect(writer.stats().batches).toBeLessThanOrEqual(3);
  });

  it('writes a batch without a transaction of its own when told, and still refuses only the row at fault', async () => {
    const sessions: string[] = [];
    const writer = writerOf({
      inTransaction: false,
      write: async (tx, items) => {
        // now() is the transaction's start: two statements apart see one value only inside a transaction.
        const nowOf = async () =>
          ((await tx.execute(sql`select now()::text as t, pg_sleep(0.002)`)) as unknown as { rows: { t: string }[] })
            .rows[0]?.t;
        const first = await nowOf();
        sessions.push(first === (await nowOf()) ? 'transaction' : 'own statement');
        return insertRows(tx, items);
      },
    });
    const results = await Promise.allSettled([
      writer.submit({ key: 't1', n: 1 }),
      writer.submit({ key: 't2', n: 1 }),
      writer.submit({ key: 'bad', n: -1 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(await keysIn()).toEqual(['t1', 't2']);
    // The batch ran in autocommit; after its statement broke, each row was written again in a transaction.
    expect(sessions[0]).toBe('own statement');
    expect(sessions.slice(1)).toEqual(['transaction', 'transaction', 'transaction']);
  });

  it('starts a batch at once when max rows gathered, without waiting for the window', async () => {
    const writer = writerOf({ windowMs: 60_000, maxRows: 10 });
    const written = await Promise.all(Array.from({ length: 10 }, (_, i) => writer.submit({ key: `m${i}`, n: 1 })));
    expect(written).toHaveLength(10);
    expect(writer.stats().batches).toBe(1);
  });

  it('refuses only the row that breaks a constraint; the rest of its batch is written', async () => {
    const writer = writerOf();
    const results = await Promise.allSettled([
      writer.submit({ key: 'a', n: 1 }),
      writer.submit({ key: 'bad', n: -1 }),
      writer.submit({ key: 'c', n: 1 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const refused = (results[1] as PromiseRejectedResult).reason;
    expect(refused).toBeInstanceOf(AppError);
    expect(refused.errorName).toBe('WRITE_REJECTED');
    expect(await keysIn()).toEqual(['a', 'c']);
    expect(writer.stats().batches).toBe(1);
  });

  it('answers a refusal the write gives one row to that row alone', async () => {
    const writer = writerOf({
      write: async (tx, items) => {
        const written = await insertRows(tx, items);
        return items.map((r, i) => (r.n > 5 ? { ok: false, error: new AppError('TOO_MANY_REQUESTS') } : written[i]!));
      },
    });
    const results = await Promise.allSettled([writer.submit({ key: 'x', n: 1 }), writer.submit({ key: 'y', n: 9 })]);
    expect(results[0]!.status).toBe('fulfilled');
    expect((results[1] as PromiseRejectedResult).reason.errorName).toBe('TOO_MANY_REQUESTS');
  });

  it('answers nobody with success when the commit itself fails', async () => {
    // A deferred constraint is checked only at commit: every statement succeeds, the commit does not.
    await db.execute(sql`create table gc_guard (key text primary key references gc_rows (key)
      deferrable initially deferred)`);
    const guarded = writerOf({
      write: async (tx, items) => {
        const written = await insertRows(tx, items);
        await tx.execute(sql`insert into gc_guard (key) values ('nowhere')`);
        return written;
      },
    });
    const results = await Promise.allSettled([guarded.submit({ key: 'p', n: 1 }), guarded.submit({ key: 'q', n: 1 })]);
    expect(results.map((r) => (r.status === 'rejected' ? r.reason.errorName : 'ok'))).toEqual([
      'WRITE_UNAVAILABLE',
      'WRITE_UNAVAILABLE',
    ]);
    expect(await keysIn()).toEqual([]);
  });

  it('keeps the order of submission and answers a repeated key with the first row', async () => {
    const writer = writerOf();
    const first = await Promise.all(['o1', 'o2', 'o1'].map((key) => writer.submit({ key, n: 1 })));
    const retry = await writer.submit({ key: 'o2', n: 1 });
    expect(first.map((w) => w.repeat)).toEqual([false, false, true]);
    expect(first[2]!.id).toBe(first[0]!.id);
    expect(retry).toEqual({ id: first[1]!.id, repeat: true });
    expect(await keysIn()).toEqual(['o1', 'o2']);
  });

  it('answers a clear error while the database is down, and writes again once it is back', async () => {
    let down = true;
    const flaky = new Proxy(db, {
      get: (target, prop, receiver) =>
        prop === 'transaction' && down
          ? () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
          : Reflect.get(target, prop, receiver),
    });
    const writer = writerOf({ db: flaky });
    await expect(writer.submit({ key: 'd1', n: 1 })).rejects.toMatchObject({ errorName: 'WRITE_UNAVAILABLE' });
    down = false;
    await expect(writer.submit({ key: 'd2', n: 1 })).resolves.toMatchObject({ repeat: false });
    expect(await keysIn()).toEqual(['d2']);
  });

  it('writes the next batch while the previous one waits for its commit, when two may be in flight', async () => {
    let release = () => {};
    let first = true;
    const slowFirst = new Proxy(db, {
      get: (target, prop, receiver) =>
        prop === 'transaction'
          ? (f: (tx: Db) => Promise<unknown>) => {
              if (!first) return target.transaction(f);
              first = false;
              return new Promise<void>((resolve) => {
                release = resolve;
              }).then(() => target.transaction(f));
            }
          : Reflect.get(target, prop, receiver),
    });
    const writer = writerOf({ db: slowFirst, maxRows: 1, inFlight: 2 });
    const slow = writer.submit({ key: 'f1', n: 1 });
    await expect(writer.submit({ key: 'f2', n: 1 })).resolves.toMatchObject({ repeat: false });
    expect(await keysIn()).toEqual(['f2']);
    release();
    await expect(slow).resolves.toMatchObject({ repeat: false });
    expect(await keysIn()).toEqual(['f2', 'f1']);
  });

  it('gives up on a stuck database within the timeout and never writes the requests it gave up on', async () => {
    let release = () => {};
    const stuck = new Proxy(db, {
      get: (target, prop, receiver) =>
        prop === 'transaction'
          ? (f: (tx: Db) => Promise<unknown>) =>
              new Promise<void>((resolve) => {
                release = resolve;
              }).then(() => target.transaction(f))
          : Reflect.get(target, prop, receiver),
    });
    const writer = writerOf({ db: stuck, timeoutMs: 100, maxRows: 1 });
    const started = Date.now();
    const results = await Promise.allSettled([writer.submit({ key: 's1', n: 1 }), writer.submit({ key: 's2', n: 1 })]);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(results.map((r) => (r.status === 'rejected' ? r.reason.errorName : 'ok'))).toEqual([
      'WRITE_UNAVAILABLE',
      'WRITE_UNAVAILABLE',
    ]);
    release();
    await writer.flush();
    // s1 was already being written when its request gave up; s2 was still waiting and left the queue.
    expect(await keysIn()).toEqual(['s1']);
  });
});
