import { contract } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { activityOwner } from '../activity/index.js';
import { addContestants, addItems, addJudges, addRound, makeGrade } from './grade.factory.js';
import { gradeEntries, gradeRounds } from './grade.table.js';

describe("promoting a round's top contestants", () => {
  const { t, organiser, other } = organiserApp({ other: true });

  /** 选手1…5 scored 9, 8, 8, 7 and nothing by the one judge (mean), and a final with one contestant of its own. */
  const staged = async () => {
    const activity = await makeGrade(t, organiser);
    const heats = (await addRound(t, activity, '初赛', { method: 'mean' }))!;
    const final = (await addRound(t, activity, '决赛'))!;
    const [item] = await addItems(t, activity, heats.id, [{ name: '综合' }]);
    const people = await addContestants(t, activity, heats.id, 5);
    const [own] = await addContestants(t, activity, final.id, 1);
    const [judge] = await addJudges(t, activity, heats.id, 1);
    for (const [i, score] of [9, 8, 8, 7].entries()) {
      const res = await t.call(contract.gradePhone.score, {
        key: judge!.key,
        contestant_id: people[i]!.id,
        items: [{ item_id: item!.id, score }],
      });
      expect(res.body.code).toBe(200);
    }
    return { activity, heats, final, people, own: own! };
  };

  const promote = (round_id: number, to_round_id: number, top: number, token = organiser.token) =>
    t.call(contract.grade.promote, { round_id, to_round_id, top }, { token });

  const entriesOf = async (roundId: number) =>
    (
      await t.deps.db
        .select()
        .from(gradeEntries)
        .where(eq(gradeEntries.roundId, roundId))
        .orderBy(asc(gradeEntries.sort), asc(gradeEntries.id))
    ).map((e) => e.contestantId);

  const fromOf = async (roundId: number) =>
    (await t.deps.db.select().from(gradeRounds).where(eq(gradeRounds.id, roundId)))[0]!.fromRoundId;

  it('takes everyone tied at the cut, after the round’s own contestants in rank order, and remembers the source', async () => {
    const { heats, final, people, own } = await staged();
    const res = await promote(heats.id, final.id, 2);
    expect(res.body.data).toEqual({ promoted: 3, contestant_ids: [people[0]!.id, people[1]!.id, people[2]!.id] });
    expect(await entriesOf(final.id)).toEqual([own.id, people[0]!.id, people[1]!.id, people[2]!.id]);
    expect(await fromOf(final.id)).toBe(heats.id);

    const again = await promote(heats.id, final.id, 2);
    expect(again.body.data).toEqual({ promoted: 0, contestant_ids: [] });
    expect(await entriesOf(final.id)).toHaveLength(4);
  });

  it('skips contestants already in the target and never promotes one without a result', async () => {
    const { activity, heats, final, people, own } = await staged();
    await t.deps.db
      .insert(gradeEntries)
      .values({ ...activityOwner(activity), roundId: final.id, contestantId: people[1]!.id, sort: 1 });
    const res = await promote(heats.id, final.id, 50);
    expect(res.body.data).toEqual({ promoted: 3, contestant_ids: [people[0]!.id, people[2]!.id, people[3]!.id] });
    expect(await entriesOf(final.id)).toEqual([own.id, people[1]!.id, people[0]!.id, people[2]!.id, people[3]!.id]);
  });

  it('refuses the same round, a round of another activity, and another organiser, changing nothing', async () => {
    const { heats, final, own } = await staged();
    expect((await promote(heats.id, heats.id, 2)).body.error).toBe('GRADE_PROMOTE_SAME_ROUND');
    const elsewhere = await staged();
    expect((await promote(heats.id, elsewhere.final.id, 2)).body.error).toBe('GRADE_ROUND_NOT_FOUND');
    expect((await promote(heats.id, final.id, 2, other.token)).body.error).toBe('GRADE_ROUND_NOT_FOUND');
    expect((await promote(heats.id, final.id, 0)).body.code).toBe(400);
    expect(await entriesOf(final.id)).toEqual([own.id]);
    expect(await entriesOf(elsewhere.final.id)).toEqual([elsewhere.own.id]);
    expect(await fromOf(final.id)).toBeNull();
    expect(await fromOf(elsewhere.final.id)).toBeNull();
  });

  it('lets two promotions at once add each contestant once', async () => {
    const { heats, final, people, own } = await staged();
    const both = await Promise.all([promote(heats.id, final.id, 1), promote(heats.id, final.id, 4)]);
    expect(both.map((r) => r.body.code)).toEqual([200, 200]);
    expect(both.reduce((n, r) => n + r.body.data.promoted, 0)).toBe(4);
    expect((await entriesOf(final.id)).sort()).toEqual([own.id, ...people.slice(0, 4).map((p) => p.id)].sort());
  });
});
