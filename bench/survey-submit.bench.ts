/**
 * How many questionnaire submits a second the server takes (POST /api/h5/survey/submit) over real HTTP on
 * 127.0.0.1, against a bare Fastify route measured the same way in the same run. Seeds one live questionnaire (two
 * questions, once per participant) and N participants; each request is one participant's first submit. Checks
 * that every accepted submit was stored (exit 1 otherwise). PGlite by default; with DATABASE_URL, PostgreSQL too.
 * Run: npm run bench:survey. BENCH_SECONDS (5), BENCH_CONCURRENCY (32), BENCH_PARTICIPANTS (20000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { type Database, newPglite, openPglite } from '../apps/server/src/db/client.js';
import { surveyResponses } from '../apps/server/src/modules/survey/survey.table.js';
import { postgresDatabase } from './bench-database.js';
import { seedOrganiser, seedSurvey, surveyAnswers } from './bench-seed.js';
import { bareRoute, httpLoad, type LoadResult, reportAgainstBare } from './http-load.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
const participantCount = Number(process.env.BENCH_PARTICIPANTS ?? 20_000);

const bodyOf = (ticket: string, n: number) =>
  JSON.stringify({
    ticket,
    submission_id: `bench-${String(n).padStart(8, '0')}`,
    answers: surveyAnswers,
    duration_ms: 30_000,
  });

const benchOn = async (kind: string, database: Database) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-survey-'));
  const groupCommit = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('GROUP_COMMIT_')));
  const config = loadConfig({
    ...groupCommit,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const { app, deps } = await buildApp({ config, database, logger: false });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const survey = await seedSurvey(deps.db, await seedOrganiser(deps.db), participantCount);
    const result = await httpLoad({
      port: (app.server.address() as AddressInfo).port,
      path: '/api/h5/survey/submit',
      seconds,
      concurrency,
      bodyAt: (n) => (n < participantCount ? bodyOf(survey.people[n]!.ticket, n) : null),
    });
    const [stored] = await deps.db
      .select({ n: count() })
      .from(surveyResponses)
      .where(eq(surveyResponses.activityId, survey.activityId));
    if (stored?.n !== result.ok) throw new Error(`${kind}: ${result.ok} submits accepted but ${stored?.n} stored`);
    return result;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const targets: [string, () => Promise<Database>][] = [['PGlite', () => openPglite(newPglite())]];
const url = process.env.DATABASE_URL;
if (url) targets.push(['PostgreSQL', () => postgresDatabase(url)]);

const results: [string, LoadResult][] = [];
for (const [kind, open] of targets) results.push([`submits, ${kind}`, await benchOn(kind, await open())]);
const bare = await bareRoute({ seconds, concurrency, body: bodyOf('x'.repeat(32), 0) });
results.push(['bare Fastify route', bare]);
process.exit(reportAgainstBare(results, bare.perSecond) ? 1 : 0);
