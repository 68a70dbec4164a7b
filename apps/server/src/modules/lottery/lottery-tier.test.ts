import { contract, errorTable } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeStaff } from '../access/role.factory.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { addPeople, addTier, makeLottery, runCommands } from './lottery-stage.factory.js';

const nd = contract.lotteryNd;
const c = contract.lottery;

describe('setting up a lottery: look, draw options and tiers', () => {
  const { t, organiser } = organiserApp();

  const as = (token = organiser.token) => ({ token });

  it('reads a new lottery with every default and the trial capacity of a draft', async () => {
    const activity = await makeLottery(t, organiser, { draft: true });
    const res = await t.call(c.settings, { activity_id: activity.id }, as());
    expect(res.body.data).toMatchObject({
      activity_id: activity.id,
      tiers: [],
      capacity: 10,
      settings: {
        look: { animation: 'sphere', theme_color: '#D4380D' },
        draw: { pool_source: 'both', one_win_per_person: true, page_size: 50, masked_display: false },
        signin: { open: true },
        barrage: { moderation: 'pre', rate_per_minute: 6 },
      },
    });
  });

  it('saves the big screen look and the draw options, and reads them back', async () => {
    const activity = await makeLottery(t, organiser);
    const look = { title: '2026 年会', logo: '/u/logo.png', background: '/u/bg.mp4', background_kind: 'video' };
    const saved = await t.call(
      nd.site,
      { activity_id: activity.id, ...look, animation: 'wall', music: '/u/m.mp3' },
      as(),
    );
    expect(saved.body.data).toMatchObject({ ...look, animation: 'wall', theme_color: '#D4380D' });
    await t.call(nd.config, { activity_id: activity.id, pool_source: 'signed', page_size: 20 }, as());
    const read = (await t.call(c.settings, { activity_id: activity.id }, as())).body.data.settings;
    expect(read.look).toMatchObject({ title: '2026 年会', animation: 'wall', music: '/u/m.mp3' });
    expect(read.draw).toMatchObject({ pool_source: 'signed', page_size: 20, one_win_per_person: true });
  });

  it('saves only the fields sent: a title alone keeps the music, background and the other options', async () => {
    const activity = await makeLottery(t, organiser);
    const look = { title: '年会', music: '/u/m.mp3', background: '/u/bg.mp4', background_kind: 'video' as const };
    await t.call(nd.site, { activity_id: activity.id, ...look, animation: 'wall' }, as());
    await t.call(nd.config, { activity_id: activity.id, pool_source: 'signed', page_size: 20 }, as());

    const titled = await t.call(nd.site, { activity_id: activity.id, title: '2026 年会' }, as());
    expect(titled.body.data).toMatchObject({ ...look, title: '2026 年会', animation: 'wall', theme_color: '#D4380D' });
    const masked = await t.call(nd.config, { activity_id: activity.id, masked_display: true }, as());
    expect(masked.body.data).toMatchObject({ pool_source: 'signed', page_size: 20, masked_display: true });
    expect((await t.call(nd.site, { activity_id: activity.id, music: '' }, as())).body.data.music).toBe('');

    const read = (await t.call(c.settings, { activity_id: activity.id }, as())).body.data.settings;
    expect(read.look).toMatchObject({ title: '2026 年会', music: '', background: '/u/bg.mp4', animation: 'wall' });
    expect(read.draw).toMatchObject({ pool_source: 'signed', page_size: 20, masked_display: true });
    expect((await t.call(nd.site, { activity_id: activity.id, title: 'x'.repeat(41) }, as())).body).toMatchObject({
      code: 400,
      msg: '大屏标题不能超过40个字',
    });
  });

  it('refuses a bad look or options with the field’s message', async () => {
    const activity = await makeLottery(t, organiser);
    expect((await t.call(nd.site, { activity_id: activity.id, theme_color: 'red' }, as())).body.msg).toBe(
      '主题色不正确',
    );
    expect((await t.call(nd.site, { activity_id: activity.id, animation: 'cube' }, as())).body.msg).toBe(
      '动画样式不正确',
    );
    expect((await t.call(nd.config, { activity_id: activity.id, page_size: 500 }, as())).body.msg).toBe(
      '每页显示1到200人',
    );
  });

  it('adds tiers with the default per-spin count, lists them in order, edits and deletes one', async () => {
    const activity = await makeLottery(t, organiser);
    const big = await addTier(t, organiser, activity.id, { name: '三等奖', count: 300, sort: 3 });
    expect(big).toMatchObject({ per_spin: 200, remaining: 300, won: 0, draws: 0, groups: [] });
    const top = await addTier(t, organiser, activity.id, {
      name: '一等奖',
      prize_title: '笔记本电脑',
      prize_image: '/u/pc.png',
      count: 2,
      groups: ['A', 'B', 'A'],
      sort: 1,
    });
    expect(top).toMatchObject({ per_spin: 2, groups: ['A', 'B'] });
    const listed = (await t.call(nd.list, { activity_id: activity.id }, as())).body.data;
    expect(listed.map((x) => x.name)).toEqual(['一等奖', '三等奖']);

    const edited = await t.call(
      nd.add,
      { activity_id: activity.id, id: big.id, name: '三等奖', count: 100, per_spin: 50 },
      as(),
    );
    expect(edited.body.data).toMatchObject({ id: big.id, count: 100, per_spin: 50 });
    expect((await t.call(nd.delete, { activity_id: activity.id, id: big.id }, as())).body.code).toBe(200);
    expect((await t.call(nd.list, { activity_id: activity.id }, as())).body.data).toHaveLength(1);
    expect((await t.call(nd.delete, { activity_id: activity.id, id: big.id }, as())).body.error).toBe(
      'LOTTERY_TIER_NOT_FOUND',
    );
  });

  it('refuses a per-spin count above the tier’s count, a count out of range, and an empty name', async () => {
    const activity = await makeLottery(t, organiser);
    const add = (input: Record<string, unknown>) => t.call(nd.add, { activity_id: activity.id, ...input }, as());
    expect((await add({ name: '一等奖', count: 5, per_spin: 6 })).body.msg).toBe('每次抽取人数不能多于中奖人数');
    expect((await add({ name: '一等奖', count: 1001 })).body.msg).toBe('中奖人数为1到1000人');
    expect((await add({ name: ' ', count: 1 })).body.msg).toBe('请输入奖项名称');
    expect((await t.call(nd.list, { activity_id: activity.id }, as())).body.data).toEqual([]);
  });

  it('keeps a drawn tier: no deleting it, and no count below what it has given', async () => {
    const activity = await makeLottery(t, organiser);
    await addPeople(t, activity, 5);
    const tier = await addTier(t, organiser, activity.id, { name: '一等奖', count: 3 });
    await runCommands(t, organiser, activity.id, [['open'], ['spin'], ['stop']]);
    expect((await t.call(nd.delete, { activity_id: activity.id, id: tier.id }, as())).body).toMatchObject({
      code: 400,
      msg: '该奖项已开奖，不能删除',
    });
    const shrink = await t.call(nd.add, { activity_id: activity.id, id: tier.id, name: '一等奖', count: 2 }, as());
    expect(shrink.body.msg).toBe('中奖人数不能少于该奖项已抽出的人数');
    const grow = await t.call(nd.add, { activity_id: activity.id, id: tier.id, name: '一等奖', count: 4 }, as());
    expect(grow.body.data).toMatchObject({ won: 3, remaining: 1, draws: 1 });
  });

  it("answers another organiser's lottery as missing on every set-up, audit and claim call", async () => {
    const activity = await makeLottery(t, organiser);
    const tier = await addTier(t, organiser, activity.id, { name: '一等奖', count: 1 });
    const stranger = await makeCustomer(t);
    const id = activity.id;
    const calls = [
      t.call(nd.config, { activity_id: id, page_size: 10 }, as(stranger.token)),
      t.call(nd.list, { activity_id: id }, as(stranger.token)),
      t.call(nd.add, { activity_id: id, name: '偷加', count: 1 }, as(stranger.token)),
      t.call(nd.add, { activity_id: id, id: tier.id, name: '偷改', count: 1 }, as(stranger.token)),
      t.call(nd.delete, { activity_id: id, id: tier.id }, as(stranger.token)),
      t.call(nd.site, { activity_id: id, title: '偷改' }, as(stranger.token)),
      t.call(c.settings, { activity_id: id }, as(stranger.token)),
      t.call(c.audit, { activity_id: id }, as(stranger.token)),
      t.call(c.claims, { activity_id: id }, as(stranger.token)),
      t.call(c.claimVerify, { activity_id: id, winner_id: 1 }, as(stranger.token)),
      t.call(c.stage, { activity_id: id }, as(stranger.token)),
      t.call(c.command, { activity_id: id, command: 'open', from_version: 0 }, as(stranger.token)),
      t.call(c.hostLink, { activity_id: id }, as(stranger.token)),
    ];
    for (const res of await Promise.all(calls)) expect(res.body).toMatchObject({ code: 600, msg: '活动不存在' });
    const mine = (await t.call(nd.list, { activity_id: id }, as())).body.data;
    expect(mine).toMatchObject([{ id: tier.id, name: '一等奖' }]);
    expect((await t.call(c.settings, { activity_id: id }, as())).body.data.settings.look.title).toBe('');
  });

  it('refuses an activity of another kind, and staff without the activity page', async () => {
    const quiz = await makeLiveActivity(t, organiser.customer, 3);
    expect((await t.call(nd.list, { activity_id: quiz.id }, as())).body.error).toBe('ACTIVITY_KIND_MISMATCH');
    const activity = await makeLottery(t, organiser);
    const without = await makeStaff(t, organiser, { pages: ['user/user_order'] });
    const granted = await makeStaff(t, organiser, { pages: ['activity/manage'] });
    expect((await t.call(nd.list, { activity_id: activity.id }, as(without.token))).body.msg).toBe(
      errorTable.AUTH_FORBIDDEN.msg,
    );
    expect(
      (await t.call(nd.add, { activity_id: activity.id, name: '一等奖', count: 1 }, as(granted.token))).body.code,
    ).toBe(200);
  });
});
