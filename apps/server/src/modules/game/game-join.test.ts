import { contract, type LivePayload, liveChannels } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BusMessage } from '../../platform/bus/bus.js';
import { makeCustomer } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import type { TestApp } from '../../test/test-app.js';
import { activities } from '../activity/index.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { newDevice } from '../activity/participant.factory.js';
import { customers } from '../customer/index.js';
import { hostCommand, joinGame, makeGame } from './game-play.factory.js';

const g = contract.game;

/** Waits until the bus has carried an event matching `match` (events are coalesced over a quarter second). */
const heardOn = (t: TestApp, channel: string) => {
  const heard: BusMessage[] = [];
  const stop = t.deps.bus.subscribe(channel, (m) => heard.push(m));
  const until = async (match: (m: BusMessage) => boolean) => {
    for (let i = 0; i < 100 && !heard.some(match); i += 1) await new Promise((r) => setTimeout(r, 20));
    return heard.find(match);
  };
  return { heard, until, stop };
};

describe('joining an interactive quiz', () => {
  const { t, organiser } = organiserApp();

  const players = async (activityId: number, token = organiser.token) =>
    (await t.call(g.joinUser, { activity_id: activityId }, { token })).body.data.list;
  const remove = (activityId: number, ids: number[], mode: 'kick' | 'ban' | 'unban', token = organiser.token) =>
    t.call(g.joinUserDel, { activity_id: activityId, player_ids: ids, mode }, { token });
  /** An organiser of their own whose plan seats `seats` players at once. */
  const organiserWithSeats = async (seats: number) => {
    const owner = await makeCustomer(t);
    await t.deps.db.update(customers).set({ onlineNum: seats }).where(eq(customers.id, owner.customer.id));
    return owner;
  };

  it('seats a player and answers the session, the player and the phone page', async () => {
    const { activity } = await makeGame(t, organiser);
    const { joined } = await joinGame(t, activity, '  小明 ');
    expect(joined.body.data).toMatchObject({
      snapshot: { activity_id: activity.id, phase: 'lobby', joined: 1, capacity: 200 },
      me: { nickname: '小明', score: 0, rank: 1, streak: 0, answer: null, last: null },
      phone_site: { show_rank: true, show_answer: true },
    });
    const tooLong = await joinGame(t, activity, '一二三四五六七八九十一二三');
    expect(tooLong.joined.body).toMatchObject({ code: 400, msg: '昵称不能超过12个字' });
  });

  it('shows the names joining on the lobby wall and the count on the big screen, and sends neither to phones', async () => {
    const { activity } = await makeGame(t, organiser);
    const channel = heardOn(t, liveChannels.stage(activity.id));
    const phones = heardOn(t, liveChannels.game(activity.id));
    for (const name of ['甲', '乙', '丙']) await joinGame(t, activity, name);
    const lobby = await channel.until(
      (m) => m.event === 'session.lobby' && (m.payload as LivePayload<'session.lobby'>).names.includes('丙'),
    );
    const counts = await channel.until(
      (m) => m.event === 'session.counts' && (m.payload as LivePayload<'session.counts'>).joined === 3,
    );
    channel.stop();
    phones.stop();
    expect(phones.heard).toEqual([]);
    expect(lobby).toBeDefined();
    expect(counts?.payload).toMatchObject({ activity_id: activity.id, version: 0, joined: 3, answered: 0 });
    const names = channel.heard.flatMap((m) =>
      m.event === 'session.lobby' ? (m.payload as LivePayload<'session.lobby'>).names : [],
    );
    expect(names.sort()).toEqual(['丙', '乙', '甲']);

    const screen = await t.call(g.screen, { code: activity.code! });
    expect(screen.body.data).toMatchObject({
      title: activity.title,
      code: activity.code,
      link: `/h5/${activity.code}`,
      site: { theme: 'stage', show_join_code: true },
      snapshot: { phase: 'lobby', joined: 3, step_count: 3 },
      recent: ['丙', '乙', '甲'],
    });
  });

  it('refuses the big screen of an unknown code or of another kind', async () => {
    const quiz = await makeLiveActivity(t, organiser.customer, 1);
    for (const code of ['NOSUCH99', quiz.code!]) {
      expect((await t.call(g.screen, { code })).body).toMatchObject({ code: 400, msg: '活动不存在或已下线' });
    }
  });

  it('gives the seat back with its score after a reload, and never to the same phone number typed on a new phone', async () => {
    const { activity } = await makeGame(t, organiser, { pointsMode: 'fixed' });
    await t.deps.db
      .update(activities)
      .set({ settings: { fields: [{ key: 'phone', required: true }] } })
      .where(eq(activities.id, activity.id));
    const fields = { phone: '13900001111' };
    const device = newDevice();
    const first = await joinGame(t, activity, '老张', { fields, device });
    await hostCommand(t, organiser.token, activity.id, 'start');
    await t.call(g.answer, { ticket: first.ticket, step_index: 0, answer: ['B'] });
    await hostCommand(t, organiser.token, activity.id, 'close');
    await hostCommand(t, organiser.token, activity.id, 'next');

    const reload = await joinGame(t, activity, '老张', { fields, device });
    expect(reload.ticket).toBe(first.ticket);
    expect(reload.joined.body.data.me).toMatchObject({ nickname: '老张', score: 1000 });

    // Someone else types 老张's number on their own phone: a seat of their own, with nothing of his.
    const impostor = await joinGame(t, activity, '冒充者', { fields, device: newDevice() });
    expect(impostor.ticket).not.toBe(first.ticket);
    expect(impostor.joined.body.data.me).toMatchObject({ nickname: '冒充者', score: 0, answer: null });
    expect((await t.call(g.answer, { ticket: impostor.ticket, step_index: 1, answer: ['B'] })).body.code).toBe(200);
    const own = await t.call(g.answer, { ticket: first.ticket, step_index: 1, answer: ['A'] });
    expect(own.body.code).toBe(200);
    expect((await t.call(g.me, { ticket: first.ticket })).body.data.me).toMatchObject({
      nickname: '老张',
      answer: ['A'],
    });
    expect(await players(activity.id)).toHaveLength(2);
  });

  it('lets a kicked player back with their score, and keeps a banned one out until unbanned', async () => {
    const { activity } = await makeGame(t, organiser, { pointsMode: 'fixed' });
    const player = await joinGame(t, activity, '小红');
    await hostCommand(t, organiser.token, activity.id, 'start');
    await t.call(g.answer, { ticket: player.ticket, step_index: 0, answer: ['B'] });
    await hostCommand(t, organiser.token, activity.id, 'close');
    await hostCommand(t, organiser.token, activity.id, 'reveal');
    const [seat] = await players(activity.id);
    const channel = heardOn(t, liveChannels.game(activity.id));

    expect((await remove(activity.id, [seat!.id], 'kick')).body.data.affected).toBe(1);
    expect(channel.heard.find((m) => m.event === 'session.removed')?.payload).toEqual({
      activity_id: activity.id,
      player_ids: [seat!.id],
      banned: false,
    });
    expect((await t.call(g.me, { ticket: player.ticket })).body.msg).toBe('你已被主持人移出本场，可重新加入');
    const back = await t.call(g.join, { ticket: player.ticket, nickname: '小红' });
    expect(back.body.data.me).toMatchObject({ player_id: seat!.id, score: 1000 });

    await remove(activity.id, [seat!.id], 'ban');
    expect(channel.heard.filter((m) => m.event === 'session.removed').at(-1)?.payload).toMatchObject({ banned: true });
    channel.stop();
    expect((await t.call(g.join, { ticket: player.ticket, nickname: '小红' })).body.msg).toBe(
      '你已被主办方禁止参与本活动',
    );
    expect((await t.call(g.me, { ticket: player.ticket })).body.error).toBe('H5_BANNED');
    // Kicking a banned player does not let them in again; unbanning does.
    expect((await remove(activity.id, [seat!.id], 'kick')).body.data.affected).toBe(0);
    expect((await remove(activity.id, [seat!.id], 'unban')).body.data.affected).toBe(1);
    expect((await t.call(g.join, { ticket: player.ticket, nickname: '小红' })).body.data.me.score).toBe(1000);
  });

  it('keeps a banned player out when they come back from the same phone with another phone number', async () => {
    const { activity } = await makeGame(t, organiser);
    await t.deps.db
      .update(activities)
      .set({ settings: { fields: [{ key: 'phone', required: true }] } })
      .where(eq(activities.id, activity.id));
    const device = newDevice();
    await joinGame(t, activity, '捣乱者', { device, fields: { phone: '13900002222' } });
    const [seat] = await players(activity.id);
    await remove(activity.id, [seat!.id], 'ban');
    const again = await joinGame(t, activity, '换号者', { device, fields: { phone: '13900003333' } });
    expect(again.joined.body).toMatchObject({ code: 400, error: 'H5_BANNED' });
    expect(await players(activity.id)).toMatchObject([{ id: seat!.id, nickname: '捣乱者' }]);
  });

  it('seats only devices the server signed: a page cannot make up a device, nor borrow one of another activity', async () => {
    const { activity } = await makeGame(t, organiser);
    const { activity: otherGame } = await makeGame(t, organiser);
    const info = await t.call(contract.activity.h5Info, { code: activity.code ?? '' });
    expect(info.body.data.signed_device).toBe(true);
    const made = await t.call(contract.activity.h5Enter, { code: activity.code ?? '', device_id: 'made-up-phone-1' });
    expect(made.body).toMatchObject({ code: 400, error: 'H5_DEVICE_INVALID' });
    const elsewhere = await t.call(contract.antiCheat.uniqStr, { code: otherGame.code ?? '' });
    const borrowed = await t.call(contract.activity.h5Enter, {
      code: activity.code ?? '',
      device_id: elsewhere.body.data.uniq,
    });
    expect(borrowed.body).toMatchObject({ code: 400, error: 'H5_DEVICE_INVALID' });
    const own = await t.call(contract.antiCheat.uniqStr, { code: activity.code ?? '' });
    const signed = await t.call(contract.activity.h5Enter, {
      code: activity.code ?? '',
      device_id: own.body.data.uniq,
    });
    expect(signed.body.code).toBe(200);
  });

  it("seats no more than the organiser's online capacity; a refusal is counted on the console", async () => {
    const owner = await organiserWithSeats(3);
    const { activity } = await makeGame(t, owner);
    const seated = [];
    for (const name of ['一', '二', '三']) seated.push(await joinGame(t, activity, name));
    const fourth = await joinGame(t, activity, '四');
    expect(fourth.joined.body).toMatchObject({ code: 400, msg: '本场人数已满，请联系主办方', error: 'GAME_FULL' });
    const opened = await t.call(g.init, { activity_id: activity.id }, { token: owner.token });
    expect(opened.body.data).toMatchObject({ full_refusals: 1, snapshot: { joined: 3, capacity: 3 } });

    // A kicked player's seat is free again; they come back only when there is room.
    const first = (await players(activity.id, owner.token)).find((p) => p.nickname === '一')!;
    await remove(activity.id, [first.id], 'kick', owner.token);
    expect((await t.call(g.join, { ticket: fourth.ticket, nickname: '四' })).body.code).toBe(200);
    expect((await t.call(g.join, { ticket: seated[0]!.ticket, nickname: '一' })).body.error).toBe('GAME_FULL');
    // Someone already seated always gets their seat back.
    expect((await t.call(g.join, { ticket: seated[1]!.ticket, nickname: '二' })).body.code).toBe(200);
    const after = await t.call(g.init, { activity_id: activity.id }, { token: owner.token });
    expect(after.body.data).toMatchObject({ full_refusals: 2, snapshot: { joined: 3 } });
  });

  it('seats exactly the capacity when many join at once', async () => {
    const owner = await organiserWithSeats(5);
    const { activity } = await makeGame(t, owner);
    const joins = await Promise.all(Array.from({ length: 12 }, (_, i) => joinGame(t, activity, `玩家${i}`)));
    const codes = joins.map((j) => j.joined.body.error ?? 'ok');
    expect(codes.filter((c) => c === 'ok')).toHaveLength(5);
    expect(codes.filter((c) => c === 'GAME_FULL')).toHaveLength(7);
    const opened = await t.call(g.init, { activity_id: activity.id }, { token: owner.token });
    expect(opened.body.data).toMatchObject({ full_refusals: 7, snapshot: { joined: 5 } });
  });

  it("runs a draft as a rehearsal with the trial's players", async () => {
    const { activity } = await makeGame(t, organiser, { draft: true });
    const { joined } = await joinGame(t, activity, '彩排');
    expect(joined.body.data.snapshot.capacity).toBe(10);
  });
});
