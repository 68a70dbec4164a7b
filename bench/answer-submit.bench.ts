/**
 * How many quiz answers a second the server takes (POST /api/h5/quiz/answer, the participants' hot path) over
 * real HTTP on 127.0.0.1, against a bare Fastify route measured the same way on the same machine (before and after
 * the cases; the ratio is to their mean). Seeds one
 * live quiz of 20 fixed questions and N participants, each with a started attempt; every request answers a
 * question not answered before. PGlite by default; with DATABASE_URL, also PostgreSQL (in a database of its
 * own, dropped afterwards). The load generator shares the machine's cores with the server, for both.
 * Run: npm run bench:answers. BENCH_SECONDS (5), BENCH_CONCURRENCY (32), BENCH_PARTICIPANTS (2000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { count } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { type Database, newPglite, openPglite } from '../apps/server/src/db/client.js';
import { quizAnswers } from '../apps/server/src/modules/quiz/quiz.table.js';
import { postgresDatabase } from './bench-database.js';
import { type QuizSlot, seedOrganiser, seedQuiz } from './bench-seed.js';
import { bareRoute, httpLoad, type LoadResult, reportAgainstBare } from './http-load.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
const participantCount = Number(process.env.BENCH_PARTICIPANTS ?? 2000);
const questionCount = 20;

/** Slot n answers participant n mod N, question n div N: no question is answered twice. */
const answerBody = (slots: QuizSlot[]) => (n: number) => {
  const slot = slots[n % slots.length]!;
  const index = Math.floor(n / slots.length);
  if (index >= questionCount) return null;
  return JSON.stringify({ ticket: slot.ticket, attempt_id: slot.attemptId, index, answer: slot.answers[index] });
};

const benchOn = async (kind: string, database: Database) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  // The group-commit settings come from the environment, so their effect can be measured.
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
    const seeding = performance.now();
    const { slots } = await seedQuiz(deps.db, await seedOrganiser(deps.db), participantCount, questionCount);
    console.log(`${kind}: ${slots.length} participants seeded in ${Math.round(performance.now() - seeding)} ms`);
    const result = await httpLoad({
      port: (app.server.address() as AddressInfo).port,
      path: '/api/h5/quiz/answer',
      seconds,
      concurrency,
      bodyAt: answerBody(slots),
    });
    const [stored] = await deps.db.select({ n: count() }).from(quizAnswers);
    if (stored?.n !== result.ok) throw new Error(`${kind}: ${result.ok} answers accepted but ${stored?.n} stored`);
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

const began = performance.now();
const bareBody = JSON.stringify({ ticket: 'x'.repeat(32), attempt_id: 1, index: 3, answer: ['B'] });
// The bare route before and after the cases: its rate drifts over a run (the heap the cases leave behind, the
// machine's other load), so the ratios are taken against the mean of both.
const bareBefore = await bareRoute({ seconds, concurrency, body: bareBody });
const results: [string, LoadResult][] = [['bare Fastify route, before', bareBefore]];
for (const [kind, open] of targets) results.push([`answers, ${kind}`, await benchOn(kind, await open())]);
const bareAfter = await bareRoute({ seconds, concurrency, body: bareBody });
results.push(['bare Fastify route, after', bareAfter]);

const failed = reportAgainstBare(results, (bareBefore.perSecond + bareAfter.perSecond) / 2);
console.log(
  `\n${seconds} s per case, ${concurrency} requests in flight, keep-alive HTTP on 127.0.0.1; ` +
    `total ${Math.round((performance.now() - began) / 1000)} s`,
);
process.exit(failed ? 1 : 0);
