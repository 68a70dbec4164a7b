import pg from 'pg';
import { type Database, openPostgres } from './client.js';

/** A database of its own on the PostgreSQL server at `url`, created now and dropped when it is closed. */
export const scratchPostgres = async (url: string, name: string): Promise<Database> => {
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
