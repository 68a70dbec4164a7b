import { contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import type { ActivityRecord } from '../activity/index.js';
import { makeFinishedAttempt, makeParticipant, makePassedParticipant, makePublishedActivity } from './prize.factory.js';
import { prizeDraws } from './prize.table.js';
import { prizeDrawService } from './prize-draw.service.js';

const p = contract.prize;
const day = 86_400_000;

describe('drawing prizes', () => {
  const { t, organiser } = organiserApp();
  let activity: ActivityRecord;

  beforeAll(async () => {
    activity = await makePublishedActivity(t, organiser.customer);
  });

  const as = { token: '' };
  const addTurn = async (fields: Record<string, unknown> = {}, goods: Record<string, unknown>[] = [{}]) => {
    const turn = (
      await t.call(p.turnAdd, { activity_id: activity.id, name: '转盘', ...fields }, { token: organiser.token })
    ).body.data;
    for (const g of goods) {
      const res = await t.call(
        p.goodsSave,
        { turn_id: turn.id, name: '耳机', stock: 10, probability: 50, ...g },
        { token: organiser.token },
      );
      expect(res.body.code).toBe(200);
    }
    return turn;
  };
  const rolling = (roll: number) => prizeDrawService({ ...t.deps, roll: () => roll });
  const goodsOf = async (turnId: number) =>
    (await t.call(p.goods, { turn_id: turnId }, { token: organiser.token })).body.data;
  const h5TurnOf = async (ticket: string, turnId: number) =>
    (await t.call(p.h5Turns, { ticket }, as)).body.data.find((x) => x.id === turnId);

  it('wins when the roll lands on goods with stock, shows the code and records the draw', async () => {
    const turn = await addTurn({}, [
      { name: '耳机', probability: 30 },
      { name: '水杯', probability: 20 },
    ]);
    const someone = await makePassedParticipant(t, activity);
    const result = await rolling(3000).draw(someone.ticket, turn.id);
    expect(result).toMatchObject({ won: true, goods: { name: '水杯' } });
    expect(result.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await goodsOf(turn.id)).map((g) => [g.name, g.stock, g.won])).toEqual([
      ['耳机', 10, 0],
      ['水杯', 9, 1],
    ]);
    const [row] = await t.deps.db.select().from(prizeDraws).where(eq(prizeDraws.id, result.draw_id));
    expect(row).toMatchObject({ roll: 3000, turnName: '转盘', goodsName: '水杯', day: '2026-06-01' });
    const [cup, mug] = await goodsOf(turn.id);
    expect(JSON.parse(row!.pool)).toEqual([
      { id: cup!.id, chance: 3000, stock: 10 },
      { id: mug!.id, chance: 2000, stock: 10 },
    ]);
    const mine = (await t.call(p.h5Mine, { ticket: someone.ticket }, as)).body.data;
    expect(mine).toEqual([
      {
        code: result.code,
        turn_name: '转盘',
        goods_name: '水杯',
        goods_image: '',
        won_at: row!.createdAt.toISOString(),
        redeemed: false,
      },
    ]);
  });

  it('wins nothing past the goods’ chances, nor on goods with no stock left', async () => {
    const turn = await addTurn({ day_limit: 0 }, [{ probability: 50, stock: 0 }]);
    const someone = await makePassedParticipant(t, activity);
    expect(await rolling(5000).draw(someone.ticket, turn.id)).toMatchObject({ won: false, goods: null, code: null });
    expect(await rolling(0).draw(someone.ticket, turn.id)).toMatchObject({ won: false, code: null });
    expect((await goodsOf(turn.id))[0]).toMatchObject({ stock: 0, won: 0 });
    expect((await t.call(p.h5Mine, { ticket: someone.ticket }, as)).body.data).toEqual([]);
  });

  it('lets only those who passed the quiz draw in a turn that asks for it', async () => {
    const turn = await addTurn({ need_pass: true });
    const failed = await makeParticipant(t, activity);
    await makeFinishedAttempt(t, failed, false);
    expect(await h5TurnOf(failed.ticket, turn.id)).toMatchObject({ can_draw: false, reason: '答题及格后才能抽奖' });
    const res = await t.call(p.h5Draw, { ticket: failed.ticket, turn_id: turn.id }, as);
    expect(res.body).toMatchObject({ code: 400, msg: '答题及格后才能抽奖' });

    const open = await addTurn({ need_pass: false });
    expect(await h5TurnOf(failed.ticket, open.id)).toMatchObject({ can_draw: true, reason: '' });
    expect((await t.call(p.h5Draw, { ticket: failed.ticket, turn_id: open.id }, as)).body.code).toBe(200);
  });

  it('keeps to the daily limit and allows more the next day in China', async () => {
    const turn = await addTurn({ day_limit: 2 });
    const someone = await makePassedParticipant(t, activity);
    const draw = () => t.call(p.h5Draw, { ticket: someone.ticket, turn_id: turn.id }, as);
    expect(await h5TurnOf(someone.ticket, turn.id)).toMatchObject({ draws_left: 2, can_draw: true });
    expect((await draw()).body.code).toBe(200);
    expect((await draw()).body.code).toBe(200);
    expect((await draw()).body).toMatchObject({ code: 400, msg: '今日抽奖次数已用完' });
    expect(await h5TurnOf(someone.ticket, turn.id)).toMatchObject({
      draws_left: 0,
      can_draw: false,
      reason: '今日抽奖次数已用完',
    });
    t.clock.advance(day);
    expect(await h5TurnOf(someone.ticket, turn.id)).toMatchObject({ draws_left: 2, can_draw: true });
    expect((await draw()).body.code).toBe(200);
  });

  it('keeps to the total limit across days', async () => {
    const turn = await addTurn({ day_limit: 0, total_limit: 2 });
    const someone = await makePassedParticipant(t, activity);
    const draw = () => t.call(p.h5Draw, { ticket: someone.ticket, turn_id: turn.id }, as);
    expect(await h5TurnOf(someone.ticket, turn.id)).toMatchObject({ draws_left: 2 });
    expect((await draw()).body.code).toBe(200);
    t.clock.advance(day);
    expect((await draw()).body.code).toBe(200);
    t.clock.advance(day);
    expect((await draw()).body).toMatchObject({ code: 400, msg: '抽奖次数已用完' });
    expect(await h5TurnOf(someone.ticket, turn.id)).toMatchObject({ draws_left: 0, reason: '抽奖次数已用完' });
  });

  it('shows the open turns with their goods but no stock, and no limit as null', async () => {
    const turn = await addTurn({ day_limit: 0, name: '无限' }, [{ name: '帽子', image: '/u/hat.png' }]);
    const off = await addTurn({ name: '关闭' });
    await t.call(p.turnConfig, { turn_id: off.id, name: '关闭', status: 'off' }, { token: organiser.token });
    const someone = await makePassedParticipant(t, activity);
    const turns = (await t.call(p.h5Turns, { ticket: someone.ticket }, as)).body.data;
    expect(turns.find((x) => x.id === off.id)).toBeUndefined();
    expect(turns.find((x) => x.id === turn.id)).toEqual({
      id: turn.id,
      name: '无限',
      need_pass: true,
      goods: [{ id: expect.any(Number), name: '帽子', image: '/u/hat.png' }],
      draws_left: null,
      can_draw: true,
      reason: '',
    });
    const res = await t.call(p.h5Draw, { ticket: someone.ticket, turn_id: off.id }, as);
    expect(res.body).toMatchObject({ code: 400, msg: '抽奖未开启' });
  });

  it('refuses a turn of another activity and a ticket nobody holds', async () => {
    const elsewhere = await makePublishedActivity(t, organiser.customer);
    const turn = await addTurn();
    const stranger = await makePassedParticipant(t, elsewhere);
    const res = await t.call(p.h5Draw, { ticket: stranger.ticket, turn_id: turn.id }, as);
    expect(res.body).toMatchObject({ code: 400, msg: '抽奖不存在' });
    const bad = await t.call(p.h5Draw, { ticket: 'x'.repeat(32), turn_id: turn.id }, as);
    expect(bad.body).toMatchObject({ code: 400, msg: '请重新进入活动' });
    expect((await t.call(p.h5Mine, { ticket: '' }, as)).body).toMatchObject({ code: 400, msg: '请先进入活动' });
  });

  it('tries another code when one is taken', async () => {
    const turn = await addTurn({ day_limit: 0 }, [{ probability: 100 }]);
    const codes = ['AAAA2222', 'AAAA2222', 'BBBB3333'];
    const draws = prizeDrawService({ ...t.deps, roll: () => 0, newCode: () => codes.shift()! });
    const someone = await makePassedParticipant(t, activity);
    expect((await draws.draw(someone.ticket, turn.id)).code).toBe('AAAA2222');
    expect((await draws.draw(someone.ticket, turn.id)).code).toBe('BBBB3333');
  });
});
