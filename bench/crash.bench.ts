/**
 * Nothing acknowledged is lost when the server dies: the real server runs as a child process on PostgreSQL (a
 * database of its own, dropped afterwards) under quiz-answer, vote and questionnaire load over HTTP, and is killed
 * with SIGKILL mid-load and started again, BENCH_CYCLES (5) times. The clients keep every acknowledged write (code
 * 200) and retry a request that got no answer, or a 503, with the same identity: an answer is once per attempt and
 * question, a vote carries its `cast_id`, a submit its `submission_id`. Voters who send no `cast_id` cast once and
 * never retry: a cast of theirs that got no answer is in doubt, and the run reports how many of those were stored.
 * Afterwards every acknowledged write must be stored exactly once, none be stored that was neither acknowledged
 * nor in doubt, and the candidates' counts equal the stored votes; exit 1 otherwise.
 * Run: DATABASE_URL=postgres://… npm run bench:crash. BENCH_CYCLES (5), BENCH_CONCURRENCY (16 per kind).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { scratchPostgres } from '../apps/server/src/db/scratch-database.js';
import { quizAnswers } from '../apps/server/src/modules/quiz/quiz.table.js';
import { surveyResponses } from '../apps/server/src/modules/survey/survey.table.js';
import { voteCandidates, votes } from '../apps/server/src/modules/vote/vote.table.js';
import { seedOrganiser, seedQuiz, seedSurvey, seedVote, surveyAnswers } from './bench-seed.js';
import { postJson } from './http-load.js';

const cycles = Number(process.env.BENCH_CYCLES ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const participantCount = 1000;
const questionCount = 20;
const keyedVoters = 500;
const keylessVoters = 5000;
const surveyParticipants = 5000;

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench:crash runs on PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  process.exit(1);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const name = `bench_crash_${randomBytes(4).toString('hex')}`;
const database = await scratchPostgres(url, name);
const databaseUrl = new URL(url);
databaseUrl.pathname = `/${name}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-crash-'));
const port = await freePort();
const agent = new http.Agent({ keepAlive: true });

/** Starts the server as `npm start` does and answers once it serves, with how long that took. */
const start = async () => {
  const began = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'fatal',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await postJson(agent, port, '/api/index/domainConfig', '{}').then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) return { child, readyMs: performance.now() - began };
    await sleep(100);
  }
};
const kill = async (child: ChildProcess) => {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
};

type Envelope = { code: number; msg: string; data: unknown };
const stats = { inDoubt: 0, refused: 0, firstRefusal: '' };
/** One try: the answer, or 'retry' when the server was not reached (never stored) or 'doubt' when it may have been. */
const tryOnce = async (route: string, body: string): Promise<Envelope | 'retry' | 'doubt'> => {
  try {
    const res = await postJson(agent, port, route, body);
    // 503 is WRITE_UNAVAILABLE: its batch may still commit (it gave up waiting), so it is in doubt too.
    return res.status === 503 ? 'doubt' : (JSON.parse(res.text) as Envelope);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ECONNREFUSED' ? 'retry' : 'doubt';
  }
};
/**
 * Sends until the server answers, retrying with the same body. Answers too when the answered try was sent if an
 * earlier one was in doubt: a write stored before that time was stored by the earlier try, and the retry found it.
 */
const sendUntilAnswered = async (route: string, body: string) => {
  let doubted = false;
  for (;;) {
    const sentAt = Date.now();
    const outcome = await tryOnce(route, body);
    if (typeof outcome === 'object') return { e: outcome, retriedAt: doubted ? sentAt : null };
    if (outcome === 'doubt') {
      stats.inDoubt += 1;
      doubted = true;
    }
    await sleep(100);
  }
};
const refuse = (e: Envelope) => {
  stats.refused += 1;
  stats.firstRefusal ||= e.msg;
};

const seedDb = database.db;
let accepting = true;
const acked = {
  answers: new Set<string>(),
  casts: new Set<string>(),
  keyless: new Set<number>(),
  /** Response ids by submission id. */
  submits: new Map<string, number>(),
};
/** Acknowledged writes whose answered try came after one in doubt, with when that try was sent. */
const retried = {
  answers: new Map<string, number>(),
  casts: new Map<string, number>(),
  submits: new Map<string, number>(),
};
const keylessInDoubt = new Set<number>();

