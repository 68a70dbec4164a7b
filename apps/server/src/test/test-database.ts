import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/client.js';

/** A fresh, migrated database for one test file: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const createTestDatabase = async (): Promise<Database> => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = await readFile(inject('pgliteTemplate'));
    return openPglite(new PGlite({ loadDataDir: new Blob([dump]) }));
  }
  const name = `${inject('runId')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), () => {});
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
};
