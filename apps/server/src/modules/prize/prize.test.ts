import { contract } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeStaff } from '../access/role.factory.js';
import { makeActivity } from '../activity/activity.factory.js';
import type { ActivityRecord } from '../activity/index.js';
import { makeFinishedAttempt, makeParticipant, makePublishedActivity } from './prize.factory.js';
import { prizeDrawService } from './prize-draw.service.js';

const p = contract.prize;

describe('prize turns and goods', () => {
  const { t, organiser, other } = organiserApp({ other: true });

  const as = (a: Account) => ({ token: a.token });
  const newActivity = (a = organiser) => makeActivity(t, a.customer);
  const addTurn = async (activityId: number, fields: Record<string, unknown> = {}) => {
    const res = await t.call(p.turnAdd, { activity_id: activityId, name: '幸运大转盘', ...fields }, as(organiser));
    expect(res.body.code).toBe(200);
    return res.body.data;
  };
  const saveGoods = (turnId: number, fields: Record<string, unknown>, a = organiser) =>
    t.call(p.goodsSave, { turn_id: turnId, name: '保温杯', stock: 10, probability: 10, ...fields }, as(a));
  const turnsOf = async (activityId: number) =>
    (await t.call(p.turnList, { activity_id: activityId }, as(organiser))).body.data;

  it('adds a turn with the default limits and lists it with its goods in order', async () => {
    const activity = await newActivity();
    const turn = await addTurn(activity.id);
    expect(turn).toMatchObject({
      name: '幸运大转盘',
      need_pass: true,
      day_limit: 1,
      total_limit: 0,
      status: 'on',
      goods: [],
    });
    await saveGoods(turn.id, { name: '一等奖', image: '/u/a.png', probability: 1.25, stock: 3 });
    await saveGoods(turn.id, { name: '二等奖', probability: 20 });
    await addTurn(activity.id, { name: '第二轮', need_pass: false, day_limit: 0, total_limit: 5 });
    const turns = await turnsOf(activity.id);
    expect(turns.map((x) => x.name)).toEqual(['幸运大转盘', '第二轮']);
    expect(turns[0]!.goods).toMatchObject([
      { name: '一等奖', image: '/u/a.png', probability: 1.25, stock: 3, won: 0, sort: 1 },
      { name: '二等奖', probability: 20, stock: 10, sort: 2 },
    ]);
    expect(turns[1]).toMatchObject({ need_pass: false, day_limit: 0, total_limit: 5, goods: [] });
  });

  it('answers the contract’s messages for a malformed turn or goods', async () => {
    const activity = await newActivity();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, '请输入抽奖名称'],
      [{ name: '奖'.repeat(31) }, '抽奖名称不能超过30个字'],
      [{ day_limit: -1 }, '每日抽奖次数不能为负'],
    ];
    for (const [fields, msg] of cases) {
      const res = await t.call(p.turnAdd, { activity_id: activity.id, name: '抽奖', ...fields }, as(organiser));
      expect(res.body, msg).toMatchObject({ code: 400, msg });
    }
    const turn = await addTurn(activity.id);
    const goodsCases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '请输入奖品名称'],
      [{ stock: -1 }, '奖品数量不能为负'],
      [{ stock: 1.5 }, '奖品数量必须是整数'],
      [{ probability: 101 }, '中奖概率须在0-100之间'],
      [{ probability: 1.234 }, '中奖概率最多两位小数'],
    ];
    for (const [fields, msg] of goodsCases) {
      expect((await saveGoods(turn.id, fields)).body, msg).toMatchObject({ code: 400, msg });
    }
    expect(await turnsOf(activity.id)).toHaveLength(1);
  });

  it('keeps a turn’s chances at 100% at most, counting an edited goods once', async () => {
    const turn = await addTurn((await newActivity()).id);
    const first = (await saveGoods(turn.id, { probability: 60 })).body.data;
    expect((await saveGoods(turn.id, { probability: 40.01 })).body).toMatchObject({
      code: 400,
      msg: '同一抽奖的中奖概率合计不能超过100%',
    });
    expect((await saveGoods(turn.id, { probability: 40 })).body.code).toBe(200);
    const edited = await saveGoods(turn.id, { id: first.id, name: '大奖', probability: 60, stock: 2 });
    expect(edited.body.data).toMatchObject({ id: first.id, name: '大奖', probability: 60, stock: 2 });
    expect((await saveGoods(turn.id, { id: first.id, probability: 60.5 })).body.msg).toBe(
      '同一抽奖的中奖概率合计不能超过100%',
    );
    await t.call(p.goodsDelete, { id: first.id }, as(organiser));
    expect((await saveGoods(turn.id, { probability: 60 })).body.code).toBe(200);
  });

  it('reads, deletes and reorders a turn’s goods', async () => {
    const turn = await addTurn((await newActivity()).id);
    const ids: number[] = [];
    for (const name of ['甲', '乙', '丙']) ids.push((await saveGoods(turn.id, { name, probability: 5 })).body.data.id);
    const goods = await t.call(p.goods, { turn_id: turn.id }, as(organiser));
    expect(goods.body.data.map((g) => g.name)).toEqual(['甲', '乙', '丙']);

    const sorted = await t.call(p.sort, { turn_id: turn.id, ids: [ids[2], ids[0], ids[1]] }, as(organiser));
    expect(sorted.body.data.map((g) => g.name)).toEqual(['丙', '甲', '乙']);
    expect((await t.call(p.sort, { turn_id: turn.id, ids: [ids[2], ids[0]] }, as(organiser))).body).toMatchObject({
      code: 400,
      msg: '排序须包含该抽奖的全部奖品',
    });
    const twice = await t.call(p.sort, { turn_id: turn.id, ids: [ids[2], ids[2], ids[1]] }, as(organiser));
    expect(twice.body.msg).toBe('排序须包含该抽奖的全部奖品');

    expect((await t.call(p.goodsDelete, { id: ids[0]! }, as(organiser))).body.code).toBe(200);
    const left = await t.call(p.goods, { turn_id: turn.id }, as(organiser));
    expect(left.body.data.map((g) => g.name)).toEqual(['丙', '乙']);
    expect((await t.call(p.goodsDelete, { id: ids[0]! }, as(organiser))).body.msg).toBe('奖品不存在');
  });

  it('edits only goods of the turn named', async () => {
    const activity = await newActivity();
    const a = await addTurn(activity.id);
    const b = await addTurn(activity.id);
    const goods = (await saveGoods(a.id, {})).body.data;
    expect((await saveGoods(b.id, { id: goods.id })).body.msg).toBe('奖品不存在');
  });

  it('configures a turn and turns it off', async () => {
    const activity = await newActivity();
    const turn = await addTurn(activity.id);
    await saveGoods(turn.id, {});
    const res = await t.call(
      p.turnConfig,
      { turn_id: turn.id, name: '改名', need_pass: false, day_limit: 3, total_limit: 9, status: 'off' },
      as(organiser),
    );
    expect(res.body.data).toMatchObject({
      name: '改名',
      need_pass: false,
      day_limit: 3,
      total_limit: 9,
      status: 'off',
    });
    expect(res.body.data.goods).toHaveLength(1);
    expect((await turnsOf(activity.id))[0]).toMatchObject({ name: '改名', status: 'off' });
  });

  it('deletes a turn', async () => {
    const activity = await newActivity();
    const turn = await addTurn(activity.id);
    expect((await t.call(p.turnDelete, { turn_id: turn.id }, as(organiser))).body.code).toBe(200);
    expect(await turnsOf(activity.id)).toEqual([]);
    expect((await t.call(p.goods, { turn_id: turn.id }, as(organiser))).body.msg).toBe('抽奖不存在');
  });

  it('lets staff work on their organiser’s turns', async () => {
    const staff = await makeStaff(t, organiser, { pages: ['activity/manage'] });
    const activity = await newActivity();
    const res = await t.call(p.turnAdd, { activity_id: activity.id, name: '员工添加' }, { token: staff.token });
    expect(res.body.code).toBe(200);
    expect((await turnsOf(activity.id)).map((x) => x.name)).toEqual(['员工添加']);
  });

  it('shows another organiser’s activities, turns and goods to nobody else', async () => {
    const theirs = await newActivity(other);
    const theirTurn = (await t.call(p.turnAdd, { activity_id: theirs.id, name: '他们的' }, as(other))).body.data;
    const theirGoods = (await saveGoods(theirTurn.id, {}, other)).body.data;
    const notFound = { code: 600, msg: '活动不存在' };
    expect((await t.call(p.turnList, { activity_id: theirs.id }, as(organiser))).body).toMatchObject(notFound);
    expect((await t.call(p.turnAdd, { activity_id: theirs.id, name: '偷' }, as(organiser))).body).toMatchObject(
      notFound,
    );
    const turnGone = { code: 400, msg: '抽奖不存在' };
    const config = { turn_id: theirTurn.id, name: '偷', status: 'off' };
    expect((await t.call(p.turnConfig, config, as(organiser))).body).toMatchObject(turnGone);
    expect((await t.call(p.turnDelete, { turn_id: theirTurn.id }, as(organiser))).body).toMatchObject(turnGone);
    expect((await t.call(p.goods, { turn_id: theirTurn.id }, as(organiser))).body).toMatchObject(turnGone);
    expect((await saveGoods(theirTurn.id, {})).body).toMatchObject(turnGone);
    const sort = { turn_id: theirTurn.id, ids: [theirGoods.id] };
    expect((await t.call(p.sort, sort, as(organiser))).body).toMatchObject(turnGone);
    expect((await t.call(p.goodsDelete, { id: theirGoods.id }, as(organiser))).body).toMatchObject({
      code: 400,
      msg: '奖品不存在',
    });
    const mine = await addTurn((await newActivity()).id);
    expect((await saveGoods(mine.id, { id: theirGoods.id })).body.msg).toBe('奖品不存在');
    const still = (await t.call(p.turnList, { activity_id: theirs.id }, as(other))).body.data;
    expect(still[0]).toMatchObject({ name: '他们的', status: 'on', goods: [{ name: '保温杯' }] });
  });

  it('asks for a login', async () => {
    expect((await t.call(p.turnList, { activity_id: 1 }, {})).body.code).toBe(500);
  });
});

