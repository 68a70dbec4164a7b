import type { AddressInfo } from 'node:net';
import { activityKind, type LiveServerMessage, liveChannels, livePath } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxChannelsPerSocket } from '../../platform/live/live-routes.js';
import { type LiveClient, openClient } from '../../platform/live/ws-client.js';
import { makeCustomer, makeTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeActivity } from './activity.factory.js';
import { makeLiveActivity } from './live-activity.factory.js';

const tally = (activityId: number, votes: number) => ({
  activity_id: activityId,
  total_votes: votes,
  candidates: [{ id: 7, votes }],
  refresh: false,
});
const answerTo = (channel: string) => (m: LiveServerMessage) =>
  (m.type === 'subscribed' || m.type === 'error') && m.channel === channel;

describe('live channels over /ws', () => {
  let t: TestApp;
  let url: string;
  let owner: { tenantId: number; id: number };
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await makeTenant(t, { code: 'live-other', hosts: ['live-other.test'] });
    const { customer } = await makeCustomer(t);
    owner = { tenantId: customer.tenantId, id: customer.id };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${livePath}`;
  });
  afterAll(async () => {
    for (const c of clients) c.socket.terminate();
    await t.close();
  });

  const connect = async (host = 'localhost') => {
    const client = await openClient(url, { headers: { host } });
    clients.push(client);
    return client;
  };
  const subscribe = async (client: LiveClient, channel: string) => {
    const from = client.received.length;
    client.send({ type: 'subscribe', channel });
    return client.next(answerTo(channel), from);
  };
  const voteActivity = () => makeLiveActivity(t, owner, activityKind.survey, { form: 'vote' });

  it('sends every event published on a vote channel to each socket subscribed to it', async () => {
    const vote = await voteActivity();
    const channel = liveChannels.vote(vote.id);
    const screen = await connect();
    const phone = await connect();
    expect(await subscribe(screen, channel)).toEqual({ type: 'subscribed', channel });
    expect(await subscribe(phone, channel)).toEqual({ type: 'subscribed', channel });

    const from = [screen.received.length, phone.received.length];
    await t.deps.bus.publish(channel, 'vote.tally', tally(vote.id, 3));
    for (const [i, client] of [screen, phone].entries()) {
      expect(await client.next((m) => m.type === 'event', from[i])).toEqual({
        type: 'event',
        channel,
        event: 'vote.tally',
        payload: tally(vote.id, 3),
      });
    }
  });

  it('stops sending a channel once the socket unsubscribes, and keeps its other channels', async () => {
    const [a, b] = [await voteActivity(), await voteActivity()];
    const client = await connect();
    await subscribe(client, liveChannels.vote(a.id));
    await subscribe(client, liveChannels.vote(b.id));
    client.send({ type: 'unsubscribe', channel: liveChannels.vote(a.id) });
    // Messages are handled in order: once this answer arrives, the unsubscribe took effect.
    await subscribe(client, liveChannels.vote(b.id));
    const from = client.received.length;
    await t.deps.bus.publish(liveChannels.vote(a.id), 'vote.tally', tally(a.id, 1));
    await t.deps.bus.publish(liveChannels.vote(b.id), 'vote.tally', tally(b.id, 2));
    await client.next((m) => m.type === 'event', from);
    expect(client.received.slice(from)).toEqual([
      { type: 'event', channel: liveChannels.vote(b.id), event: 'vote.tally', payload: tally(b.id, 2) },
    ]);
  });

  it("refuses unknown channel kinds, missing activities, other kinds and another site's activities", async () => {
    const quiz = await makeLiveActivity(t, owner, activityKind.onlineQuiz);
    const deleted = await makeActivity(t, owner, { kind: activityKind.survey, deletedAt: t.clock.now() });
    const vote = await voteActivity();
    const client = await connect();
    expect(await subscribe(client, `quiz:${quiz.id}`)).toMatchObject({ type: 'error', msg: '频道不存在' });
    // A socket of its own for each: one refused three channels is closed as probing (live-limits.test).
    for (const id of [quiz.id, deleted.id, 999_999_999]) {
      expect(await subscribe(await connect(), liveChannels.vote(id))).toMatchObject({
        type: 'error',
        msg: '活动不存在',
      });
    }
    const elsewhere = await connect('live-other.test');
    expect(await subscribe(elsewhere, liveChannels.vote(vote.id))).toMatchObject({ type: 'error' });

    const from = elsewhere.received.length;
    await t.deps.bus.publish(liveChannels.vote(vote.id), 'vote.tally', tally(vote.id, 9));
    await subscribe(elsewhere, 'vote:0');
    expect(elsewhere.received.slice(from).filter((m) => m.type === 'event')).toEqual([]);
  });

  it('answers garbage with an error and keeps the socket working', async () => {
    const vote = await voteActivity();
    const client = await connect();
    for (const garbage of ['not json', '{"type":"subscribe"}', '{"type":"shout","channel":"vote:1"}', '[]']) {
      const from = client.received.length;
      client.socket.send(garbage);
      expect(await client.next((m) => m.type === 'error', from)).toEqual({
        type: 'error',
        channel: '',
        msg: '消息格式不正确',
      });
    }
    expect(await subscribe(client, liveChannels.vote(vote.id))).toMatchObject({ type: 'subscribed' });
  });

  it(`allows at most ${maxChannelsPerSocket} channels per socket`, async () => {
    const votes = [];
    for (let i = 0; i <= maxChannelsPerSocket; i += 1) votes.push(await voteActivity());
    const client = await connect();
    for (const vote of votes.slice(0, maxChannelsPerSocket)) {
      expect(await subscribe(client, liveChannels.vote(vote.id))).toMatchObject({ type: 'subscribed' });
    }
    const last = liveChannels.vote(votes.at(-1)!.id);
    expect(await subscribe(client, last)).toEqual({ type: 'error', channel: last, msg: '最多订阅20个频道' });
    // Subscribing again to one it holds is not a new channel.
    expect(await subscribe(client, liveChannels.vote(votes[0]!.id))).toMatchObject({ type: 'subscribed' });
  });

  it('lets a socket follow an on-site session, and no activity of another kind under that channel', async () => {
    const interactive = await makeLiveActivity(t, owner, activityKind.siteInteraction);
    const vote = await voteActivity();
    const client = await connect();
    expect(await subscribe(client, liveChannels.game(interactive.id))).toMatchObject({ type: 'subscribed' });
    expect(await subscribe(client, liveChannels.stage(interactive.id))).toMatchObject({ type: 'subscribed' });
    expect(await subscribe(client, liveChannels.game(vote.id))).toMatchObject({ type: 'error', msg: '活动不存在' });
    expect(await subscribe(client, liveChannels.stage(vote.id))).toMatchObject({ type: 'error', msg: '活动不存在' });
    expect(await subscribe(client, 'constructor:1')).toMatchObject({ type: 'error', msg: '频道不存在' });
  });

  it("sends an on-site session's stage events to the screens on stage:<id>, and none to a phone on game:<id>", async () => {
    const interactive = await makeLiveActivity(t, owner, activityKind.siteInteraction);
    const [game, stage] = [liveChannels.game(interactive.id), liveChannels.stage(interactive.id)];
    const screen = await connect();
    const phone = await connect();
    await subscribe(screen, game);
    await subscribe(screen, stage);
    await subscribe(phone, game);

    const from = [screen.received.length, phone.received.length] as const;
    const counts = { activity_id: interactive.id, version: 0, joined: 1, answered: 0 };
    await t.deps.bus.publish(stage, 'session.counts', counts);
    await t.deps.bus.publish(game, 'session.removed', { activity_id: interactive.id, player_ids: [1], banned: false });
    expect(await screen.next((m) => m.type === 'event', from[0])).toEqual({
      type: 'event',
      channel: stage,
      event: 'session.counts',
      payload: counts,
    });
    await screen.next((m) => m.type === 'event' && m.event === 'session.removed', from[0]);
    // The phone hears the event published after the counts, so the counts would have come before it.
    await phone.next((m) => m.type === 'event', from[1]);
    expect(phone.received.slice(from[1]).map((m) => m.type === 'event' && m.event)).toEqual(['session.removed']);
  });

  it("answers a clock probe at once with the probe and the server's clock, the one deadlines are set by", async () => {
    const client = await connect();
    const from = client.received.length;
    client.send({ type: 'time', t: 1234.5 });
    expect(await client.next((m) => m.type === 'time', from)).toEqual({
      type: 'time',
      t: 1234.5,
      server: t.clock.now().getTime(),
    });
    t.clock.advance(90_000);
    client.send({ type: 'time', t: 1300 });
    expect(await client.next((m) => m.type === 'time' && m.t === 1300, from)).toMatchObject({
      server: t.clock.now().getTime(),
    });
    client.send({ type: 'time', t: 'soon' });
    expect(await client.next((m) => m.type === 'error', from)).toMatchObject({ msg: '消息格式不正确' });
  });

  it('refuses the upgrade for a host no site answers', async () => {
    await expect(openClient(url, { headers: { host: 'nobody.test' } })).rejects.toThrow('upgrade refused: 404');
  });
});

describe.skipIf(!process.env.REDIS_URL)('live channels across server instances (REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    const env = { REDIS_URL: process.env.REDIS_URL ?? '' };
    [a, b] = [await createTestApp(env), await createTestApp(env)];
  });
  afterAll(async () => {
    for (const c of clients) c.socket.terminate();
    await a.close();
    await b.close();
  });

  it("hears on one instance's socket what another instance published", async () => {
    const { customer } = await makeCustomer(b);
    const vote = await makeLiveActivity(b, { tenantId: customer.tenantId, id: customer.id }, activityKind.survey, {
      form: 'vote',
    });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (b.app.server.address() as AddressInfo).port;
    const client = await openClient(`ws://127.0.0.1:${port}${livePath}`, { headers: { host: 'localhost' } });
    clients.push(client);
    const channel = liveChannels.vote(vote.id);
    client.send({ type: 'subscribe', channel });
    await client.next(answerTo(channel));
    const from = client.received.length;
    await a.deps.bus.publish(channel, 'vote.tally', tally(vote.id, 4));
    expect(await client.next((m) => m.type === 'event', from)).toMatchObject({ payload: tally(vote.id, 4) });
  });
});
