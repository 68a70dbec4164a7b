import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { contract, type LivePayload, liveChannels, livePath } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { scratchPostgres } from '../../db/scratch-database.js';
import { type LiveClient, openClient } from '../../platform/live/ws-client.js';
import { makeCustomer } from '../../test/factories.js';
import { postTo, startServerProcess } from '../../test/server-process.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { liveSessionAnswers, liveSessionPlayers } from '../live-session/index.js';
import { makeGame } from './game-play.factory.js';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const g = contract.game;

type Envelope<T> = { code: number; msg: string; data: T };

describe.skipIf(!databaseUrl || !redisUrl)(
  'an interactive quiz on two server instances (DATABASE_URL, REDIS_URL)',
  () => {
    let database: Database;
    let a: TestApp;
    let b: Awaited<ReturnType<typeof startServerProcess>>;
    const clients: LiveClient[] = [];

    beforeAll(async () => {
      const name = `${inject('runId')}_${randomBytes(4).toString('hex')}`;
      database = await scratchPostgres(databaseUrl ?? '', name);
      const target = new URL(databaseUrl ?? '');
      target.pathname = `/${name}`;
      // Instance B runs on the real clock in its own process, so A must too; the two share a Redis prefix no other
      // test file uses.
      const realClock = { now: () => new Date(), advance: () => {} };
      a = await createTestApp({ REDIS_URL: redisUrl ?? '', REDIS_PREFIX: name }, { database, clock: realClock });
      await a.app.listen({ port: 0, host: '127.0.0.1' });
      b = await startServerProcess({ DATABASE_URL: target.toString(), REDIS_URL: redisUrl ?? '', REDIS_PREFIX: name });
    });
    afterAll(async () => {
      for (const c of clients) c.socket.terminate();
      await b?.kill();
      await a?.close();
      await database?.close();
    });

    /** A phone entering on instance B and taking a seat there. */
    const joinOnB = async (code: string, nickname: string) => {
      // An on-site seat takes a device the server signed, as the phone asks instance B for one.
      const signed = (await postTo(b.port, contract.antiCheat.uniqStr.path, { code })) as Envelope<{ uniq: string }>;
      const entered = (await postTo(b.port, contract.activity.h5Enter.path, {
        code,
        device_id: signed.data.uniq,
      })) as Envelope<{ ticket: string }>;
      const joined = await postTo(b.port, g.join.path, { ticket: entered.data.ticket, nickname });
      expect(joined.code).toBe(200);
      return entered.data.ticket;
    };
    /** A host command from a console on instance B. */
    const commandOnB = async (token: string, activityId: number, command: string) => {
      const opened = (await postTo(b.port, g.init.path, { activity_id: activityId }, token)) as Envelope<{
        snapshot: { version: number };
      }>;
      return postTo(
        b.port,
        g.switch.path,
        { activity_id: activityId, command, from_version: opened.data.snapshot.version },
        token,
      );
    };

    it('shows a phone on instance A the question a console on instance B opened', async () => {
      const organiser = await makeCustomer(a);
      const { activity } = await makeGame(a, organiser);
      await joinOnB(activity.code!, '甲');
      const port = (a.app.server.address() as AddressInfo).port;
      const phone = await openClient(`ws://127.0.0.1:${port}${livePath}`, { headers: { host: 'localhost' } });
      clients.push(phone);
      const channel = liveChannels.game(activity.id);
      phone.send({ type: 'subscribe', channel });
      await phone.next((m) => m.type === 'subscribed');

      const from = phone.received.length;
      expect((await commandOnB(organiser.token, activity.id, 'start')).code).toBe(200);
      const event = await phone.next(
        (m) =>
          m.type === 'event' &&
          m.event === 'session.state' &&
          (m.payload as LivePayload<'session.state'>).activity_id === activity.id,
        from,
      );
      expect(event).toMatchObject({
        channel,
        payload: { phase: 'question', version: 1, step_index: 0, joined: 1, step: { stem: '第1题' } },
      });
    });

    it('keeps every answer instance B acknowledged when B is killed mid-question, and A carries on', async () => {
      const organiser = await makeCustomer(a);
      const { activity } = await makeGame(a, organiser, { pointsMode: 'fixed' });
      const tickets: string[] = [];
      for (let i = 0; i < 30; i += 1) tickets.push(await joinOnB(activity.code!, `玩家${i}`));
      await commandOnB(organiser.token, activity.id, 'start');

      const acked = new Set<string>();
      let killing: Promise<void> | undefined;
      const sent = tickets.map(async (ticket) => {
        const res = await postTo(b.port, g.answer.path, { ticket, step_index: 0, answer: ['B'] });
        if (res.code === 200) acked.add(ticket);
        // Killed while the rest of the hall's answers are still on their way.
        if (acked.size === 10) killing ??= b.kill();
      });
      await Promise.allSettled(sent);
      await (killing ?? b.kill());
      expect(acked.size).toBeGreaterThanOrEqual(10);

      const stored = await a.deps.db
        .select({ participantId: liveSessionPlayers.participantId, score: liveSessionPlayers.score })
        .from(liveSessionAnswers)
        .innerJoin(liveSessionPlayers, eq(liveSessionPlayers.id, liveSessionAnswers.playerId))
        .where(eq(liveSessionAnswers.activityId, activity.id));
      const me = async (ticket: string) => (await a.call(g.me, { ticket })).body.data.me;
      for (const ticket of acked) expect(await me(ticket)).toMatchObject({ answer: ['B'] });
      expect(stored.every((s) => s.score === 1000)).toBe(true);
      expect(stored.length).toBeGreaterThanOrEqual(acked.size);

      // The session goes on from instance A with what was stored.
      const opened = await a.call(g.init, { activity_id: activity.id }, { token: organiser.token });
      expect(opened.body.data.snapshot).toMatchObject({ phase: 'question', answered: stored.length });
      const closed = await a.call(
        g.switch,
        { activity_id: activity.id, command: 'close', from_version: opened.body.data.snapshot.version },
        { token: organiser.token },
      );
      const revealed = await a.call(
        g.switch,
        { activity_id: activity.id, command: 'reveal', from_version: closed.body.data.console.snapshot.version },
        { token: organiser.token },
      );
      expect(revealed.body.data.console.snapshot.reveal).toMatchObject({
        answered: stored.length,
        correct: stored.length,
      });
    });
  },
);