const drive = async () => {
  const organiser = await seedOrganiser(seedDb);
  const quiz = await seedQuiz(seedDb, organiser, participantCount, questionCount);
  const vote = await seedVote(seedDb, organiser, keyedVoters + keylessVoters, 10);
  const survey = await seedSurvey(seedDb, organiser, surveyParticipants);
  let nextAnswer = 0;
  let nextCast = 0;
  let nextKeyless = keyedVoters;
  const answerWorker = async () => {
    for (let n = nextAnswer++; accepting && n < participantCount * questionCount; n = nextAnswer++) {
      const slot = quiz.slots[n % participantCount]!;
      const index = Math.floor(n / participantCount);
      const body = { ticket: slot.ticket, attempt_id: slot.attemptId, index, answer: slot.answers[index] };
      const key = `${slot.attemptId}:${index}`;
      const { e, retriedAt } = await sendUntilAnswered('/api/h5/quiz/answer', JSON.stringify(body));
      if (e.code !== 200) {
        refuse(e);
        continue;
      }
      acked.answers.add(key);
      if (retriedAt) retried.answers.set(key, retriedAt);
    }
  };
  const castWorker = async () => {
    for (let n = nextCast++; accepting; n = nextCast++) {
      const castId = `cast-${String(n).padStart(6, '0')}`;
      const voter = vote.voters[n % keyedVoters]!;
      const body = { ticket: voter.ticket, candidate_id: vote.candidateIds[n % 10], cast_id: castId };
      const { e, retriedAt } = await sendUntilAnswered('/api/h5/vote/cast', JSON.stringify(body));
      if (e.code !== 200) {
        refuse(e);
        continue;
      }
      acked.casts.add(castId);
      if (retriedAt) retried.casts.set(castId, retriedAt);
    }
  };
  /** Casts without an id, one per voter: no retry, since a retry could count the vote twice. */
  const keylessWorker = async () => {
    for (let k = nextKeyless++; accepting && k < vote.voters.length; k = nextKeyless++) {
      const voter = vote.voters[k]!;
      const body = JSON.stringify({ ticket: voter.ticket, candidate_id: vote.candidateIds[k % 10] });
      let outcome = await tryOnce('/api/h5/vote/cast', body);
      while (outcome === 'retry') {
        await sleep(100);
        outcome = await tryOnce('/api/h5/vote/cast', body);
      }
      if (outcome === 'doubt') keylessInDoubt.add(voter.id);
      else if (outcome.code === 200) acked.keyless.add(voter.id);
      else refuse(outcome);
    }
  };
  let nextSubmit = 0;
  /** Each participant fills the questionnaire once; its submission id makes the retry exact. */
  const submitWorker = async () => {
    for (let k = nextSubmit++; accepting && k < surveyParticipants; k = nextSubmit++) {
      const submissionId = `submit-${String(k).padStart(6, '0')}`;
      const body = {
        ticket: survey.people[k]!.ticket,
        submission_id: submissionId,
        answers: surveyAnswers,
        duration_ms: 30_000,
      };
      const { e, retriedAt } = await sendUntilAnswered('/api/h5/survey/submit', JSON.stringify(body));
      if (e.code !== 200) {
        refuse(e);
        continue;
      }
      acked.submits.set(submissionId, (e.data as { response_id: number }).response_id);
      if (retriedAt) retried.submits.set(submissionId, retriedAt);
    }
  };
  const workers = [
    ...Array.from({ length: Math.max(1, concurrency / 4) }, submitWorker),
    ...Array.from({ length: concurrency }, answerWorker),
    ...Array.from({ length: concurrency }, castWorker),
    ...Array.from({ length: Math.max(1, concurrency / 4) }, keylessWorker),
  ];
  return { quiz, vote, survey, done: Promise.all(workers) };
};

const ackCount = () => acked.answers.size + acked.casts.size + acked.keyless.size + acked.submits.size;
const rows: Record<string, string | number>[] = [];
let server = await start();
const load = await drive();
for (let cycle = 1; cycle <= cycles; cycle += 1) {
  const before = ackCount();
  const doubtBefore = stats.inDoubt + keylessInDoubt.size;
  const began = performance.now();
  await sleep(1500 + Math.random() * 1500);
  const seconds = (performance.now() - began) / 1000;
  const acks = ackCount() - before;
  await kill(server.child);
  const killedAt = performance.now();
  server = await start();
  rows.push({
    cycle,
    'load s': seconds.toFixed(1),
    'acks/s': Math.round(acks / seconds),
    'in doubt at kill': stats.inDoubt + keylessInDoubt.size - doubtBefore,
    'kill → serving ms': Math.round(performance.now() - killedAt),
  });
}
await sleep(1000);
accepting = false;
await load.done;

