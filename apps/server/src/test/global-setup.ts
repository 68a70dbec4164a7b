import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { newPglite, openPglite } from '../db/client.js';
import { seedTemplates } from '../modules/activity/template.seed.js';
import { seedPublicBanks } from '../modules/question/question.seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    runId: string;
  }
}

/**
 * Migrates (and seeds the public question banks and templates of) one embedded database and keeps its dump, so each test file starts from a copy in
 * well under a second instead of running initdb again. On PostgreSQL each test file gets its own
 * database named after this run, and this run drops them at the end.
 */
export default async function setup(project: TestProject) {
  const runId = `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const file = path.join(os.tmpdir(), `pglite-template-${runId}.tgz`);
  const client = newPglite();
  const database = await openPglite(client);
  // The public question banks are the largest seed; in the template, each app start only confirms them.
  await seedPublicBanks(database.db);
  await seedTemplates(database.db);
  const dump = await client.dumpDataDir('gzip');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('runId', runId);

  return async () => {
    await rm(file, { force: true });
    const url = process.env.DATABASE_URL;
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${runId}_%`,
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
  };
}
