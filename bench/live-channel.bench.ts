/**
 * How fast a vote reaches the screens: N sockets subscribe to one vote's channel over /ws, K votes are cast over
 * HTTP (POST /api/h5/vote/cast, C in flight), and every socket must hear every vote's event. Prints votes per
 * second and the latency from sending a vote to each socket hearing it (p50/p95/max), and exits 1 when a socket
 * missed an event or a vote failed. The server runs as a child process (`npm start`'s entry), so the sockets and
 * the voters in this process do not share its event loop. PGlite by default; with DATABASE_URL also PostgreSQL,
 * over the Redis bus when REDIS_URL is set, and then the fan-out alone is measured too (events published on the
 * server's bus from here). Run: npm run bench:live. BENCH_SOCKETS (200), BENCH_VOTES (3000),
 * BENCH_CONCURRENCY (64), BENCH_CANDIDATES (10). Every vote is by a voter of its own. BENCH_PROFILE=<folder>
 * profiles the server (node --cpu-prof into that folder) and prints where its time went while the votes were cast.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type LivePayload, liveChannels, livePath } from '@app/contract';
import { count, eq, sum } from 'drizzle-orm';
import { voteCandidates, votes as votesTable } from '../apps/server/src/modules/vote/vote.table.js';
import type { Bus } from '../apps/server/src/platform/bus/bus.js';
import { redisBus } from '../apps/server/src/platform/bus/redis-bus.js';
import { type LiveClient, openClient } from '../apps/server/src/platform/live/ws-client.js';
import { percentile } from './bench-database.js';
import { type SeededVote, seedOrganiser, seedVote } from './bench-seed.js';
import { pgliteStore, postgresStore, type Store, startApp } from './bench-store.js';
import { monotonicMicros, printHotSpots } from './cpu-profile.js';
import { bareRoute, postJson } from './http-load.js';

const socketCount = Number(process.env.BENCH_SOCKETS ?? 200);
const voteCount = Number(process.env.BENCH_VOTES ?? 3000);
/** Votes cast (by voters of their own) before the clock starts, so JIT and first-query costs are not measured. */
const warmUpCount = 200;
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 64);
const candidateCount = Number(process.env.BENCH_CANDIDATES ?? 10);
const profileDir = process.env.BENCH_PROFILE;

type Seeded = SeededVote & { tickets: string[] };

/** Per socket and candidate, the counts it heard in order, and when. */
type Heard = Map<number, { votes: number; at: number }[]>[];

/** Sockets that note when they heard which count of which candidate. */
const listen = async (url: string, channel: string) => {
  const heard: Heard = [];
  const clients: LiveClient[] = [];
  for (let i = 0; i < socketCount; i += 1) {
    const client = await openClient(url, { headers: { host: 'localhost' } });
    const mine = new Map<number, { votes: number; at: number }[]>();
    heard.push(mine);
    client.socket.on('message', (data) => {
      const at = performance.now();
      const m = JSON.parse(data.toString()) as { type: string; payload?: LivePayload<'vote.tally'> };
      if (m.type !== 'event' || !m.payload) return;
      for (const c of m.payload.candidates) {
        const counts = mine.get(c.id) ?? [];
        counts.push({ votes: c.votes, at });
        mine.set(c.id, counts);
      }
    });
    client.send({ type: 'subscribe', channel });
    await client.next((m) => m.type === 'subscribed' || m.type === 'error');
    if (client.received.at(-1)?.type !== 'subscribed')
      throw new Error(`not subscribed: ${JSON.stringify(client.received)}`);
    clients.push(client);
  }
  return { heard, clients };
};

const agent = new http.Agent({ keepAlive: true });

