/**
 * How many quiz answers a second the server takes (POST /api/h5/quiz/answer, the participants' hot path) over
 * real HTTP on 127.0.0.1, against a bare Fastify route measured the same way on the same machine. Seeds one
 * live quiz of 20 fixed questions and N participants, each with a started attempt; every request answers a
 * question not answered before. PGlite by default; with DATABASE_URL, also PostgreSQL (in a database of its
 * own, dropped afterwards). The load generator shares the machine's cores with the server, for both.
 * Run: npm run bench:answers. BENCH_SECONDS (5), BENCH_CONCURRENCY (32), BENCH_PARTICIPANTS (2000).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { quizSettingsSchema } from '@app/contract';
import { count, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { type Database, type Db, newPglite, openPglite } from '../apps/server/src/db/client.js';
import { participants } from '../apps/server/src/modules/activity/activity.table.js';
import { makeLiveQuiz } from '../apps/server/src/modules/activity/live-quiz.factory.js';
import { shanghaiDayOf } from '../apps/server/src/modules/activity/shanghai-day.js';
import { customerRepository } from '../apps/server/src/modules/customer/customer.repository.js';
import { fillBank, makeBank } from '../apps/server/src/modules/question/question.factory.js';
import { questions } from '../apps/server/src/modules/question/question.table.js';
import { drawQuestions } from '../apps/server/src/modules/quiz/question-pool.js';
import { quizAnswers, quizAttempts } from '../apps/server/src/modules/quiz/quiz.table.js';
import { tenantRepository } from '../apps/server/src/modules/tenant/tenant.repository.js';
import { postgresDatabase } from './bench-database.js';
import { httpLoad, type LoadResult } from './http-load.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
const participantCount = Number(process.env.BENCH_PARTICIPANTS ?? 2000);
const questionCount = 20;
const chunk = 500;

type Slot = { ticket: string; attemptId: number; answers: string[][] };

/** One live quiz and its participants, each with an attempt started; written straight to the tables. */
const seed = async (db: Db): Promise<Slot[]> => {
  const tenant = await tenantRepository(db).byHost('localhost');
  if (!tenant) throw new Error('no site answers localhost');
  const organiser = await customerRepository(db).insert({
    tenantId: tenant.id,
    phone: '13900000001',
    passwordHash: 'x',
  });
  const bank = await fillBank({ deps: { db } }, await makeBank({ deps: { db } }, organiser), questionCount);
  const ids = (await db.select({ id: questions.id }).from(questions).where(eq(questions.bankId, bank.id))).map(
    (r) => r.id,
  );
  const settings = { question_ids: ids, day_max: 0, reveal: 'question' as const };
  const activity = await makeLiveQuiz({ deps: { db }, clock: { now: () => new Date() } }, organiser, settings);
  const drawn = await drawQuestions(db, quizSettingsSchema.parse(settings), 1);
  const owner = { tenantId: tenant.id, customerId: organiser.id, activityId: activity.id };
  const now = new Date();
  const slots: Slot[] = [];
  for (let start = 0; start < participantCount; start += chunk) {
    const n = Math.min(chunk, participantCount - start);
    const people = await db
      .insert(participants)
      .values(
        Array.from({ length: n }, (_, k) => ({
          ...owner,
          identity: `device:bench-${start + k}`,
          deviceId: `bench-${start + k}`,
          ticket: randomBytes(24).toString('base64url'),
        })),
      )
      .returning({ id: participants.id, ticket: participants.ticket });
    const attempts = await db
      .insert(quizAttempts)
      .values(
        people.map((p) => ({
          ...owner,
          participantId: p.id,
          day: shanghaiDayOf(now),
          questions: drawn,
          startedAt: now,
        })),
      )
      .returning({ id: quizAttempts.id });
    // Every other participant answers right, so both grading outcomes are exercised.
    for (const [k, p] of people.entries()) {
      const answers = drawn.map((q) => (k % 2 ? ['Z'] : q.type === 'blank' ? q.blanks.map((b) => b[0]!) : q.answer));
      slots.push({ ticket: p.ticket, attemptId: attempts[k]!.id, answers });
    }
  }
  return slots;
};

/** Slot n answers participant n mod N, question n div N: no question is answered twice. */
const answerBody = (slots: Slot[]) => (n: number) => {
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
    const slots = await seed(deps.db);
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

/** The ceiling on this machine: one JSON POST route doing nothing, through the same client. */
const bareFastify = async () => {
  const app = Fastify({ logger: false });
  app.post('/echo', async (req) => ({ code: 200, msg: '', data: { index: (req.body as { index: number }).index } }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const body = JSON.stringify({ ticket: 'x'.repeat(32), attempt_id: 1, index: 3, answer: ['B'] });
    return await httpLoad({
      port: (app.server.address() as AddressInfo).port,
      path: '/echo',
      seconds,
      concurrency,
      bodyAt: () => body,
    });
  } finally {
    await app.close();
  }
};

const targets: [string, () => Promise<Database>][] = [['PGlite', () => openPglite(newPglite())]];
const url = process.env.DATABASE_URL;
if (url) targets.push(['PostgreSQL', () => postgresDatabase(url)]);

const began = performance.now();
const results: [string, LoadResult][] = [];
for (const [kind, open] of targets) results.push([`answers, ${kind}`, await benchOn(kind, await open())]);
const bare = await bareFastify();
results.push(['bare Fastify route', bare]);

console.table(
  results.map(([name, r]) => ({
    case: name,
    'req/s': Math.round(r.perSecond),
    'p50 ms': r.p50.toFixed(1),
    'p95 ms': r.p95.toFixed(1),
    ok: r.ok,
    failed: r.failed,
    'of bare': `${((100 * r.perSecond) / bare.perSecond).toFixed(1)}%`,
  })),
);
const failures = results.filter(([, r]) => r.failed > 0);
for (const [name, r] of failures) console.log(`${name}: ${r.failed} failed, first: ${r.firstError}`);
console.log(
  `\n${seconds} s per case, ${concurrency} requests in flight, keep-alive HTTP on 127.0.0.1; ` +
    `total ${Math.round((performance.now() - began) / 1000)} s`,
);
process.exit(failures.length ? 1 : 0);
