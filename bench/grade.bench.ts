/**
 * Judge scoring (kind 6) on one server instance, as a contest runs: one round of `--contestants` contestants,
 * `--items` items and `--judges` judges, set up through the organiser's API. The host shows each contestant in turn
 * (grade/command); every judge submits for them at once through their link (h5/grade/score), as fast as the server
 * takes them, while `--audience` phones, each holding a /ws socket on `game:<id>` as the audience page does, score
 * the contestant they hear put on stage (h5/grade/audienceScore; `--share` of them each time) spread over
 * `--spread-ms`. Once the big screen's socket (`grade.stage` on game:<id>, as /screen/grade/<code> follows it) shows
 * every judge's submit, the host reveals and shows the next.
 *
 * Measures submit p50/p99 and submit → screen p99 (a judge's submit sent → the first `grade.stage` showing that
 * judge submitted for that contestant), beside the bare live server (bench/bare-live-server.ts) run just before over
 * `--bare-contestants`. Then checks every acknowledged judge's and audience score stored once and no other (0 lost),
 * and every line of userData/userScore equal to computeGradeResults over the scores the bench sent. Targets: submit
 * p99 and submit → screen p99 ≤ 200 ms; exit 1 otherwise. PGlite; with DATABASE_URL also PostgreSQL (a database of
 * its own, dropped after), over the Redis bus with REDIS_URL.
 * Run: npm run bench:grade [-- --contestants 200 --judges 16 --items 12 --audience 1000 --share 1 --spread-ms 5000
 * --store pglite|postgres].
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { GradeRoundResult } from '@app/contract';
import { pgliteStore, postgresStore, type Store, startApp } from './bench-store.js';
import { printHotSpots } from './cpu-profile.js';
import { benchCall } from './game-hall.js';
import { appGrade } from './grade-app.js';
import { bareGrade } from './grade-bare.js';
import {
  type Checked,
  rowOf,
  stretchesOf,
  summariseWalk,
  type Targets,
  verdictsOf,
  type WalkSummary,
} from './grade-report.js';
import { type GradeSettings, walkContest } from './grade-run.js';
import { type ContestSize, type SeededGrade, seedGrade, setUpContest } from './grade-seed.js';
import { acceptedOf, resultMismatches, storedAgainst } from './grade-verify.js';
import { openFileLimit, type ServerProcess } from './server-process.js';

const { values: flags } = parseArgs({
  options: {
    contestants: { type: 'string', default: '200' },
    judges: { type: 'string', default: '16' },
    items: { type: 'string', default: '12' },
    audience: { type: 'string', default: '1000' },
    share: { type: 'string', default: '1' },
    'spread-ms': { type: 'string', default: '5000' },
    pool: { type: 'string', default: '256' },
    'bare-contestants': { type: 'string', default: '20' },
    /** Profiles the app's process (node --cpu-prof into this folder) and prints where its time went in the walk. */
    profile: { type: 'string' },
    /** `pglite`, `postgres` (DATABASE_URL) or both (the default). */
    store: { type: 'string', default: 'both' },
  },
});
const size: ContestSize = {
  contestants: Number(flags.contestants),
  judges: Number(flags.judges),
  items: Number(flags.items),
};
const settings: GradeSettings = {
  audience: Number(flags.audience),
  share: Number(flags.share),
  spreadMs: Number(flags['spread-ms']),
  pool: Math.min(Number(flags.pool), Number(flags.audience)),
  setupConcurrency: 32,
};
const targets: Targets = { submitP99Ms: 200, screenP99Ms: 200 };

// Each phone is a socket here and one in the server, plus the pools.
const needed = 2 * settings.audience + settings.pool + size.judges + 100;
if (openFileLimit() < needed) throw new Error(`${settings.audience} phones need ${needed} open files: raise ulimit -n`);

const setupAgent = new http.Agent({ keepAlive: true, maxSockets: settings.setupConcurrency });
const load = () => os.loadavg()[0]!.toFixed(1);

const benchBare = async (): Promise<WalkSummary> => {
  const from = load();
  const target = await bareGrade(setupAgent, Number(flags['bare-contestants']), size.judges);
  try {
    return summariseWalk(await walkContest(target, settings), `${from}–${load()}`);
  } finally {
    await target.server.stop();
  }
};

