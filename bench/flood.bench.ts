/**
 * One abuser in a hall: `--phones` honest phones (default 200) take seats in an interactive quiz and answer
 * `--questions` questions (bench/interactive-run.ts: each hears the question on its socket and answers over the
 * answer pool, spread over `--spread-ms`). Before the second half of the questions two abusers start, each in a
 * process of its own (bench/flood-client.ts), for `--flood-seconds`: one floods subscribes to channels that do
 * not exist, the other floods clock probes, each at `--rate` messages a second from a socket that connects again
 * as soon as the server cuts it off. Compares the honest phones' answer ack p99 in the flooded half with the quiet
 * half (target: at most 2×), checks every answer was acknowledged, and that the flooding sockets were cut off
 * (closed 1008 with the limit's reason: 消息过于频繁, 订阅无效频道过多); exit 1 otherwise. PGlite by default; PostgreSQL too with DATABASE_URL.
 * Run: npm run bench:flood [-- --phones 200 --questions 6 --spread-ms 2500 --rate 1500 --flood-seconds 10].
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { liveChannels } from '@app/contract';
import { pgliteStore, postgresStore, type Store, startApp } from './bench-store.js';
import { printHotSpots } from './cpu-profile.js';
import { hostGame, seatPhone } from './game-hall.js';
import { runCrowd } from './interactive-run.js';
import { seedGame } from './interactive-seed.js';
import { summarise } from './phone-crowd.js';

const { values: flags } = parseArgs({
  options: {
    phones: { type: 'string', default: '200' },
    questions: { type: 'string', default: '6' },
    'spread-ms': { type: 'string', default: '2500' },
    rate: { type: 'string', default: '1500' },
    'flood-seconds': { type: 'string', default: '10' },
    /** Profiles the app's process (node --cpu-prof into this folder) and prints where its time went while flooded. */
    profile: { type: 'string' },
  },
});
const phones = Number(flags.phones);
const questions = Number(flags.questions);
const quietHalf = Math.floor(questions / 2);
const settings = { phones, questions, spreadMs: Number(flags['spread-ms']), pool: phones, setupConcurrency: 32 };
const setupAgent = new http.Agent({ keepAlive: true, maxSockets: settings.setupConcurrency });

type FloodStats = {
  kind: string;
  sent: number;
  opened: number;
  closedByServer: number;
  reasons: Record<string, number>;
};

/** Starts one abuser's process; resolves with what it reports when its time is up. */
const flood = (port: number, kind: 'subscribe' | 'time') =>
  new Promise<FloodStats>((resolve, reject) => {
    const args = ['--import', 'tsx', 'bench/flood-client.ts', '--port', String(port), '--kind', kind];
    args.push('--rate', flags.rate, '--seconds', flags['flood-seconds']);
    execFile(process.execPath, args, (err, stdout) => (err ? reject(err) : resolve(JSON.parse(stdout) as FloodStats)));
  });

const benchCase = async (store: Store, dataDir: string) => {
  const game = await store.use((db) => seedGame(db, phones + 10, questions));
  const server = await startApp(store, dataDir, {
    env: { H5_ENTRIES_PER_IP_PER_MINUTE: String(10 * phones) },
    agent: setupAgent,
    nodeArgs: flags.profile ? ['--cpu-prof', `--cpu-prof-dir=${flags.profile}`] : [],
  });
  let floods: Promise<FloodStats[]> | undefined;
  try {
    const command = await hostGame(server.port, game);
    const measured = await runCrowd(
      {
        case: store.label,
        server,
        channel: liveChannels.game(game.activityId),
        seat: seatPhone(setupAgent, server.port, game),
        answerPath: '/api/game/answer',
        warmPath: '/api/index/domainConfig',
        before: async (step) => {
          if (step > 0) await command('close');
          if (step === quietHalf) floods = Promise.all([flood(server.port, 'subscribe'), flood(server.port, 'time')]);
        },
        show: (step) => command(step === 0 ? 'start' : 'next'),
      },
      settings,
    );
    const quiet = summarise(measured.questions.slice(0, quietHalf));
    const flooded = summarise(measured.questions.slice(quietHalf));
    const floodWindows = measured.windows.slice(quietHalf).map((w) => w.all);
    return { label: store.label, quiet, flooded, floods: await (floods ?? Promise.resolve([])), floodWindows, server };
  } finally {
    await floods?.catch(() => []);
    await server.stop();
    await store.close();
  }
};

const ms = (n: number) => `${n.toFixed(1)} ms`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-flood-'));
const results: Awaited<ReturnType<typeof benchCase>>[] = [];
try {
  console.log(
    `${phones} phones, ${questions} questions (${quietHalf} quiet, then flooded), answers over ${flags['spread-ms']} ms; ` +
      `2 abusers at ${flags.rate} messages/s for ${flags['flood-seconds']} s; load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  results.push(await benchCase(pgliteStore(dataDir), dataDir));
  const url = process.env.DATABASE_URL;
  if (url) results.push(await benchCase(await postgresStore(url, 'bench_flood'), dataDir));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  setupAgent.destroy();
}

let ok = true;
for (const r of results) {
  if (flags.profile)
    printHotSpots(`${r.label}, flooded questions`, flags.profile, r.server.child.pid ?? 0, r.floodWindows);
  const within = r.flooded.ackP99 <= 2 * r.quiet.ackP99;
  const answered = r.quiet.acked + r.flooded.acked === phones * questions;
  const cut = r.floods.every((f) => f.closedByServer > 0 && Object.keys(f.reasons).every((k) => k.startsWith('1008 ')));
  ok &&= within && answered && cut;
  console.log(
    `${r.label}: ack p50 / p99 quiet ${ms(r.quiet.ackP50)} / ${ms(r.quiet.ackP99)}, flooded ${ms(r.flooded.ackP50)} / ` +
      `${ms(r.flooded.ackP99)} (${(r.flooded.ackP99 / r.quiet.ackP99).toFixed(2)}×, target ≤ 2×: ${within ? 'ok' : 'OVER'}); ` +
      `fan-out max quiet ${ms(r.quiet.fanOutMax)}, flooded ${ms(r.flooded.fanOutMax)}; ` +
      `acknowledged ${r.quiet.acked + r.flooded.acked} of ${phones * questions}${answered ? '' : ' (LOST)'}, failed ${r.quiet.failed + r.flooded.failed}`,
  );
  for (const f of r.floods)
    console.log(
      `  ${f.kind} flood: ${f.sent} messages on ${f.opened} sockets, ${f.closedByServer} cut off by the server ` +
        `(${Object.entries(f.reasons)
          .map(([k, n]) => `${n}× ${k}`)
          .join(', ')})${cut ? '' : ' — NOT ALL CUT OFF'}`,
    );
}
process.exit(ok ? 0 : 1);
