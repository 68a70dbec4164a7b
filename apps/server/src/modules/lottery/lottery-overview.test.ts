import { contract, errorTable } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeStaff } from '../access/role.factory.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { addPeople, addTier, makeLottery, runCommands } from './lottery-stage.factory.js';

const c = contract.lottery;

describe('the lottery list’s overview: every row of a page in one call', () => {
  const { t, organiser } = organiserApp();

  const as = (token = organiser.token) => ({ token });

  it('answers each lottery’s people, sign-ins, sign-in state, tiers in show order and spins, in the order asked', async () => {
    const drawn = await makeLottery(t, organiser);
    await addPeople(t, drawn, 5, (i) => ({ signedAt: i < 3 ? t.clock.now() : null }));
    const second = await addTier(t, organiser, drawn.id, { name: '二等奖', count: 2, sort: 2 });
    const first = await addTier(t, organiser, drawn.id, { name: '一等奖', count: 1, sort: 1 });
    await runCommands(t, organiser, drawn.id, [['open', { tier_id: first.id }], ['spin'], ['stop'], ['open']]);
    const closed = await makeLottery(t, organiser, { draft: true });
    await t.call(contract.lotterySignin.saveSite, { activity_id: closed.id, open: false }, as());

    const res = await t.call(c.overview, { activity_ids: [closed.id, drawn.id, closed.id] }, as());
    expect(res.body.data).toEqual([
      { activity_id: closed.id, code: closed.code, people: 0, signed: 0, signin_open: false, tiers: [], draws: 0 },
      {
        activity_id: drawn.id,
        code: drawn.code,
        people: 5,
        signed: 3,
        signin_open: true,
        tiers: [
          { id: first.id, name: '一等奖', count: 1 },
          { id: second.id, name: '二等奖', count: 2 },
        ],
        // The second tier was opened but never spun: not a spin.
        draws: 1,
      },
    ]);
  });

  it('refuses a page holding another organiser’s lottery, and shows nothing of it', async () => {
    const mine = await makeLottery(t, organiser);
    const stranger = await makeCustomer(t);
    const theirs = await makeLottery(t, stranger);
    await addPeople(t, theirs, 2);
    const res = await t.call(c.overview, { activity_ids: [mine.id, theirs.id] }, as());
    expect(res.body).toMatchObject({ code: 600, msg: '活动不存在', data: null });
    expect((await t.call(c.overview, { activity_ids: [mine.id] }, as(stranger.token))).body.msg).toBe('活动不存在');
  });

  it('refuses an activity of another kind, bad ids, and staff without the activity page', async () => {
    const quiz = await makeLiveActivity(t, organiser.customer, 3);
    const lottery = await makeLottery(t, organiser);
    expect((await t.call(c.overview, { activity_ids: [lottery.id, quiz.id] }, as())).body.error).toBe(
      'ACTIVITY_KIND_MISMATCH',
    );
    expect((await t.call(c.overview, { activity_ids: [] }, as())).body).toMatchObject({ code: 400, msg: '请选择活动' });
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await t.call(c.overview, { activity_ids: tooMany }, as())).body.msg).toBe('每次最多查询100个活动');
    const without = await makeStaff(t, organiser, { pages: ['user/user_order'] });
    const granted = await makeStaff(t, organiser, { pages: ['activity/manage'] });
    expect((await t.call(c.overview, { activity_ids: [lottery.id] }, as(without.token))).body.msg).toBe(
      errorTable.AUTH_FORBIDDEN.msg,
    );
    expect((await t.call(c.overview, { activity_ids: [lottery.id] }, as(granted.token))).body.data).toHaveLength(1);
  });
});
