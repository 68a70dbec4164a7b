import { contract } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { makeStaff } from '../access/role.factory.js';
import { activityOwner } from '../activity/index.js';
import { makeGame } from '../game/game-play.factory.js';
import { lotteryMessages } from './lottery.table.js';
import { addPeople, addTier, makeLottery, runCommands } from './lottery-stage.factory.js';

const c = contract.lottery;

describe('hosting a lottery and its public big screen', () => {
  const { t, organiser } = organiserApp();

  const keyOf = async (activityId: number) =>
    (await t.call(c.stage, { activity_id: activityId }, { token: organiser.token })).body.data.host_key;

  it('lets the host link drive the stage without logging in, until a new key is issued or it is revoked', async () => {
    const activity = await makeLottery(t, organiser);
    await addTier(t, organiser, activity.id, { name: '一等奖', count: 1 });
    const key = await keyOf(activity.id);
    const opened = await t.call(c.stage, { host_key: key });
    expect(opened.body.data.stage).toMatchObject({ activity_id: activity.id, phase: 'wall' });
    const moved = await t.call(c.command, { host_key: key, command: 'open', from_version: 0 });
    expect(moved.body.data).toMatchObject({ applied: true, console: { stage: { phase: 'ready' } } });

    const fresh = (await t.call(c.hostLink, { activity_id: activity.id }, { token: organiser.token })).body.data
      .host_key;
    expect(fresh).not.toBe(key);
    expect((await t.call(c.stage, { host_key: key })).body).toMatchObject({
      code: 400,
      msg: '主持链接已失效，请向主办方索取新链接',
    });
    expect((await t.call(c.stage, { host_key: fresh })).body.code).toBe(200);
    const revoked = await t.call(c.hostLink, { activity_id: activity.id, revoke: true }, { token: organiser.token });
    expect(revoked.body.data.host_key).toBe('');
    expect((await t.call(c.stage, { host_key: fresh })).body.error).toBe('GAME_HOST_KEY_INVALID');
  });

  it("opens each kind's console only with its own host link", async () => {
    const lottery = await makeLottery(t, organiser);
    const { activity: quiz } = await makeGame(t, organiser);
    const lotteryKey = await keyOf(lottery.id);
    const quizKey = (await t.call(contract.game.init, { activity_id: quiz.id }, { token: organiser.token })).body.data
      .host_key;
    expect((await t.call(contract.game.init, { host_key: lotteryKey })).body.error).toBe('ACTIVITY_KIND_MISMATCH');
    expect((await t.call(c.stage, { host_key: quizKey })).body.error).toBe('ACTIVITY_KIND_MISMATCH');
    expect((await t.call(c.command, { host_key: quizKey, command: 'end', from_version: 0 })).body.error).toBe(
      'ACTIVITY_KIND_MISMATCH',
    );
    expect((await t.call(c.stage, { activity_id: quiz.id }, { token: organiser.token })).body.error).toBe(
      'ACTIVITY_KIND_MISMATCH',
    );
  });

  it('refuses a call with neither login nor key, and staff without the activity page', async () => {
    const activity = await makeLottery(t, organiser);
    expect((await t.call(c.stage, {})).body).toMatchObject({ code: 400, msg: '请先登录或使用主持链接' });
    expect((await t.call(c.stage, { activity_id: activity.id })).body).toMatchObject({ code: 500, msg: '请先登录' });
    const without = await makeStaff(t, organiser, { pages: ['user/user_order'] });
    const granted = await makeStaff(t, organiser, { pages: ['activity/manage'] });
    const command = { activity_id: activity.id, command: 'barrage', from_version: 0 };
    expect((await t.call(c.command, command, { token: without.token })).body.msg).toBe('没有权限进行此操作');
    expect((await t.call(c.command, command, { token: granted.token })).body.data.applied).toBe(true);
  });

  it('shows the hall the stage, look, tiers, newest sign-ins and approved barrage by the code alone', async () => {
    const activity = await makeLottery(t, organiser);
    await t.call(
      contract.lotteryNd.site,
      { activity_id: activity.id, title: '年会抽奖', animation: 'wall' },
      { token: organiser.token },
    );
    await t.call(
      contract.lotteryNd.config,
      { activity_id: activity.id, masked_display: true },
      { token: organiser.token },
    );
    const signedAt = (i: number) => new Date(t.clock.now().getTime() + i * 1000);
    await addPeople(t, activity, 3, (i) => ({ name: `李${'一二三'[i]}四`, signedAt: i < 2 ? signedAt(i) : null }));
    await t.deps.db.insert(lotteryMessages).values([
      { ...activityOwner(activity), name: '李一四', text: '新年快乐', status: 'approved' },
      { ...activityOwner(activity), name: '李二四', text: '待审核', status: 'pending' },
      { ...activityOwner(activity), text: '欢迎各位来宾', status: 'approved', system: true },
    ]);
    const tier = await addTier(t, organiser, activity.id, { name: '一等奖', prize_title: '电脑', count: 1 });
    const screen = await t.call(c.screen, { code: activity.code! });
    expect(screen.body.data).toMatchObject({
      activity_id: activity.id,
      title: '年会抽奖',
      link: `/h5/${activity.code}`,
      look: { animation: 'wall' },
      masked_display: true,
      stage: { phase: 'wall', signed_count: 2 },
      tiers: [{ id: tier.id, name: '一等奖', prize_title: '电脑', count: 1, won: 0, remaining: 1 }],
      wall: [{ name: '李*四' }, { name: '李*四' }],
      messages: [
        { text: '新年快乐', system: false },
        { text: '欢迎各位来宾', system: true },
      ],
    });
    expect((await t.call(c.screen, { code: 'NOSUCHCODE1' })).body.msg).toBe('活动不存在或已下线');
    const { activity: quiz } = await makeGame(t, organiser);
    expect((await t.call(c.screen, { code: quiz.code! })).body.error).toBe('H5_ACTIVITY_UNAVAILABLE');
  });

  it('keeps the seed and the winners off the screen until the draw is stopped', async () => {
    const activity = await makeLottery(t, organiser);
    await addPeople(t, activity, 5);
    await addTier(t, organiser, activity.id, { name: '一等奖', count: 2 });
    await runCommands(t, organiser, activity.id, [['open'], ['spin']]);
    const spinning = (await t.call(c.screen, { code: activity.code! })).body.data.stage;
    expect(spinning).toMatchObject({ phase: 'spinning', seed: '', winners: [], pool_size: 5 });
    const audit = (await t.call(c.audit, { activity_id: activity.id }, { token: organiser.token })).body.data.list[0]!;
    expect(audit).toMatchObject({ seed: '', winner_ids: [], winners: [], stopped_at: null });
    await runCommands(t, organiser, activity.id, [['stop']]);
    const shown = (await t.call(c.screen, { code: activity.code! })).body.data.stage;
    expect(shown.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(shown.winners).toHaveLength(2);
  });
});
