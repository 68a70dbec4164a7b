import { contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Account, makeCustomer } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { prizeDrawService, prizeDraws } from '../prize/index.js';
import { makePassedParticipant, makePublishedActivity } from '../prize/prize.factory.js';

const p = contract.prize;

describe('copying an activity with its prizes', () => {
  const { t, organiser } = organiserApp();

  const as = (a: Account = organiser) => ({ token: a.token });
  const call = async <E extends (typeof p)[keyof typeof p]>(endpoint: E, input: Record<string, unknown>) => {
    const res = await t.call(endpoint, input, as());
    expect(res.body.code).toBe(200);
    return res.body.data;
  };
  const turnsOf = (activityId: number) => call(p.turnList, { activity_id: activityId });
  const addTurn = (activityId: number, fields: Record<string, unknown>) =>
    call(p.turnAdd, { activity_id: activityId, ...fields });
  const addGoods = (turnId: number, fields: Record<string, unknown>) =>
    call(p.goodsSave, { turn_id: turnId, image: '', ...fields });
  const shape = (turns: Awaited<ReturnType<typeof turnsOf>>) =>
    turns.map((x) => ({
      name: x.name,
      need_pass: x.need_pass,
      day_limit: x.day_limit,
      total_limit: x.total_limit,
      status: x.status,
      goods: x.goods.map((g) => [g.name, g.image, g.stock, g.won, g.probability]),
    }));

  it('copies the live prize turns and goods with every prize to win again, and none of the draws', async () => {
    const original = await makePublishedActivity(t, organiser.customer);
    const wheel = await addTurn(original.id, { name: '幸运大转盘', day_limit: 2, total_limit: 5 });
    await addGoods(wheel.id, { name: '一等奖', image: '/u/a.png', stock: 3, probability: 50 });
    await addGoods(wheel.id, { name: '二等奖', stock: 10, probability: 12.5 });
    const gone = await addGoods(wheel.id, { name: '已删除', stock: 1, probability: 1 });
    await call(p.goodsDelete, { id: gone.id });
    const paused = await addTurn(original.id, { name: '加赛', need_pass: false });
    await call(p.turnConfig, { turn_id: paused.id, name: '加赛', need_pass: false, status: 'off' });
    const deleted = await addTurn(original.id, { name: '删掉的轮次' });
    await call(p.turnDelete, { turn_id: deleted.id });
    const winner = await makePassedParticipant(t, original);
    expect(await prizeDrawService({ ...t.deps, roll: () => 0 }).draw(winner.ticket, wheel.id)).toMatchObject({
      won: true,
      goods: { name: '一等奖' },
    });

    const copy = (await t.call(contract.activity.copy, { activity_id: original.id }, as())).body.data;
    const copied = await turnsOf(copy.id);
    expect(shape(copied)).toEqual([
      {
        name: '幸运大转盘',
        need_pass: true,
        day_limit: 2,
        total_limit: 5,
        status: 'on',
        goods: [
          ['一等奖', '/u/a.png', 3, 0, 50],
          ['二等奖', '', 10, 0, 12.5],
        ],
      },
      { name: '加赛', need_pass: false, day_limit: 1, total_limit: 0, status: 'off', goods: [] },
    ]);
    expect(copied.map((x) => x.id)).not.toContain(wheel.id);
    expect(await t.deps.db.select().from(prizeDraws).where(eq(prizeDraws.activityId, copy.id))).toEqual([]);
    expect((await call(p.winList, { activity_id: copy.id })).total).toBe(0);
    expect((await turnsOf(original.id))[0]!.goods.map((g) => [g.stock, g.won])).toEqual([
      [2, 1],
      [10, 0],
    ]);
  });

  it('lets the copy’s prizes be changed without touching the original’s', async () => {
    const original = await makePublishedActivity(t, organiser.customer);
    const wheel = await addTurn(original.id, { name: '转盘' });
    await addGoods(wheel.id, { name: '水杯', stock: 5, probability: 20 });
    const copy = (await t.call(contract.activity.copy, { activity_id: original.id }, as())).body.data;
    const [copiedTurn] = await turnsOf(copy.id);
    await addGoods(copiedTurn!.id, { id: copiedTurn!.goods[0]!.id, name: '保温杯', stock: 1, probability: 30 });
    expect((await turnsOf(original.id))[0]!.goods.map((g) => [g.name, g.stock, g.probability])).toEqual([
      ['水杯', 5, 20],
    ]);
  });

  it('copies nothing for another organiser', async () => {
    const original = await makePublishedActivity(t, organiser.customer);
    await addTurn(original.id, { name: '转盘' });
    const other = await makeCustomer(t);
    expect((await t.call(contract.activity.copy, { activity_id: original.id }, as(other))).body).toMatchObject({
      code: 600,
      msg: '活动不存在',
    });
    expect((await t.call(contract.activity.list, {}, as(other))).body.data.total).toBe(0);
  });
});
