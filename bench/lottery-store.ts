import { randomBytes } from 'node:crypto';
import { type Db, openDatabase } from '../apps/server/src/db/client.js';
import { scratchPostgres } from '../apps/server/src/db/scratch-database.js';

/**
 * Where the lottery bench's server keeps its data: PGlite in the run's folder by default; with DATABASE_URL a
 * PostgreSQL database of its own, made now and dropped by `close`, with the Redis bus and counters when REDIS_URL
 * is set too.
 */
export type LotteryStore = {
  label: string;
  /** What the server's process is told. */
  env: Record<string, string>;
  /** Runs `work` on the database; only while the server is stopped, as PGlite's files are one process's at a time. */
  use: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

export const lotteryStore = async (dataDir: string): Promise<LotteryStore> => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    return {
      label: 'PGlite',
      env: { DATABASE_URL: '', REDIS_URL: '' },
      use: async (work) => {
        const database = await openDatabase({ dataDir });
        try {
          return await work(database.db);
        } finally {
          await database.close();
        }
      },
      close: async () => {},
    };
  }
  const name = `bench_lottery_${randomBytes(4).toString('hex')}`;
  const database = await scratchPostgres(url, name);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const redis = process.env.REDIS_URL ?? '';
  return {
    label: redis ? 'PostgreSQL + Redis' : 'PostgreSQL',
    env: { DATABASE_URL: own.toString(), REDIS_URL: redis },
    use: (work) => work(database.db),
    close: () => database.close(),
  };
};
