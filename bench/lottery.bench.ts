/**
 * The big-screen lottery on one server instance, in three parts, each measured as the big screen sees it
 * (one /ws socket on `stage:<activity id>`, as the screen holds one):
 * 1. sign-in: `--phones` phones enter (h5/enter) and sign in (h5/lottery/signIn) spread over `--spread-s`; every
 *    acknowledged sign-in must be a signed-in row afterwards and no other (0 lost), all within 60 s, and the
 *    screen's last `lottery.wall` must count them all.
 * 2. barrage: the signed-in phones send `--rate` messages a second for `--seconds` under post-moderation; every
 *    accepted message must reach the screen socket (`lottery.barrage`), at the rate sent.
 * 3. the draw: `--pool` people seeded into another lottery before the server starts, a tier of `--winners`; the
 *    organiser's `open` then `spin` through the API, the spin call timed (< 1 s), `stop` shows the winners.
 * PGlite by default; with DATABASE_URL PostgreSQL instead (a database of its own, dropped afterwards), with the
 * Redis bus when REDIS_URL is set (bench/bench-store.ts). Exit 1 when a target is missed.
 * Run: npm run bench:lottery [-- --phones 2000 --rate 100 --seconds 10].
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { LotteryConsole } from '@app/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { activityOwner } from '../apps/server/src/modules/activity/activity-scope.js';
import { makeLiveActivity } from '../apps/server/src/modules/activity/live-activity.factory.js';
import { lotteryPeople } from '../apps/server/src/modules/lottery/lottery.table.js';
import { percentile } from './bench-database.js';
import { seedHost } from './bench-seed.js';
import { pgliteStore, postgresStore, startApp } from './bench-store.js';
import { monotonicMicros, printHotSpots } from './cpu-profile.js';
import { signedDevice } from './http-load.js';
import { phoneCall, post, scheduled, screenSocket, sleep } from './lottery-hall.js';
import { cpuMsOf, openFileLimit } from './server-process.js';

const { values: flags } = parseArgs({
  options: {
    phones: { type: 'string', default: '2000' },
    'spread-s': { type: 'string', default: '30' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
    pool: { type: 'string', default: '10000' },
    winners: { type: 'string', default: '200' },
    /** Profiles the server (node --cpu-prof into this folder) and prints where the sign-ins' time went. */
    profile: { type: 'string' },
  },
});
const phones = Number(flags.phones);
const spreadMs = Number(flags['spread-s']) * 1000;
const rate = Number(flags.rate);
const barrageSeconds = Number(flags.seconds);
const poolSize = Number(flags.pool);
const winners = Number(flags.winners);
const targets = { signInWithinMs: 60_000, spinMs: 1000, barrageHeardWithinMs: 2000 };
const concurrency = 64;

if (openFileLimit() < concurrency + 100) throw new Error(`raise ulimit -n above ${concurrency + 100}`);

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const ms = (n: number) => `${n.toFixed(1)} ms`;

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const verdicts: { text: string; ok: boolean }[] = [];
const judge = (text: string, ok: boolean) => verdicts.push({ text: `${ok ? 'OK  ' : 'MISS'} ${text}`, ok });

const load = () =>
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lottery-'));
const store = process.env.DATABASE_URL
  ? await postgresStore(process.env.DATABASE_URL, 'bench_lottery')
  : pgliteStore(dataDir);
