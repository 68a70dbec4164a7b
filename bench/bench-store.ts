import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import path from 'node:path';
import { type Db, openDatabase } from '../apps/server/src/db/client.js';
import { scratchPostgres } from '../apps/server/src/db/scratch-database.js';
import { startServer } from './server-process.js';

/**
 * Where a bench's server, run as a child process (server-process.ts), keeps its data: PGlite in the run's folder,
 * or a PostgreSQL database of its own, made now and dropped by `close`, with the Redis bus and counters when
 * REDIS_URL is set. The bench seeds before the server starts and checks after it stopped.
 */
export type Store = {
  label: string;
  /** What the server's process is told. */
  env: Record<string, string>;
  /** Runs `work` on the database; only while the server is stopped, as PGlite's files are one process's at a time. */
  use: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

export const pgliteStore = (dataDir: string): Store => ({
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
});

/** `prefix` names the scratch database, so a run left behind says which bench made it. */
export const postgresStore = async (url: string, prefix: string): Promise<Store> => {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const database = await scratchPostgres(url, name);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const redis = process.env.REDIS_URL ?? '';
  return {
    label: redis ? 'PostgreSQL + Redis bus' : 'PostgreSQL',
    env: { DATABASE_URL: own.toString(), REDIS_URL: redis },
    use: (work) => work(database.db),
    close: () => database.close(),
  };
};

/**
 * The app as `npm start` runs it (or another entry, `script`), in a process of its own on the store's data, quiet
 * but for fatal errors; `env` adds settings.
 */
export const startApp = (
  store: Store,
  dataDir: string,
  options: { agent: http.Agent; env?: Record<string, string>; script?: string; nodeArgs?: string[] },
) =>
  startServer({
    script: options.script ?? 'apps/server/src/main.ts',
    env: {
      ...store.env,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'fatal',
      ...options.env,
    },
    readyPath: '/api/index/domainConfig',
    agent: options.agent,
    nodeArgs: options.nodeArgs,
  });
