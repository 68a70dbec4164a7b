import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** A database or a transaction: repositories take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** An embedded database with the extensions the migrations create (pg_trgm and btree_gin for keyword search). */
export const newPglite = (options: Omit<PGliteOptions, 'extensions'> = {}) =>
  new PGlite({ ...options, extensions: { btree_gin, pg_trgm } });

export const openPglite = async (client: PGlite): Promise<Database> => {
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
};

export const openPostgres = async (
  connectionString: string,
  onConnectionError: (err: Error) => void = (err) => console.error('database connection error', err.message),
): Promise<Database> => {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that the server drops must not take the process down with it.
  pool.on('error', onConnectionError);
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  await migratePg(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
};

/** PostgreSQL when a URL is given, otherwise the embedded database under dataDir. */
export const openDatabase = async (opts: { databaseUrl?: string; dataDir: string }): Promise<Database> => {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const dir = path.join(opts.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return openPglite(newPglite({ dataDir: dir }));
};