/** Votes by voters [from, to), C in flight, spread over the candidates; answers when each was sent, by the count it made. */
const castAll = async (port: number, seeded: Seeded, from: number, to: number) => {
  const sentAt = new Map<string, number>();
  let next = from;
  let failed = 0;
  let firstError = '';
  const worker = async () => {
    for (let n = next++; n < to; n = next++) {
      const candidateId = seeded.candidateIds[n % seeded.candidateIds.length]!;
      const t0 = performance.now();
      // The bare route's client: the bench's own HTTP work weighs the same in both.
      const res = await postJson(
        agent,
        port,
        '/api/h5/vote/cast',
        JSON.stringify({ ticket: seeded.tickets[n], candidate_id: candidateId }),
      );
      const body = JSON.parse(res.text) as { code: number; msg: string; data: { votes: number } };
      if (body.code === 200) sentAt.set(`${candidateId}:${body.data.votes}`, t0);
      else {
        failed += 1;
        firstError ||= body.msg;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { sentAt, failed, firstError, seconds: (performance.now() - started) / 1000 };
};

/** Publishes straight on the bus, one event every few ms: the fan-out alone, without the vote's own work. */
const fanOutOnly = async (bus: Bus, seeded: Seeded) => {
  const sentAt = new Map<string, number>();
  for (let i = 1; i <= 200; i += 1) {
    const key = `0:${i}`;
    sentAt.set(key, performance.now());
    await bus.publish(liveChannels.vote(seeded.activityId), 'vote.tally', {
      activity_id: seeded.activityId,
      total_votes: i,
      candidates: [{ id: 0, votes: i }],
      refresh: false,
    });
    await new Promise((r) => setTimeout(r, 5));
  }
  return sentAt;
};

/**
 * When each socket first heard each sent count or a later one: votes are announced once per batch, with each
 * candidate's count after the batch, so one event answers every vote of its batch.
 */
const latenciesOf = (sentAt: Map<string, number>, heard: Heard) => {
  const latencies: number[] = [];
  let missed = 0;
  for (const [key, t0] of sentAt) {
    const [id, votes] = key.split(':').map(Number) as [number, number];
    for (const socket of heard) {
      const at = socket.get(id)?.find((e) => e.votes >= votes)?.at;
      if (at === undefined) missed += 1;
      else latencies.push(at - t0);
    }
  }
  return { latencies: latencies.sort((a, b) => a - b), missed };
};

const settle = async (missed: () => number) => {
  for (let waited = 0; missed() > 0 && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
};

/** Where the fan-out alone is published: the server's own Redis bus, when it has one. */
const fanOutOn = async (store: Store, prefix: string, seeded: Seeded, heard: Heard) => {
  if (!store.env.REDIS_URL) return null;
  const bus = redisBus(store.env.REDIS_URL, prefix);
  try {
    const published = await fanOutOnly(bus, seeded);
    await settle(() => latenciesOf(published, heard).missed);
    return latenciesOf(published, heard);
  } finally {
    await bus.close();
  }
};

const benchOn = async (store: Store, dataDir: string) => {
  const vote = await store.use(async (db) =>
    seedVote(db, await seedOrganiser(db), warmUpCount + voteCount, candidateCount),
  );
  const seeded = { ...vote, tickets: vote.voters.map((v) => v.ticket) };
  const prefix = `bench-live-${randomBytes(3).toString('hex')}`;
  // The group-commit settings pass on from this environment, so their effect can be measured.
  const server = await startApp(store, dataDir, {
    env: { REDIS_PREFIX: prefix },
    agent,
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  let castWindow: [number, number] = [0, 0];
  let clients: LiveClient[] = [];
  let measured: Omit<ReturnType<typeof resultOf>, 'exact'>;
  try {
    const { port } = server;
    const sockets = await listen(`ws://127.0.0.1:${port}${livePath}`, liveChannels.vote(seeded.activityId));
    clients = sockets.clients;
    const warmUp = await castAll(port, seeded, 0, warmUpCount);
    const castFrom = monotonicMicros();
    const cast = await castAll(port, seeded, warmUpCount, warmUpCount + voteCount);
    castWindow = [castFrom, monotonicMicros()];
    // The last events may still be on their way when the last answer arrives.
    await settle(() => latenciesOf(cast.sentAt, sockets.heard).missed);
    const votes = latenciesOf(cast.sentAt, sockets.heard);
    const fanOut = await fanOutOn(store, prefix, seeded, sockets.heard);
    measured = resultOf(store.label, warmUp, cast, votes, fanOut);
  } finally {
    for (const c of clients) c.socket.terminate();
    // PGlite's files are the server's until it exits.
    await server.stop();
  }
  if (profileDir) printHotSpots('votes', profileDir, server.child.pid ?? 0, [castWindow]);
  try {
    const [stored, tallied] = await store.use((db) =>
      Promise.all([
        db.select({ n: count() }).from(votesTable).where(eq(votesTable.activityId, seeded.activityId)),
        db
          .select({ votes: sum(voteCandidates.votes).mapWith(Number) })
          .from(voteCandidates)
          .where(eq(voteCandidates.activityId, seeded.activityId)),
      ]),
    );
    // Every acknowledged vote is stored and counted, no more.
    const exact = [stored[0]?.n, tallied[0]?.votes].every((n) => n === measured.acknowledged);
    return { ...measured, exact };
  } finally {
    await store.close();
  }
};

type Cast = Awaited<ReturnType<typeof castAll>>;
type Latencies = ReturnType<typeof latenciesOf>;

const resultOf = (label: string, warmUp: Cast, cast: Cast, votes: Latencies, fanOut: Latencies | null) => {
  const { latencies } = votes;
  const perSecond = cast.sentAt.size / cast.seconds;
  const fanOutAt = (p: number) => (fanOut ? percentile(fanOut.latencies, p).toFixed(1) : '–');
  return {
    case: label,
    'votes/s': Math.round(perSecond),
    perSecond,
    'p50 ms': percentile(latencies, 0.5).toFixed(1),
    'p95 ms': percentile(latencies, 0.95).toFixed(1),
    'max ms': (latencies.at(-1) ?? 0).toFixed(1),
    'bus→socket p50': fanOutAt(0.5),
    'bus→socket p95': fanOutAt(0.95),
    votes: cast.sentAt.size,
    failed: warmUp.failed + cast.failed,
    exact: false,
    missed: votes.missed + (fanOut?.missed ?? 0),
    acknowledged: warmUp.sentAt.size + cast.sentAt.size,
    firstError: warmUp.firstError || cast.firstError,
  };
};

const began = performance.now();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-live-'));
const results = [];
// A bare JSON route before and after, as the answers bench measures it: the machine's ceiling in this run, so the
// vote rate compares across machines and loads as a share of it.
const bareBody = JSON.stringify({ ticket: 'x'.repeat(32), candidate_id: 1 });
const bare = [await bareRoute({ seconds: 5, concurrency, body: bareBody })];
try {
  results.push(await benchOn(pgliteStore(dataDir), dataDir));
  const url = process.env.DATABASE_URL;
  if (url) results.push(await benchOn(await postgresStore(url, 'bench_live'), dataDir));
  bare.push(await bareRoute({ seconds: 5, concurrency, body: bareBody }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  agent.destroy();
}
const barePerSecond = (bare[0]!.perSecond + (bare[1] ?? bare[0]!).perSecond) / 2;
console.table(
  results.map(({ firstError: _e, acknowledged: _a, perSecond, ...r }) => ({
    ...r,
    'of bare': `${((100 * perSecond) / barePerSecond).toFixed(1)}%`,
  })),
);
for (const r of results) if (r.failed) console.log(`${r.case}: ${r.failed} votes failed, first: ${r.firstError}`);
console.log(
  `\n${socketCount} sockets on one vote channel, ${voteCount} votes (after ${warmUpCount} to warm up), ${concurrency} in flight, on 127.0.0.1; ` +
    `latency = vote sent → each socket heard it; bus→socket = an event published straight on the server's Redis bus → each ` +
    `socket heard it (200 events, 5 ms apart; – without Redis); of bare = votes/s against a bare JSON route's ` +
    `${bare.map((b) => Math.round(b.perSecond)).join(' / ')} req/s before / after, ${concurrency} in flight; total ${Math.round((performance.now() - began) / 1000)} s`,
);
process.exit(results.some((r) => r.failed > 0 || r.missed > 0 || !r.exact) ? 1 : 0);
