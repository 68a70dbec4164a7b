import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { scratchPostgres } from '../apps/server/src/db/scratch-database.js';

/**
 * Where a server run as a child process (server-process.ts) keeps its data: what its process is told, and a handle
 * for the bench, which seeds before the server starts and checks after it stopped (PGlite: one process at a time).
 */
export type Store = { label: string; env: Record<string, string>; open: () => Promise<Database>; shared: boolean };

const busLabel = (redisUrl: string) => (redisUrl ? ' + Redis bus' : '');

export const pgliteStore = (dataDir: string, redisUrl = ''): Store => ({
  label: `PGlite${busLabel(redisUrl)}`,
  env: { DATABASE_URL: '', REDIS_URL: redisUrl },
  open: () => openDatabase({ dataDir }),
  shared: false,
});

/** A database of its own on the PostgreSQL server (dropped when the bench closes it), over Redis when REDIS_URL is set. */
export const postgresStore = async (url: string, prefix: string): Promise<Store & { database: Database }> => {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const database = await scratchPostgres(url, name);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const redis = process.env.REDIS_URL ?? '';
  return {
    label: `PostgreSQL${busLabel(redis)}`,
    env: { DATABASE_URL: own.toString(), REDIS_URL: redis },
    open: async () => database,
    shared: true,
    database,
  };
};
