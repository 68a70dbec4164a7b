import { contract } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { addPeople, addTier, makeLottery, runCommands } from './lottery-stage.factory.js';

const c = contract.lottery;
const nd = contract.lotteryNd;

describe('copying a big-screen lottery', () => {
  const { t, organiser } = organiserApp();

  const as = () => ({ token: organiser.token });
  const settingsOf = async (activityId: number) =>
    (await t.call(c.settings, { activity_id: activityId }, as())).body.data;

  it('keeps the settings and tiers with every prize to draw again, and leaves people and draws behind', async () => {
    const original = await makeLottery(t, organiser);
    await t.call(nd.site, { activity_id: original.id, title: '2026 年会', animation: 'wall' }, as());
    await t.call(nd.config, { activity_id: original.id, one_win_per_person: false, page_size: 20 }, as());
    const first = await addTier(t, organiser, original.id, { name: '一等奖', prize_title: '电脑', count: 2, sort: 2 });
    await addTier(t, organiser, original.id, { name: '二等奖', count: 5, groups: ['A组'], sort: 1 });
    await addPeople(t, original, 3);
    await runCommands(t, organiser, original.id, [['open', { tier_id: first.id }], ['spin'], ['stop']]);

    const copied = await t.call(contract.activity.copy, { activity_id: original.id }, as());
    expect(copied.body.code).toBe(200);
    const copy = await settingsOf(copied.body.data.id);
    const before = await settingsOf(original.id);
    expect(copy.settings).toEqual(before.settings);
    expect(copy.settings).toMatchObject({ look: { title: '2026 年会', animation: 'wall' }, draw: { page_size: 20 } });
    expect(
      copy.tiers.map((x) => [x.name, x.prize_title, x.count, x.per_spin, x.groups, x.sort, x.won, x.draws]),
    ).toEqual([
      ['二等奖', '', 5, 5, ['A组'], 1, 0, 0],
      ['一等奖', '电脑', 2, 2, [], 2, 0, 0],
    ]);
    expect(before.tiers.find((x) => x.id === first.id)).toMatchObject({ won: 2, draws: 1 });
    const people = await t.call(c.people, { activity_id: copied.body.data.id }, as());
    expect(people.body.data.total).toBe(0);
  });
});
