/**
 * A hall of phones on one server instance: N simulated phones join an interactive quiz (h5/enter, game/join),
 * each holds a /ws socket on `game:<activity id>` (as a phone does: counts and lobby names go to `stage:<id>`,
 * which only the big screen and the console follow), the host shows a question (game/switch), and every phone
 * answers it (game/answer) when it hears the `session.state` event, spread over `--spread-ms` as a hall does.
 * Measures answers acknowledged against rows stored in live_session_answers (each acknowledged one must be
 * there, no other), ack latency p50/p99, question fan-out (the host's call sent → each phone heard it) p50/max,
 * the server's memory per connected phone (its growth while the phones joined, after a full GC / phones) and its
 * CPU per answer (what one core can take, whatever else the machine runs). Right before each app case a bare
 * server (bench/bare-live-server.ts: the same Fastify + ws stack, no database) does the same broadcast and
 * request/ack, shown beside the app's figures for context. Targets (absolute, bench/README.md): fan-out max
 * ≤ 300 ms, every answer acknowledged within 3 s of the question, 0 lost, and on PostgreSQL ack p99 ≤ 500 ms;
 * exit 1 otherwise.
 *
 * The servers run as child processes (their memory and event loop their own; the phones share this one). PGlite
 * by default; with DATABASE_URL also PostgreSQL (a database of its own, dropped afterwards), over the Redis bus
 * when REDIS_URL is set. Run: npm run bench:interactive [-- --phones 500 --questions 3 --spread-ms 2500 --pool 1000].
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { liveChannels, type SessionSnapshot } from '@app/contract';
import { eq } from 'drizzle-orm';
import { liveSessionAnswers } from '../apps/server/src/modules/live-session/live-session.table.js';
import { sampleQuestion } from '../apps/server/src/modules/question/question.factory.js';
import { pgliteStore, postgresStore, type Store, startApp } from './bench-store.js';
import { printHotSpots } from './cpu-profile.js';
import { benchCall, hostGame, seatPhone } from './game-hall.js';
import { type Result, report, type Targets } from './interactive-report.js';
import { type Measured, runCrowd } from './interactive-run.js';
import { seedGame } from './interactive-seed.js';
import { openFileLimit, startServer } from './server-process.js';

const { values: flags } = parseArgs({
  options: {
    phones: { type: 'string', default: '5000' },
    questions: { type: 'string', default: '3' },
    'spread-ms': { type: 'string', default: '2500' },
    pool: { type: 'string', default: '1000' },
    /** The app's entry (a copy with a change, to compare it under the same load). */
    server: { type: 'string', default: 'apps/server/src/main.ts' },
    /** Profiles the app's process (node --cpu-prof into this folder) and prints where its time went. */
    profile: { type: 'string' },
  },
});
const phones = Number(flags.phones);
const questionCount = Number(flags.questions);
const spreadMs = Number(flags['spread-ms']);
// More connections than phones would only add idle sockets to the memory per phone.
const pool = Math.min(Number(flags.pool), phones);
const setupConcurrency = 64;
const settings = { phones, questions: questionCount, spreadMs, pool, setupConcurrency };
/**
 * What a hall notices, rather than ratios of a server that stores nothing (an answer is acknowledged once its
 * batch committed). Ack p99 is judged on PostgreSQL, what serves a hall of thousands; PGlite (one connection, one
 * batch at a time) is held to the rest.
 */
const targets: Targets = { fanOutMs: 300, answeredWithinMs: 3000 };
const postgresTargets: Targets = { ...targets, ackP99Ms: 500 };

// Each phone is a socket here and one in the server, plus the answer pool.
const needed = phones + pool + setupConcurrency + 100;
if (openFileLimit() < needed) {
  console.error(`${phones} phones need ${needed} open files; this shell allows ${openFileLimit()}: raise ulimit -n`);
  process.exit(1);
}

const setupAgent = new http.Agent({ keepAlive: true, maxSockets: setupConcurrency });

/** What the bare server broadcasts: a snapshot as the app's would be, so phones parse as much. */
const snapshotOf = (step: number, phase: SessionSnapshot['phase']): SessionSnapshot => {
  const q = sampleQuestion('single');
  const now = Date.now();
  return {
    activity_id: 1,
    version: 2 * step + (phase === 'question' ? 1 : 0),
    phase,
    paused: false,
    step_index: step,
    step_count: questionCount,
    step: {
      index: step,
      type: 'single',
      stem: q.stem,
      image: '',
      options: (q.options ?? []).map((o) => ({ key: o.key, text: o.text, image: '' })),
      blank_count: 0,
      seconds: 20,
      round_name: '第一轮',
    },
    opened_at: new Date(now).toISOString(),
    deadline_at: new Date(now + 20_000).toISOString(),
    remaining_ms: null,
    joined: phones,
    answered: 0,
    capacity: phones,
    reveal: null,
    leaderboard: null,
    server_time: new Date(now).toISOString(),
  };
};

