import { contract } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { enterAs } from '../activity/participant.factory.js';
import { addPeople, addTier, makeLottery, runCommands } from './lottery-stage.factory.js';

const c = contract.lottery;
const phone = contract.lotteryPhone;

describe("winners' prizes: claim forms on the phone and redemption in the back-office", () => {
  const { t, organiser } = organiserApp();

  const as = () => ({ token: organiser.token });
  const form = { name: '王小明', phone: '13900001111', address: '上海市浦东新区世纪大道100号' };

  /** A lottery where the only person, signed in on a phone, wins the only prize; `stopped` shows it. */
  const wonOnPhone = async (opts: { stopped?: boolean } = {}) => {
    const activity = await makeLottery(t, organiser);
    const entered = await enterAs(t, activity);
    const signed = await t.call(phone.signIn, { ticket: entered.ticket, name: '王小明' });
    expect(signed.body.code).toBe(200);
    await addTier(t, organiser, activity.id, { name: '一等奖', prize_title: '电脑', count: 1 });
    await runCommands(t, organiser, activity.id, [
      ['open'],
      ['spin'],
      ...(opts.stopped === false ? [] : [['stop'] as ['stop']]),
    ]);
    return { activity, ticket: entered.ticket };
  };

  const claimsOf = async (activityId: number, filter: Record<string, unknown> = {}) =>
    (await t.call(c.claims, { activity_id: activityId, ...filter }, as())).body.data;

  it('lets the winner fill the claim form, shows it on the claim list, and redeems the prize once', async () => {
    const { activity, ticket } = await wonOnPhone();
    const [prize] = (await claimsOf(activity.id)).list;
    expect(prize).toMatchObject({
      name: '王小明',
      tier_name: '一等奖',
      prize_title: '电脑',
      claim: null,
      redeemed_at: null,
    });

    const claimed = await t.call(phone.claim, { ticket, winner_id: prize!.winner_id, ...form });
    expect(claimed.body.data).toMatchObject({ winner_id: prize!.winner_id, prize_title: '电脑', claim: form });
    const info = (await t.call(phone.info, { ticket })).body.data;
    expect(info.wins).toMatchObject([{ winner_id: prize!.winner_id, claim: form, redeemed_at: null }]);

    const redeemed = await t.call(c.claimVerify, { activity_id: activity.id, winner_id: prize!.winner_id }, as());
    expect(redeemed.body.data.redeemed_at).not.toBeNull();
    expect(
      (await t.call(c.claimVerify, { activity_id: activity.id, winner_id: prize!.winner_id }, as())).body.msg,
    ).toBe('该奖品已核销');
    expect((await t.call(phone.claim, { ticket, winner_id: prize!.winner_id, ...form })).body.error).toBe(
      'LOTTERY_ALREADY_REDEEMED',
    );
    expect((await claimsOf(activity.id, { redeemed: 1 })).total).toBe(1);
    expect((await claimsOf(activity.id, { redeemed: 0 })).total).toBe(0);
  });

  it('keeps a prize off the phone and the claim list until the draw is stopped', async () => {
    const { activity, ticket } = await wonOnPhone({ stopped: false });
    expect((await claimsOf(activity.id)).total).toBe(0);
    expect((await t.call(phone.info, { ticket })).body.data.wins).toEqual([]);
  });

  it("refuses a claim on someone else's prize, before signing in, on an absent winner, and a bad form", async () => {
    const { activity, ticket } = await wonOnPhone();
    const [prize] = (await claimsOf(activity.id)).list;
    const other = await enterAs(t, activity);
    expect((await t.call(phone.claim, { ticket: other.ticket, winner_id: prize!.winner_id, ...form })).body.msg).toBe(
      '请先签到',
    );
    await t.call(phone.signIn, { ticket: other.ticket, name: '李四' });
    expect((await t.call(phone.claim, { ticket: other.ticket, winner_id: prize!.winner_id, ...form })).body.error).toBe(
      'LOTTERY_WINNER_NOT_FOUND',
    );
    expect((await t.call(phone.claim, { ticket, winner_id: prize!.winner_id, ...form, phone: '123' })).body.msg).toBe(
      '手机号格式错误',
    );
    await runCommands(t, organiser, activity.id, [['absent', { person_ids: [prize!.person_id] }]]);
    expect((await t.call(phone.claim, { ticket, winner_id: prize!.winner_id, ...form })).body.msg).toBe(
      '该中奖资格因缺席已被重抽',
    );
    expect((await claimsOf(activity.id)).total).toBe(0);
    expect(
      (await t.call(c.claimVerify, { activity_id: activity.id, winner_id: prize!.winner_id }, as())).body.error,
    ).toBe('LOTTERY_WINNER_ABSENT');
  });

  it('filters the claim list by tier and by name or phone', async () => {
    const activity = await makeLottery(t, organiser);
    // Each phone's last four digits are found in no other phone (13700000000's 0000 would match them all).
    await addPeople(t, activity, 6, (i) => ({ name: `赵${i}`, phone: `1370000${1000 + i}` }));
    const first = await addTier(t, organiser, activity.id, { name: '一等奖', count: 1, sort: 1 });
    await addTier(t, organiser, activity.id, { name: '二等奖', count: 2, sort: 2 });
    await runCommands(t, organiser, activity.id, [['open'], ['spin'], ['stop'], ['open'], ['spin'], ['stop']]);
    expect((await claimsOf(activity.id)).total).toBe(3);
    const top = await claimsOf(activity.id, { tier_id: first.id });
    expect(top.list.map((x) => x.tier_name)).toEqual(['一等奖']);
    const byPhone = await claimsOf(activity.id, { keyword: top.list[0]!.phone.slice(-4) });
    expect(byPhone.list.map((x) => x.winner_id)).toEqual([top.list[0]!.winner_id]);
  });
});
