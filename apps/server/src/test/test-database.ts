import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, newPglite, openPglite } from '../db/client.js';
import { scratchPostgres } from '../db/scratch-database.js';

/** A fresh, migrated database for one test file: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const createTestDatabase = async (): Promise<Database> => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = await readFile(inject('pgliteTemplate'));
    return openPglite(newPglite({ loadDataDir: new Blob([dump]) }));
  }
  return scratchPostgres(url, `${inject('runId')}_${randomBytes(4).toString('hex')}`);
};