/** Where the app's process spent its CPU while the questions went out, and while they were answered. */
const printQuestionHotSpots = (label: string, pid: number, windows: Measured['windows'], dir: string) => {
  printHotSpots(
    `${label}, fan-out (switch sent → last phone heard)`,
    dir,
    pid,
    windows.map((w) => w.fanOut),
  );
  printHotSpots(
    `${label}, whole questions (switch sent → last ack)`,
    dir,
    pid,
    windows.map((w) => w.all),
  );
};

const benchBare = async (): Promise<Measured> => {
  const server = await startServer({
    script: 'bench/bare-live-server.ts',
    env: {},
    readyPath: '/ready',
    agent: setupAgent,
  });
  const channel = liveChannels.game(1);
  const broadcast = async (phase: SessionSnapshot['phase'], step: number) => {
    await benchCall(server.port, '/api/bare/switch', {
      channel,
      event: 'session.state',
      payload: snapshotOf(step, phase),
    });
  };
  try {
    const measured = await runCrowd(
      {
        case: 'bare ws server',
        server,
        channel,
        seat: async (index) => ({ ticket: `bare-ticket-${String(index).padStart(8, '0')}`, id: index }),
        answerPath: '/api/bare/answer',
        warmPath: '/ready',
        // Off the clock, as the app's phones hear the lobby's names before the first question and the close before the next.
        before: (step) => broadcast(step === 0 ? 'lobby' : 'closed', step - 1),
        show: (step) => broadcast('question', step),
      },
      settings,
    );
    return { ...measured, stored: null };
  } finally {
    await server.stop();
  }
};

const benchApp = async (store: Store, dataDir: string): Promise<Measured> => {
  const game = await store.use((db) => seedGame(db, phones + 10, questionCount));
  const server = await startApp(store, dataDir, {
    script: flags.server,
    // The whole hall enters from this one address within a minute.
    env: { H5_ENTRIES_PER_IP_PER_MINUTE: String(10 * phones) },
    agent: setupAgent,
    nodeArgs: flags.profile ? ['--cpu-prof', `--cpu-prof-dir=${flags.profile}`] : [],
  });
  const { port } = server;
  let measured: Omit<Measured, 'stored'>;
  try {
    const command = await hostGame(port, game);
    measured = await runCrowd(
      {
        case: store.label,
        server,
        channel: liveChannels.game(game.activityId),
        seat: seatPhone(setupAgent, port, game),
        answerPath: '/api/game/answer',
        warmPath: '/api/index/domainConfig',
        // The step before is closed off the clock: the timed call is the one that shows the question.
        before: async (step) => {
          if (step > 0) await command('close');
        },
        show: (step) => command(step === 0 ? 'start' : 'next'),
      },
      settings,
    );
  } finally {
    // PGlite's files are the server's until it exits.
    await server.stop();
  }
  if (flags.profile) printQuestionHotSpots(store.label, server.child.pid ?? 0, measured.windows, flags.profile);
  try {
    const rows = await store.use((db) =>
      db
        .select({ step: liveSessionAnswers.stepIndex, player: liveSessionAnswers.playerId })
        .from(liveSessionAnswers)
        .where(eq(liveSessionAnswers.activityId, game.activityId)),
    );
    return { ...measured, stored: new Set(rows.map((r) => `${r.step}:${r.player}`)) };
  } finally {
    await store.close();
  }
};

const began = performance.now();
console.log(
  `${phones} phones, ${questionCount} questions, answers spread over ${spreadMs} ms, ${pool} pooled connections; ` +
    `load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-interactive-'));
/** Each app case right after a bare run of its own, so the two see the same load on a shared machine. */
const results: Result[] = [];
const pair = async (label: string, caseTargets: Targets, app: () => Promise<Measured>) => {
  const bare = { ...(await benchBare()), case: `bare ws server (before ${label})` };
  results.push(bare, { ...(await app()), bare, targets: caseTargets });
};
try {
  await pair('PGlite', targets, () => benchApp(pgliteStore(dataDir), dataDir));
  const url = process.env.DATABASE_URL;
  if (url)
    await pair('PostgreSQL', postgresTargets, async () =>
      benchApp(await postgresStore(url, 'bench_interactive'), dataDir),
    );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  setupAgent.destroy();
}

const verdicts = report(results, Math.round((performance.now() - began) / 1000));
process.exit(verdicts.some((v) => !v.ok) ? 1 : 0);