/** The app's walk on the profile's clock, for --profile. */
let window: [number, number] = [0, 0];
/** The contest on the app, then what the API answers about it: the round's results against their recomputation. */
const measureApp = async (server: ServerProcess, seeded: SeededGrade, label: string) => {
  const contest = await setUpContest(server.port, seeded, size);
  const from = load();
  const { target, phoneOf } = await appGrade(label, server, setupAgent, seeded, contest);
  const walk = await walkContest(target, settings);
  window = walk.window;
  const summary = summariseWalk(walk, `${from}–${load()}`);
  const served = await benchCall<GradeRoundResult>(
    server.port,
    '/api/userData/userScore',
    { activity_id: seeded.activityId, round_id: contest.roundId },
    seeded.token,
  );
  const accepted = acceptedOf(walk, contest);
  const { mismatches, lines } = resultMismatches(served, contest, accepted, phoneOf);
  const first = mismatches[0];
  const results = {
    mismatches: mismatches.length,
    lines,
    firstMismatch: first ? JSON.stringify(first).slice(0, 600) : '',
  };
  return { summary, accepted, results, stretches: stretchesOf(walk) };
};

const benchApp = async (store: Store, dataDir: string): Promise<{ summary: WalkSummary; checked: Checked }> => {
  try {
    const seeded = await store.use((db) => seedGrade(db, settings.audience + 10));
    const server = await startApp(store, dataDir, {
      // The whole hall enters from this one address within a minute.
      env: { H5_ENTRIES_PER_IP_PER_MINUTE: String(10 * settings.audience) },
      agent: setupAgent,
      nodeArgs: flags.profile ? ['--cpu-prof', `--cpu-prof-dir=${flags.profile}`] : [],
    });
    let measured: Awaited<ReturnType<typeof measureApp>>;
    try {
      measured = await measureApp(server, seeded, store.label);
    } finally {
      // PGlite's files are the server's until it exits.
      await server.stop();
    }
    if (flags.profile) printHotSpots(`${store.label}, the walk`, flags.profile, server.child.pid ?? 0, [window]);
    const stored = await store.use((db) => storedAgainst(db, seeded.activityId, measured.accepted));
    stretches.push(...measured.stretches);
    return { summary: measured.summary, checked: { ...measured.results, stored } };
  } finally {
    await store.close();
  }
};

console.log(
  `${size.judges} judges × ${size.items} items × ${size.contestants} contestants, ${settings.audience} audience ` +
    `phones, ${settings.share * 100} % of them scoring each contestant over ${settings.spreadMs} ms ` +
    `(${settings.pool} pooled connections); load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-grade-'));
const rows: WalkSummary[] = [];
const stretches: ReturnType<typeof stretchesOf> = [];
const verdicts: { text: string; ok: boolean }[] = [];
/** Each app case right after a bare run of its own, so the two see the same load on a shared machine. */
const pair = async (label: string, app: () => Promise<{ summary: WalkSummary; checked: Checked }>) => {
  const bare = { ...(await benchBare()), label: `bare ws server (before ${label})` };
  const { summary, checked } = await app();
  rows.push(bare, summary);
  verdicts.push(...verdictsOf(summary, bare, checked, targets));
};
try {
  if (flags.store !== 'postgres') await pair('PGlite', () => benchApp(pgliteStore(dataDir), dataDir));
  const url = process.env.DATABASE_URL;
  if (url && flags.store !== 'pglite') {
    await pair('PostgreSQL', async () => benchApp(await postgresStore(url, 'bench_grade'), dataDir));
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  setupAgent.destroy();
}

console.table(stretches);
console.table(rows.map(rowOf));
console.log(verdicts.map((v) => v.text).join('\n'));
console.log(
  `\nsubmit = a judge's h5/grade/score sent → answered; → screen = sent → the first grade.stage on the screen's ` +
    `socket showing that judge submitted for that contestant; audience = h5/grade/audienceScore sent → answered ` +
    `(pool wait: for a pooled connection); show → phones = the host's show sent → each phone heard it; CPU = the ` +
    `server's per contestant (its judges' submits, the audience's scores, show and reveal); load at the end ${load()}`,
);
process.exit(verdicts.every((v) => v.ok) ? 0 : 1);
