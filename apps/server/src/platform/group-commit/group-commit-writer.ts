import type { Db } from '../../db/client.js';
import { AppError } from '../errors.js';

/** What a batch's writer answers for each item, in the items' order: its result, or the error refusing it alone. */
export type ItemOutcome<R> = { ok: true; value: R } | { ok: false; error: AppError };

export type GroupCommitOptions<I, R> = {
  db: Db;
  /** How long the first item of a batch waits for others. */
  windowMs: number;
  /** A batch this big is written at once. */
  maxRows: number;
  /** A request waits no longer than this for its commit (the database may be down or stuck). */
  timeoutMs: number;
  /**
   * Batches written at once (1 unless said): on PostgreSQL the next batch need not wait for the previous one's
   * fsync. PGlite has one connection, so there a second transaction would only queue behind the first.
   */
  inFlight?: number;
  /**
   * Writes a batch inside its transaction, in as few statements as it can. Only statements on `tx` may be awaited:
   * PGlite has one connection, so any other database call would wait for this transaction to end.
   */
  write: (tx: Db, items: I[]) => Promise<ItemOutcome<R>[]>;
  /**
   * False when `write` changes the database with one statement, atomic by itself, and its reads need not share
   * that statement's snapshot: the batch then goes without BEGIN and COMMIT, two round trips of its three or four.
   */
  inTransaction?: boolean;
  /** Runs once per committed batch before its requests are answered (one live event per batch, say). */
  afterCommit?: (outcomes: { item: I; outcome: ItemOutcome<R> }[]) => Promise<void>;
  onError?: (err: unknown) => void;
};

type Waiting<I, R> = {
  item: I;
  resolve: (value: R) => void;
  reject: (error: AppError) => void;
  settled: boolean;
};

const settle = <I, R>(w: Waiting<I, R>, outcome: ItemOutcome<R>) => {
  if (w.settled) return;
  w.settled = true;
  if (outcome.ok) w.resolve(outcome.value);
  else w.reject(outcome.error);
};

const unavailable = (): ItemOutcome<never> => ({ ok: false, error: new AppError('WRITE_UNAVAILABLE') });

/**
 * Group commit: requests hand over their rows and wait; what gathered in a few milliseconds (or up to `maxRows`)
 * is written in one transaction, and each request is answered only after that transaction committed. A batch
 * that a statement breaks is written again one item at a time, each in a savepoint, so that only the item at
 * fault is refused. Up to `inFlight` batches are written at a time; the next one gathers meanwhile.
 */
export const groupCommitWriter = <I, R>(options: GroupCommitOptions<I, R>) => {
  const { db, write } = options;
  const queue: Waiting<I, R>[] = [];
  const stats = { batches: 0, items: 0 };
  const inFlight = options.inFlight ?? 1;
  let timer: NodeJS.Timeout | undefined;
  const writing = new Set<Promise<void>>();

  const writeOneByOne = async (tx: Db, items: I[]) => {
    const outcomes: ItemOutcome<R>[] = [];
    for (const item of items) {
      try {
        const [outcome] = await tx.transaction((sp: Db) => write(sp, [item]));
        outcomes.push(outcome!);
      } catch (err) {
        options.onError?.(err);
        outcomes.push({ ok: false, error: err instanceof AppError ? err : new AppError('WRITE_REJECTED') });
      }
    }
    return outcomes;
  };

  const commit = async (items: I[]): Promise<ItemOutcome<R>[]> => {
    try {
      return options.inTransaction === false
        ? await write(db, items)
        : await db.transaction((tx: Db) => write(tx, items));
    } catch (err) {
      if (items.length === 1 && err instanceof AppError) return [{ ok: false, error: err }];
      try {
        return await db.transaction((tx: Db) => writeOneByOne(tx, items));
      } catch (again) {
        // The transaction itself failed (the database is down or the commit broke): nothing of it was written.
        options.onError?.(again);
        return items.map(unavailable);
      }
    }
  };

  const writeBatch = async (batch: Waiting<I, R>[]) => {
    const outcomes = await commit(batch.map((w) => w.item));
    stats.batches += 1;
    stats.items += batch.length;
    if (options.afterCommit) {
      await options
        .afterCommit(batch.map((w, i) => ({ item: w.item, outcome: outcomes[i] ?? unavailable() })))
        .catch((err: unknown) => options.onError?.(err));
    }
    for (const [i, w] of batch.entries()) settle(w, outcomes[i] ?? unavailable());
  };

  const drain = () => {
    clearTimeout(timer);
    timer = undefined;
    while (writing.size < inFlight && queue.length > 0) {
      const written: Promise<void> = writeBatch(queue.splice(0, options.maxRows))
        .catch((err: unknown) => options.onError?.(err))
        .finally(() => {
          writing.delete(written);
          // What arrived while this batch was being written has waited long enough.
          drain();
        });
      writing.add(written);
    }
  };

  const schedule = () => {
    if (writing.size >= inFlight || queue.length === 0) return;
    if (queue.length >= options.maxRows) drain();
    else timer ??= setTimeout(drain, options.windowMs);
  };

  return {
    /** Resolves with the item's result once its batch committed; rejects with its own error or WRITE_UNAVAILABLE. */
    submit: (item: I) =>
      new Promise<R>((resolve, reject) => {
        const waiting: Waiting<I, R> = { item, resolve, reject, settled: false };
        queue.push(waiting);
        const deadline = setTimeout(() => {
          // Still waiting for its turn: it leaves the queue, so it is never written after this answer.
          const at = queue.indexOf(waiting);
          if (at >= 0) queue.splice(at, 1);
          settle(waiting, unavailable());
        }, options.timeoutMs);
        const done = (f: () => void) => () => {
          clearTimeout(deadline);
          f();
        };
        waiting.resolve = (value) => done(() => resolve(value))();
        waiting.reject = (error) => done(() => reject(error))();
        schedule();
      }),
    /** Batches and items written so far. */
    stats: () => ({ ...stats }),
    /** Writes what is waiting now. */
    flush: async () => {
      drain();
      while (writing.size > 0) await Promise.all(writing);
    },
  };
};

export type GroupCommitWriter<I, R> = ReturnType<typeof groupCommitWriter<I, R>>;
