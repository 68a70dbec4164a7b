import { contract } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { enterAs } from '../activity/participant.factory.js';
import { addTier, makeLottery, runCommands } from './lottery-stage.factory.js';

const c = contract.lottery;
type Lottery = Awaited<ReturnType<typeof makeLottery>>;

describe('the host reviews same-name sign-ins and leaves people out before a tier is drawn, as the audit shows', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  const as = (a: Account) => ({ token: a.token });

  const signIn = async (lottery: Lottery, name: string) => {
    const { ticket } = await enterAs(t, lottery);
    return (await t.call(contract.lotteryPhone.signIn, { ticket, name, values: {} })).body.data.me!.person_id;
  };
  const hostKeyOf = async (lottery: Lottery) =>
    (await t.call(c.stage, { activity_id: lottery.id }, as(organiser))).body.data.host_key;
  const audit = async (lottery: Lottery) =>
    (await t.call(c.audit, { activity_id: lottery.id }, as(organiser))).body.data.list;

  it('lists signed-in people who share a name, and the host link leaves one out of every later spin', async () => {
    const lottery = await makeLottery(t, organiser);
    const [first, second] = [await signIn(lottery, '张三'), await signIn(lottery, '张三')];
    await signIn(lottery, '李四');
    await signIn(lottery, '王五');
    const consoleBefore = (await t.call(c.stage, { activity_id: lottery.id }, as(organiser))).body.data;
    expect(consoleBefore.same_name).toEqual([
      {
        name: '张三',
        people: [expect.objectContaining({ person_id: first }), expect.objectContaining({ person_id: second })],
      },
    ]);
    const list = (await t.call(c.people, { activity_id: lottery.id, limit: 10 }, as(organiser))).body.data.list;
    expect(Object.fromEntries(list.map((p) => [p.id, p.same_name]))).toMatchObject({ [first]: 1, [second]: 1 });
    expect(
      list
        .filter((p) => p.same_name === 0)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['李四', '王五']);

    const host_key = await hostKeyOf(lottery);
    const excluded = await t.call(c.exclude, { host_key, person_ids: [second] });
    expect(excluded.body.data.same_name).toEqual([]);
    expect(excluded.body.data.eligible_count).toBe(3);

    const tier = await addTier(t, organiser, lottery.id, { name: '一等奖', prize_title: '手机', count: 3 });
    await runCommands(t, organiser, lottery.id, [['open', { tier_id: tier.id, count: 3 }], ['spin'], ['stop']]);
    const [draw] = await audit(lottery);
    expect(draw?.pool_ids).not.toContain(second);
    expect(draw?.pool_ids).toContain(first);
    expect(draw?.pool_changes).toEqual([
      expect.objectContaining({ person_id: second, name: '张三', change: 'excluded', by: 'host' }),
    ]);
  });

  it('keeps the organiser’s changes for the draw they precede, not for the one before', async () => {
    const lottery = await makeLottery(t, organiser);
    const ids = [await signIn(lottery, '甲'), await signIn(lottery, '乙'), await signIn(lottery, '丙')];
    const first = await addTier(t, organiser, lottery.id, { name: '三等奖', prize_title: '杯子', count: 1 });
    await runCommands(t, organiser, lottery.id, [['open', { tier_id: first.id }], ['spin'], ['stop']]);
    t.clock.advance(1000);
    const left = (await audit(lottery))[0]!.winner_ids[0]!;
    const out = ids.find((id) => id !== left)!;
    const res = await t.call(c.personEligible, { activity_id: lottery.id, ids: [out], eligible: false }, as(organiser));
    expect(res.body.data.affected).toBe(1);
    t.clock.advance(1000);
    const second = await addTier(t, organiser, lottery.id, { name: '二等奖', prize_title: '耳机', count: 1 });
    await runCommands(t, organiser, lottery.id, [['wall'], ['open', { tier_id: second.id }], ['spin'], ['stop']]);
    const [latest, earlier] = await audit(lottery);
    expect(latest?.pool_changes).toMatchObject([{ person_id: out, change: 'excluded', by: 'organiser' }]);
    expect(earlier?.pool_changes).toEqual([]);
    expect(latest?.pool_ids).not.toContain(out);
  });

  it("refuses to leave out another organiser's people", async () => {
    const theirs = await makeLottery(t, other);
    const person = await signIn(theirs, '赵六');
    const res = await t.call(c.exclude, { activity_id: theirs.id, person_ids: [person] }, as(organiser));
    expect(res.body.code).not.toBe(200);
    const list = await t.call(c.people, { activity_id: theirs.id, limit: 10 }, as(other));
    expect(list.body.data.list[0]).toMatchObject({ id: person, eligible: true });
  });
});
