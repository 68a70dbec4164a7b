import { contract, liveChannels } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { commitmentOf, pickWinners, poolHashOf } from './lottery-draw.js';
import { addPeople, addTier, lotteryCommand, makeLottery, runCommands } from './lottery-stage.factory.js';

const c = contract.lottery;

describe('drawing a tier on the big screen', () => {
  const { t, organiser } = organiserApp();

  const consoleOf = async (activityId: number) =>
    (await t.call(c.stage, { activity_id: activityId }, { token: organiser.token })).body.data;

  it('opens on the sign-in wall with the tiers and counts', async () => {
    const activity = await makeLottery(t, organiser);
    await addPeople(t, activity, 3);
    const tier = await addTier(t, organiser, activity.id, { name: '一等奖', count: 2 });
    const console = await consoleOf(activity.id);
    expect(console).toMatchObject({
      stage: { phase: 'wall', version: 0, tier_id: null, commitment: '', winners: [], barrage_on: true },
      commands: ['open', 'barrage', 'end'],
      tiers: [{ id: tier.id, remaining: 2, won: 0 }],
      people_count: 3,
      eligible_count: 3,
      rehearsal: false,
    });
    expect(console.host_key).toMatch(/^[A-Za-z0-9_-]{24,64}$/);
  });

  it('commits at open, decides at spin without showing, and reveals winners and seed at stop', async () => {
    const activity = await makeLottery(t, organiser);
    const ids = await addPeople(t, activity, 20);
    await addTier(t, organiser, activity.id, { name: '一等奖', prize_title: '电脑', count: 5 });
    const heard: { event: string; payload: unknown }[] = [];
    const stop = t.deps.bus.subscribe(liveChannels.game(activity.id), (m) => heard.push(m));

    const ready = (await runCommands(t, organiser, activity.id, [['open']])).stage;
    expect(ready).toMatchObject({ phase: 'ready', count: 5, pool_hash: '', seed: '', winners: [] });
    expect(ready.commitment).toMatch(/^[0-9a-f]{64}$/);

    const spinning = (await runCommands(t, organiser, activity.id, [['spin']])).stage;
    expect(spinning).toMatchObject({ phase: 'spinning', pool_size: 20, seed: '', winners: [] });
    expect(spinning.pool_hash).toBe(poolHashOf(ids));

    const result = await runCommands(t, organiser, activity.id, [['stop']]);
    const seed = Buffer.from(result.stage.seed, 'hex');
    expect(commitmentOf(seed)).toBe(ready.commitment);
    const expected = pickWinners(seed, result.stage.draw_id!, ids, 5);
    expect(result.stage.winners.map((w) => w.person_id)).toEqual(expected);
    expect(result.draw_winners.map((w) => w.name)).toEqual(expected.map((id) => `员工${ids.indexOf(id) + 1}`));
    expect(result.stage).toMatchObject({ phase: 'result', page: 1, page_count: 1 });
    expect(result.tiers[0]).toMatchObject({ won: 5, remaining: 0 });

    stop();
    const stages = heard.filter((m) => m.event === 'lottery.stage').map((m) => m.payload as typeof result.stage);
    expect(stages.map((s) => s.phase)).toEqual(['ready', 'spinning', 'result']);
    expect(stages[1]!.winners).toEqual([]);
  });

  it('moves one step for a double press: the second command on the same version changes nothing', async () => {
    const activity = await makeLottery(t, organiser);
    await addPeople(t, activity, 10);
    await addTier(t, organiser, activity.id, { name: '二等奖', count: 3 });
    await runCommands(t, organiser, activity.id, [['open']]);
    const version = (await consoleOf(activity.id)).stage.version;
    const press = () =>
      t.call(
        c.command,
        { activity_id: activity.id, command: 'spin', from_version: version },
        { token: organiser.token },
      );
    const [a, b] = await Promise.all([press(), press()]);
    expect([a.body.data.applied, b.body.data.applied].sort()).toEqual([false, true]);
    expect(b.body.data.console.stage).toMatchObject({ phase: 'spinning', version: version + 1 });
    const stale = await press();
    expect(stale.body.data).toMatchObject({ applied: false, console: { stage: { version: version + 1 } } });

    const again = await lotteryCommand(t, organiser, activity.id, 'spin');
    expect(again.body).toMatchObject({ code: 400, msg: '当前环节不能进行该操作：开始抽奖' });
    const audit = (await t.call(c.audit, { activity_id: activity.id }, { token: organiser.token })).body.data;
    expect(audit.total).toBe(1);
  });

  it('refuses a spin with an empty pool or fewer people than the draw takes, and draws nothing', async () => {
    const empty = await makeLottery(t, organiser);
    await addTier(t, organiser, empty.id, { name: '一等奖', count: 1 });
    await runCommands(t, organiser, empty.id, [['open']]);
    expect((await lotteryCommand(t, organiser, empty.id, 'spin')).body).toMatchObject({
      code: 400,
      msg: '没有可参与本奖项抽奖的人员',
    });

    const small = await makeLottery(t, organiser);
    await addPeople(t, small, 3);
    await addTier(t, organiser, small.id, { name: '一等奖', count: 5 });
    await runCommands(t, organiser, small.id, [['open']]);
    const refused = await lotteryCommand(t, organiser, small.id, 'spin');
    expect(refused.body).toMatchObject({ code: 400, msg: '可参与抽奖的人数（3）少于本次抽取人数（5）' });
    const console = await consoleOf(small.id);
    expect(console.stage.phase).toBe('ready');
    expect(console.tiers[0]).toMatchObject({ won: 0, remaining: 5 });
  });

  it('refuses commands out of order and tiers that are done or unknown', async () => {
    const activity = await makeLottery(t, organiser);
    await addPeople(t, activity, 4);
    expect((await lotteryCommand(t, organiser, activity.id, 'open')).body.msg).toBe('请先添加奖项');
    expect((await lotteryCommand(t, organiser, activity.id, 'stop')).body.error).toBe('LOTTERY_COMMAND_OUT_OF_ORDER');
    const tier = await addTier(t, organiser, activity.id, { name: '三等奖', count: 2 });
    expect((await lotteryCommand(t, organiser, activity.id, 'open', { tier_id: tier.id + 999 })).body.error).toBe(
      'LOTTERY_TIER_NOT_FOUND',
    );
    await runCommands(t, organiser, activity.id, [['open'], ['spin'], ['stop']]);
    expect((await lotteryCommand(t, organiser, activity.id, 'open', { tier_id: tier.id })).body.msg).toBe(
      '该奖项已全部抽完',
    );
  });

  it('keeps one win per person across tiers, or only within the tier when that option is off', async () => {
    const activity = await makeLottery(t, organiser);
    await addPeople(t, activity, 4);
    await addTier(t, organiser, activity.id, { name: '一等奖', count: 2, sort: 1 });
    await addTier(t, organiser, activity.id, { name: '二等奖', count: 3, sort: 2 });
    await runCommands(t, organiser, activity.id, [['open'], ['spin'], ['stop'], ['open']]);
    expect((await lotteryCommand(t, organiser, activity.id, 'spin')).body.msg).toBe(
      '可参与抽奖的人数（2）少于本次抽取人数（3）',
    );
    await t.call(
      contract.lotteryNd.config,
      { activity_id: activity.id, one_win_per_person: false },
      { token: organiser.token },
    );
    const result = await runCommands(t, organiser, activity.id, [['spin'], ['stop']]);
    expect(result.stage.pool_size).toBe(4);
  });

  it('draws a tier only from its groups, leaves out people marked not eligible, and follows the pool source', async () => {
    const activity = await makeLottery(t, organiser);
    const ids = await addPeople(t, activity, 6, (i) => ({
      group: i < 3 ? 'A' : 'B',
      eligible: i !== 0,
      signedAt: i % 2 === 0 ? t.clock.now() : null,
    }));
    await addTier(t, organiser, activity.id, { name: 'A组奖', count: 2, groups: ['A'] });
    const groupA = await runCommands(t, organiser, activity.id, [['open'], ['spin']]);
    expect(groupA.stage.pool_hash).toBe(poolHashOf([ids[1]!, ids[2]!]));

    const signed = await makeLottery(t, organiser);
    const signedIds = await addPeople(t, signed, 4, (i) => ({ signedAt: i < 2 ? t.clock.now() : null }));
    await t.call(
      contract.lotteryNd.config,
      { activity_id: signed.id, pool_source: 'signed' },
      { token: organiser.token },
    );
    await addTier(t, organiser, signed.id, { name: '到场奖', count: 1 });
    const spun = await runCommands(t, organiser, signed.id, [['open'], ['spin']]);
    expect(spun.stage.pool_hash).toBe(poolHashOf(signedIds.slice(0, 2)));
  });

  it('redraws only the absent winners, in a new committed draw, and never a confirmed one', async () => {
    const activity = await makeLottery(t, organiser);
    await addPeople(t, activity, 10);
    await addTier(t, organiser, activity.id, { name: '一等奖', count: 3 });
    const first = await runCommands(t, organiser, activity.id, [['open'], ['spin'], ['stop']]);
    const [gone] = first.stage.winners.map((w) => w.person_id);
    expect((await lotteryCommand(t, organiser, activity.id, 'redraw')).body.error).toBe('LOTTERY_NO_ABSENT');
    expect((await lotteryCommand(t, organiser, activity.id, 'absent', { person_ids: [999_999] })).body.error).toBe(
      'LOTTERY_NOT_WINNER_OF_DRAW',
    );

    const marked = await runCommands(t, organiser, activity.id, [['absent', { person_ids: [gone!] }]]);
    expect(marked.draw_winners.find((w) => w.person_id === gone)!.status).toBe('absent');
    expect(marked.tiers[0]).toMatchObject({ won: 2, remaining: 1 });

    const reopened = await runCommands(t, organiser, activity.id, [['redraw']]);
    expect(reopened.stage).toMatchObject({ phase: 'ready', count: 1, redraw_of: first.stage.draw_id });
    const redrawn = await runCommands(t, organiser, activity.id, [['spin'], ['stop']]);
    expect(redrawn.stage.pool_size).toBe(7);
    expect(first.stage.winners.map((w) => w.person_id)).not.toContain(redrawn.stage.winners[0]!.person_id);
    expect(redrawn.tiers[0]).toMatchObject({ won: 3, remaining: 0 });

    const confirmed = await runCommands(t, organiser, activity.id, [['confirm']]);
    expect(confirmed.tiers[0]!.confirmed).toBe(3);
    const newcomer = redrawn.stage.winners[0]!.person_id;
    expect((await lotteryCommand(t, organiser, activity.id, 'absent', { person_ids: [newcomer] })).body).toMatchObject({
      code: 400,
      msg: '中奖者已确认，不能再重抽',
    });
  });

  it('pages the winners, shows and hides the barrage, goes back to the wall and ends', async () => {
    const activity = await makeLottery(t, organiser);
    await addPeople(t, activity, 30);
    await t.call(contract.lotteryNd.config, { activity_id: activity.id, page_size: 4 }, { token: organiser.token });
    await addTier(t, organiser, activity.id, { name: '幸运奖', count: 10 });
    const result = await runCommands(t, organiser, activity.id, [['open'], ['spin'], ['stop'], ['page', { page: 3 }]]);
    expect(result.stage).toMatchObject({ page: 3, page_count: 3 });
    expect((await runCommands(t, organiser, activity.id, [['page', { page: 9 }]])).stage.page).toBe(3);
    expect((await runCommands(t, organiser, activity.id, [['barrage', { on: false }]])).stage.barrage_on).toBe(false);
    expect((await runCommands(t, organiser, activity.id, [['barrage']])).stage.barrage_on).toBe(true);
    const wall = await runCommands(t, organiser, activity.id, [['wall']]);
    expect(wall.stage).toMatchObject({ phase: 'wall', commitment: '', winners: [], tier_id: null });
    const ended = await runCommands(t, organiser, activity.id, [['end']]);
    expect(ended).toMatchObject({ stage: { phase: 'finished' }, commands: ['wall', 'barrage'] });
  });

  it('closes a draw left unspun as abandoned when the host opens another tier, goes back to the wall or ends', async () => {
    const activity = await makeLottery(t, organiser);
    await addPeople(t, activity, 6);
    const first = await addTier(t, organiser, activity.id, { name: '一等奖', count: 1, sort: 1 });
    await addTier(t, organiser, activity.id, { name: '二等奖', count: 1, sort: 2 });
    await runCommands(t, organiser, activity.id, [
      ['open'],
      ['open'],
      ['wall'],
      ['open', { tier_id: first.id }],
      ['end'],
    ]);
    await runCommands(t, organiser, activity.id, [['wall'], ['open'], ['spin'], ['stop'], ['end']]);

    const audit = (await t.call(c.audit, { activity_id: activity.id }, { token: organiser.token })).body.data.list;
    expect(audit.map((d) => [d.tier_name, d.state])).toEqual([
      ['二等奖', 'stopped'],
      ['一等奖', 'abandoned'],
      ['二等奖', 'abandoned'],
      ['一等奖', 'abandoned'],
    ]);
    const abandoned = audit.filter((d) => d.state === 'abandoned');
    for (const d of abandoned) {
      expect(d).toMatchObject({ pool_ids: [], pool_hash: '', winner_ids: [], winners: [], spun_at: null });
      expect(d.abandoned_at).not.toBeNull();
      expect(commitmentOf(Buffer.from(d.seed, 'hex'))).toBe(d.commitment);
    }
    const tiers = (await consoleOf(activity.id)).tiers;
    expect(tiers.map((tier) => [tier.name, tier.won, tier.remaining])).toEqual([
      ['一等奖', 0, 1],
      ['二等奖', 1, 0],
    ]);
  });

  it('opens the next tier in order when none is named, masks names when asked, and shows phones masked', async () => {
    const activity = await makeLottery(t, organiser);
    await addPeople(t, activity, 5, (i) => ({ name: `张${'三四五六七'[i]}丰`, phone: `1380000000${i}` }));
    await t.call(
      contract.lotteryNd.config,
      { activity_id: activity.id, masked_display: true },
      { token: organiser.token },
    );
    const second = await addTier(t, organiser, activity.id, { name: '二等奖', count: 1, sort: 2 });
    const first = await addTier(t, organiser, activity.id, { name: '一等奖', count: 1, sort: 1 });
    const opened = await runCommands(t, organiser, activity.id, [['open']]);
    expect(opened.stage.tier_id).toBe(first.id);
    const shown = await runCommands(t, organiser, activity.id, [['spin'], ['stop']]);
    expect(shown.stage.winners[0]!.name).toMatch(/^张\*丰$/);
    expect(shown.stage.winners[0]!.phone).toMatch(/^138\*\*\*\*000\d$/);
    expect(shown.draw_winners[0]!.name).toMatch(/^张.丰$/);
    expect((await runCommands(t, organiser, activity.id, [['open']])).stage.tier_id).toBe(second.id);
  });
});