console.log(`${store.label}: ${phones} phones, ${rate} messages/s, a spin of ${winners} from ${poolSize}; ${load()}`);
try {
  // Seeded before the server starts: the phones' lottery, and the draw's lottery with its whole pool.
  const { token, hall, draw } = await store.use(async (db) => {
    const host = await seedHost(db, phones + 10);
    const handle = { deps: { db }, clock: { now: () => new Date() } };
    const lotteries = {
      hall: await makeLiveActivity(handle, host.organiser, 5),
      draw: await makeLiveActivity(handle, host.organiser, 5),
    };
    for (let start = 0; start < poolSize; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, poolSize - start) }, (_, k) => ({
        ...activityOwner(lotteries.draw),
        name: `员工${start + k + 1}`,
        source: 'imported' as const,
      }));
      await db.insert(lotteryPeople).values(rows);
    }
    return { token: host.token, ...lotteries };
  });

  const server = await startApp(store, dataDir, {
    // The whole hall enters from this one address within a minute.
    env: { H5_ENTRIES_PER_IP_PER_MINUTE: String(10 * phones) },
    agent,
    nodeArgs: flags.profile ? ['--cpu-prof', `--cpu-prof-dir=${flags.profile}`] : [],
  });
  const pid = server.child.pid ?? 0;
  /** Server CPU (ms) per call over a part: what one core can take, whatever else the machine runs. */
  const cpuPer = (before: number, calls: number) => ((cpuMsOf(pid) - before) / Math.max(1, calls)).toFixed(2);
  let signInWindow: [number, number] = [0, 0];
  const { port } = server;
  const acked = new Set<number>();
  try {
    const field = { key: 'phone', kind: 'phone', label: '手机号', required: true };
    await post(port, '/api/PrizeTurnWxq/customerField', { activity_id: hall.id, fields: [field] }, token);
    await post(
      port,
      '/api/PrizeTurnBarrage/save',
      { activity_id: hall.id, moderation: 'post', rate_per_minute: 60 },
      token,
    );
    const screen = await screenSocket(port, hall.id);

    // 1. Sign-in.
    const signInCpu = cpuMsOf(pid);
    const signInFrom = monotonicMicros();
    const signed = await scheduled(
      concurrency,
      phones,
      (i) => (i * spreadMs) / phones,
      async (i) => {
        const entered = await phoneCall<{ ticket: string }>(agent, port, '/api/h5/enter', {
          code: hall.code,
          device_id: await signedDevice(agent, port, hall.code ?? ''),
        });
        if (entered.envelope.code !== 200) return { ticket: '', ok: false, ms: 0, error: entered.envelope.msg };
        const ticket = entered.envelope.data.ticket;
        const values = { phone: String(15_000_000_000 + i) };
        const res = await phoneCall<{ me: { person_id: number } }>(agent, port, '/api/h5/lottery/signIn', {
          ticket,
          name: `来宾${i}`,
          values,
        });
        if (res.envelope.code === 200) acked.add(res.envelope.data.me.person_id);
        return { ticket, ok: res.envelope.code === 200, ms: res.ms, error: res.envelope.msg };
      },
    );
    signInWindow = [signInFrom, monotonicMicros()];
    const signInCpuMs = cpuPer(signInCpu, phones);
    for (let waited = 0; waited < 3000 && screen.walls.at(-1)?.signed_count !== acked.size; waited += 50) {
      await sleep(50);
    }
    const signInMs = sorted(signed.results.filter((r) => r.ok).map((r) => r.ms));
    const failed = signed.results.filter((r) => !r.ok);
    const wallPeople = new Set(screen.walls.flatMap((w) => w.people.map((p) => p.id)));
    console.log(
      `sign-in: ${acked.size}/${phones} in ${(signed.wallMs / 1000).toFixed(1)} s, signIn p50 ${ms(percentile(signInMs, 0.5))} ` +
        `p99 ${ms(percentile(signInMs, 0.99))} max ${ms(signInMs.at(-1) ?? 0)}; ${failed.length} failed` +
        `${failed[0] ? ` (${failed[0].error})` : ''}; wall: ${screen.walls.length} events, ${wallPeople.size} names, ` +
        `last count ${screen.walls.at(-1)?.signed_count ?? 0}; server CPU ${signInCpuMs} ms per phone (h5/enter + signIn: ` +
        `${(1000 / Number(signInCpuMs)).toFixed(0)} phones/s on one core)`,
    );
    judge(
      `${phones} phones signed in within ${targets.signInWithinMs / 1000} s`,
      failed.length === 0 && signed.wallMs <= targets.signInWithinMs,
    );
    judge(`the wall counted every sign-in`, screen.walls.at(-1)?.signed_count === acked.size);

    // 2. Barrage under post-moderation, from the signed-in phones in turn.
    const tickets = signed.results.filter((r) => r.ok).map((r) => r.ticket);
    const total = rate * barrageSeconds;
    const sent = new Map<number, number>();
    const barrageCpu = cpuMsOf(pid);
    const barrage = await scheduled(
      concurrency,
      total,
      (k) => (k * 1000) / rate,
      async (k) => {
        const started = performance.now();
        const res = await phoneCall<{ id: number }>(agent, port, '/api/h5/lottery/barrage', {
          ticket: tickets[k % tickets.length],
          text: `第${k + 1}条弹幕`,
        });
        if (res.envelope.code === 200) sent.set(res.envelope.data.id, started);
        return res.envelope.code === 200 ? '' : res.envelope.msg;
      },
    );
    for (let waited = 0; waited < 3000 && [...sent.keys()].some((id) => !screen.heard.has(id)); waited += 50) {
      await sleep(50);
    }
    const barrageCpuMs = cpuPer(barrageCpu, total);
    const reached = [...sent].flatMap(([id, at]) => (screen.heard.has(id) ? [screen.heard.get(id)! - at] : []));
    const lag = sorted(reached);
    const refused = barrage.results.filter(Boolean);
    console.log(
      `barrage: ${sent.size}/${total} accepted over ${(barrage.wallMs / 1000).toFixed(1)} s ` +
        `(${(sent.size / (barrage.wallMs / 1000)).toFixed(0)}/s), ${reached.length} reached the screen; ` +
        `sent → heard p50 ${ms(percentile(lag, 0.5))} p99 ${ms(percentile(lag, 0.99))} max ${ms(lag.at(-1) ?? 0)}` +
        `; server CPU ${barrageCpuMs} ms per message${refused[0] ? `; first refusal: ${refused[0]}` : ''}`,
    );
    judge(
      `${rate} messages/s reached the screen (every one, within ${targets.barrageHeardWithinMs} ms)`,
      sent.size === total &&
        reached.length === total &&
        (lag.at(-1) ?? 0) <= targets.barrageHeardWithinMs &&
        barrage.wallMs <= (barrageSeconds + 1) * 1000,
    );
    screen.close();

    // 3. One spin of `winners` from the pool.
    const tier = await post<{ id: number }>(
      port,
      '/api/Nd/add',
      { activity_id: draw.id, name: '一等奖', count: winners, per_spin: winners },
      token,
    );
    let version = (await post<LotteryConsole>(port, '/api/lottery/stage', { activity_id: draw.id }, token)).data.stage
      .version;
    const command = async (name: string, extra: Record<string, unknown> = {}) => {
      const started = performance.now();
      const res = await post<{ applied: boolean; console: LotteryConsole }>(
        port,
        '/api/lottery/command',
        { activity_id: draw.id, command: name, from_version: version, ...extra },
        token,
      );
      if (res.code !== 200 || !res.data.applied) throw new Error(`${name}: ${res.msg}`);
      version = res.data.console.stage.version;
      return { console: res.data.console, ms: performance.now() - started };
    };
    await command('open', { tier_id: tier.data.id, count: winners });
    const spin = await command('spin');
    const stopped = await command('stop');
    console.log(
      `draw: spin of ${stopped.console.stage.winners.length} from a pool of ${spin.console.stage.pool_size} ` +
        `answered in ${ms(spin.ms)}`,
    );
    judge(
      `one spin of ${winners} from ${poolSize} under ${targets.spinMs} ms`,
      spin.ms < targets.spinMs && stopped.console.stage.winners.length === winners,
    );
  } finally {
    await server.stop();
    agent.destroy();
  }
  if (flags.profile) printHotSpots('sign-in', flags.profile, pid, [signInWindow]);

  // 0 lost: every acknowledged sign-in is a signed-in person, and no other.
  const rows = await store.use((db) =>
    db
      .select({ id: lotteryPeople.id })
      .from(lotteryPeople)
      .where(and(eq(lotteryPeople.activityId, hall.id), isNotNull(lotteryPeople.signedAt))),
  );
  const stored = new Set(rows.map((r) => r.id));
  const lost = [...acked].filter((id) => !stored.has(id)).length;
  judge(
    `0 sign-ins lost (${acked.size} acknowledged, ${stored.size} stored, ${lost} missing)`,
    lost === 0 && stored.size === acked.size,
  );
} finally {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${load()} at the end`);
console.log(`\n${verdicts.map((v) => v.text).join('\n')}`);
process.exit(verdicts.every((v) => v.ok) ? 0 : 1);