const stored = async () => {
  const answers = await seedDb
    .select({ attemptId: quizAnswers.attemptId, index: quizAnswers.questionIndex, at: quizAnswers.createdAt })
    .from(quizAnswers)
    .where(eq(quizAnswers.activityId, load.quiz.activityId));
  const keyed = await seedDb
    .select({ castId: votes.castId, n: sql<number>`count(*)::int`, at: sql<string>`min(${votes.createdAt})` })
    .from(votes)
    .where(eq(votes.activityId, load.vote.activityId))
    .groupBy(votes.castId);
  const keyless = await seedDb
    .select({ participantId: votes.participantId, n: sql<number>`count(*)::int` })
    .from(votes)
    .where(and(eq(votes.activityId, load.vote.activityId), isNull(votes.castId)))
    .groupBy(votes.participantId);
  const [counted] = await seedDb
    .select({ n: sql<number>`coalesce(sum(${voteCandidates.votes}), 0)::int` })
    .from(voteCandidates)
    .where(eq(voteCandidates.activityId, load.vote.activityId));
  const responses = await seedDb
    .select({ id: surveyResponses.id, submissionId: surveyResponses.submissionId, at: surveyResponses.createdAt })
    .from(surveyResponses)
    .where(eq(surveyResponses.activityId, load.survey.activityId));
  return { answers, keyed: keyed.filter((r) => r.castId !== null), keyless, counted: counted?.n ?? 0, responses };
};
const found = await stored();
const answerKeys = new Map(found.answers.map((a) => [`${a.attemptId}:${a.index}`, a.at.getTime()]));
const castKeys = new Map(found.keyed.map((r) => [r.castId!, new Date(r.at).getTime()]));
const submitKeys = new Map(found.responses.map((r) => [r.submissionId, r.at.getTime()]));
/** Retries whose write had been stored by an earlier try that got no answer: each must still be stored once. */
const foundStored = (tries: Map<string, number>, storedAt: Map<string, number>) =>
  [...tries].filter(([key, sentAt]) => (storedAt.get(key) ?? Number.POSITIVE_INFINITY) < sentAt).length;
const keylessStored = new Map(found.keyless.map((r) => [r.participantId, r.n]));
const votesStored = found.keyed.reduce((s, r) => s + r.n, 0) + found.keyless.reduce((s, r) => s + r.n, 0);
const doubtStored = [...keylessInDoubt].filter((id) => keylessStored.has(id)).length;
const checks = {
  'acknowledged answers lost': [...acked.answers].filter((k) => !answerKeys.has(k)).length,
  'answers stored, never acknowledged': [...answerKeys.keys()].filter((k) => !acked.answers.has(k)).length,
  'acknowledged casts lost': [...acked.casts].filter((k) => !castKeys.has(k)).length,
  'casts stored twice': found.keyed.filter((r) => r.n > 1).length,
  'casts stored, never acknowledged': [...castKeys.keys()].filter((k) => !acked.casts.has(k)).length,
  'acknowledged keyless votes lost': [...acked.keyless].filter((id) => !keylessStored.has(id)).length,
  'keyless votes stored twice': found.keyless.filter((r) => r.n > 1).length,
  'keyless votes stored, neither acknowledged nor in doubt': [...keylessStored.keys()].filter(
    (id) => !acked.keyless.has(id) && !keylessInDoubt.has(id),
  ).length,
  'candidate counts ≠ stored votes': Math.abs(found.counted - votesStored),
  'acknowledged submits lost (or another response id)': [...acked.submits].filter(
    ([submissionId, id]) => !found.responses.some((r) => r.id === id && r.submissionId === submissionId),
  ).length,
  'submits stored, never acknowledged or twice': found.responses.length - acked.submits.size,
  'requests refused': stats.refused,
};
await kill(server.child);
await database.close();
rmSync(dataDir, { recursive: true, force: true });
agent.destroy();

console.table(rows);
console.log(
  `acknowledged: ${acked.answers.size} answers, ${acked.casts.size} votes with cast_id, ${acked.keyless.size} ` +
    `without, ${acked.submits.size} questionnaire submits; retried after no answer or a 503: ${stats.inDoubt} requests; keyless casts in doubt: ` +
    `${keylessInDoubt.size}, of which ${doubtStored} were stored (counted, though their voters were not told)`,
);
console.log(
  `retries answered after a try in doubt: ${retried.answers.size} answers (${foundStored(retried.answers, answerKeys)} ` +
    `found stored by the earlier try), ${retried.casts.size} casts (${foundStored(retried.casts, castKeys)} found stored), ` +
    `${retried.submits.size} submits (${foundStored(retried.submits, submitKeys)} found stored)`,
);
console.table(Object.entries(checks).map(([check, n]) => ({ check, n })));
if (stats.firstRefusal) console.log(`first refusal: ${stats.firstRefusal}`);
process.exit(Object.values(checks).some((n) => n > 0) ? 1 : 0);