describe('wins and redemption', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  let activity: ActivityRecord;
  let codes: string[];

  const as = (a: Account) => ({ token: a.token });

  beforeAll(async () => {
    activity = await makePublishedActivity(t, organiser.customer);
    const turn = (await t.call(p.turnAdd, { activity_id: activity.id, name: '抽奖', day_limit: 0 }, as(organiser))).body
      .data;
    const goods = { turn_id: turn.id, name: '台灯', image: '/u/lamp.png', stock: 10, probability: 100 };
    await t.call(p.goodsSave, goods, as(organiser));
    const draws = prizeDrawService(t.deps);
    codes = [];
    for (const [name, phone] of [
      ['张三', '13900000001'],
      ['李四', '13900000002'],
    ]) {
      const someone = await makeParticipant(t, activity, { name, phone, unit: '财务部' });
      await makeFinishedAttempt(t, someone);
      codes.push((await draws.draw(someone.ticket, turn.id)).code!);
      t.clock.advance(60_000);
    }
  });

  const winsOf = async (filter: Record<string, unknown> = {}) =>
    (await t.call(p.winList, { activity_id: activity.id, ...filter }, as(organiser))).body.data;

  it('lists the wins, newest first, with who won them', async () => {
    const wins = await winsOf();
    expect(wins.total).toBe(2);
    expect(wins.list[0]).toMatchObject({
      code: codes[1],
      name: '李四',
      phone: '13900000002',
      unit: '财务部',
      turn_name: '抽奖',
      goods_name: '台灯',
      goods_image: '/u/lamp.png',
      redeemed_at: null,
    });
    expect(wins.list.map((w) => w.name)).toEqual(['李四', '张三']);
  });

  it('finds wins by name, phone or code', async () => {
    expect((await winsOf({ keywords: '张' })).list.map((w) => w.name)).toEqual(['张三']);
    expect((await winsOf({ keywords: '0002' })).list.map((w) => w.name)).toEqual(['李四']);
    expect((await winsOf({ keywords: codes[0]!.toLowerCase() })).list.map((w) => w.name)).toEqual(['张三']);
    expect((await winsOf({ keywords: '王五' })).total).toBe(0);
  });

  it('checks a code, redeems it once and filters by redemption', async () => {
    const code = codes[0]!;
    const checked = await t.call(p.codeCheck, { code: ` ${code.toLowerCase()} ` }, as(organiser));
    expect(checked.body.data).toMatchObject({ code, name: '张三', redeemed_at: null });
    const first = await t.call(p.verify, { code }, as(organiser));
    expect(first.body.data.redeemed_at).toBe(t.clock.now().toISOString());
    expect((await t.call(p.verify, { code }, as(organiser))).body).toMatchObject({ code: 400, msg: '该兑奖码已核销' });
    expect((await winsOf({ redeemed: 1 })).list.map((w) => w.code)).toEqual([code]);
    expect((await winsOf({ redeemed: 0 })).list.map((w) => w.code)).toEqual([codes[1]]);
  });

  it('redeems a code once when it is verified twice at once', async () => {
    const code = codes[1]!;
    const answers = await Promise.all([1, 2, 3].map(() => t.call(p.verify, { code }, as(organiser))));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.msg === '该兑奖码已核销')).toHaveLength(2);
  });

  it('knows no unknown code, nor another organiser’s', async () => {
    const gone = { code: 400, msg: '兑奖码不存在' };
    expect((await t.call(p.verify, { code: 'ZZZZZZZZ' }, as(organiser))).body).toMatchObject(gone);
    expect((await t.call(p.verify, { code: codes[0]! }, as(other))).body).toMatchObject(gone);
    expect((await t.call(p.codeCheck, { code: codes[0]! }, as(other))).body).toMatchObject(gone);
    expect((await t.call(p.codeCheck, { code: ' ' }, as(organiser))).body).toMatchObject({
      code: 400,
      msg: '请输入兑奖码',
    });
    expect((await t.call(p.winList, { activity_id: activity.id }, as(other))).body.msg).toBe('活动不存在');
  });

  it('keeps the wins of a deleted turn listed', async () => {
    const [turn] = (await t.call(p.turnList, { activity_id: activity.id }, as(organiser))).body.data;
    await t.call(p.turnDelete, { turn_id: turn!.id }, as(organiser));
    expect((await winsOf()).total).toBe(2);
  });
});
