import { randomBytes } from 'node:crypto';
import { scratchPostgres } from '../apps/server/src/db/scratch-database.js';

/** A database of its own on the PostgreSQL server, dropped when the run ends. */
export const postgresDatabase = (url: string) => scratchPostgres(url, `bench_${randomBytes(4).toString('hex')}`);

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
