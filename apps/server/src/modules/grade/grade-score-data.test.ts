import { contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { activityOwner } from '../activity/index.js';
import { addContestants, addItems, addJudges, addRound, makeGrade } from './grade.factory.js';
import { gradeAudienceScores, gradeScores } from './grade.table.js';

const data = contract.gradeUserData;

describe('the score data calls', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  const as = () => ({ token: organiser.token });

  /** Two rounds; in the first, two judges scored two contestants a minute apart, and two audience scores each. */
  const staged = async () => {
    const activity = await makeGrade(t, organiser);
    const round = (await addRound(t, activity, '初赛'))!;
    const later = (await addRound(t, activity, '决赛'))!;
    const [item] = await addItems(t, activity, round.id, [{ name: '综合' }]);
    const [laterItem] = await addItems(t, activity, later.id, [{ name: '综合' }]);
    const people = await addContestants(t, activity, round.id, 2);
    const judges = await addJudges(t, activity, round.id, 2);
    const [laterJudge] = await addJudges(t, activity, later.id, 1);
    const [finalist] = await addContestants(t, activity, later.id, 1);
    const scoreIds: number[] = [];
    for (const judge of judges) {
      for (const [i, person] of people.entries()) {
        t.clock.advance(60_000);
        const res = await t.call(contract.gradePhone.score, {
          key: judge.key,
          contestant_id: person.id,
          items: [{ item_id: item!.id, score: 5 + i }],
        });
        scoreIds.push(res.body.data.id);
      }
    }
    await t.call(contract.gradePhone.score, {
      key: laterJudge!.key,
      contestant_id: finalist!.id,
      items: [{ item_id: laterItem!.id, score: 9 }],
    });
    const audience = await t.deps.db
      .insert(gradeAudienceScores)
      .values(
        [...people, ...people, finalist!].map((person, i) => ({
          ...activityOwner(activity),
          roundId: i < 4 ? round.id : later.id,
          contestantId: person.id,
          participantId: 500 + i,
          who: `观众${i}`,
          score: 6,
          createdAt: new Date(t.clock.now().getTime() + i * 1_000),
        })),
      )
      .returning();
    return { activity, round, later, people, judges, scoreIds, audience };
  };

  const countOf = async (table: typeof gradeScores | typeof gradeAudienceScores, activityId: number) =>
    (await t.deps.db.select().from(table).where(eq(table.activityId, activityId))).length;

  it("lists a round's judges' scores newest first, by contestant and by judge", async () => {
    const { activity, round, people, judges, scoreIds } = await staged();
    const all = (await t.call(data.judgesScore, { activity_id: activity.id, round_id: round.id }, as())).body.data;
    expect(all.total).toBe(4);
    expect(all.list.map((s) => s.id)).toEqual([...scoreIds].reverse());
    expect(all.list[0]).toMatchObject({ judge_name: '评委2', contestant_id: people[1]!.id, total: 6 });

    const filtered = await t.call(
      data.judgesScore,
      { activity_id: activity.id, round_id: round.id, contestant_id: people[0]!.id, judge_id: judges[0]!.id },
      as(),
    );
    expect(filtered.body.data.list.map((s) => s.id)).toEqual([scoreIds[0]]);
    const paged = await t.call(
      data.judgesScore,
      { activity_id: activity.id, round_id: round.id, limit: 3, page: 2 },
      as(),
    );
    expect(paged.body.data).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(paged.body.data.list.map((s) => s.id)).toEqual([scoreIds[0]]);
  });

  it("lists a round's audience scores newest first with the contestant's name", async () => {
    const { activity, round, people, audience } = await staged();
    const res = await t.call(
      data.audienceScore,
      { activity_id: activity.id, round_id: round.id, contestant_id: people[0]!.id },
      as(),
    );
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.list.map((s) => [s.id, s.contestant_name, s.who])).toEqual([
      [audience[2]!.id, '选手1', '观众2'],
      [audience[0]!.id, '选手1', '观众0'],
    ]);
  });

  it('deletes only rows of the activity named', async () => {
    const { activity, scoreIds, audience } = await staged();
    const elsewhere = await staged();
    const judges = await t.call(
      data.judgesScoreDelete,
      { activity_id: activity.id, ids: [scoreIds[0]!, elsewhere.scoreIds[0]!] },
      as(),
    );
    expect(judges.body.data).toEqual({ deleted: 1 });
    const crowd = await t.call(
      data.audienceScoreDelete,
      { activity_id: activity.id, ids: [audience[0]!.id, elsewhere.audience[0]!.id] },
      as(),
    );
    expect(crowd.body.data).toEqual({ deleted: 1 });
    expect(await countOf(gradeScores, activity.id)).toBe(4);
    expect(await countOf(gradeScores, elsewhere.activity.id)).toBe(5);
    expect(await countOf(gradeAudienceScores, elsewhere.activity.id)).toBe(5);
  });

  it("clears a round's judges' or audience's scores, and both, leaving the other round's", async () => {
    const { activity, round } = await staged();
    const input = { activity_id: activity.id, round_id: round.id };
    expect((await t.call(data.judgesScoreInit, input, as())).body.data).toEqual({ deleted: 4 });
    expect(await countOf(gradeScores, activity.id)).toBe(1);
    expect((await t.call(data.audienceScoreInit, input, as())).body.data).toEqual({ deleted: 4 });
    expect(await countOf(gradeAudienceScores, activity.id)).toBe(1);

    const both = await staged();
    const all = await t.call(data.userScoreInit, { activity_id: both.activity.id, round_id: both.round.id }, as());
    expect(all.body.data).toEqual({ deleted: 8 });
    expect(await countOf(gradeScores, both.activity.id)).toBe(1);
    expect(await countOf(gradeAudienceScores, both.activity.id)).toBe(1);
  });

  it('removes every score of the contestants given in the round', async () => {
    const { activity, round, people } = await staged();
    const res = await t.call(
      data.userScoreDelete,
      { activity_id: activity.id, round_id: round.id, contestant_ids: [people[0]!.id] },
      as(),
    );
    expect(res.body.data).toEqual({ deleted: 4 });
    const left = (await t.call(data.judgesScore, { activity_id: activity.id, round_id: round.id }, as())).body.data;
    expect(left.list.map((s) => s.contestant_id)).toEqual([people[1]!.id, people[1]!.id]);
  });

  it('answers another organiser ACTIVITY_NOT_FOUND on every call and changes nothing', async () => {
    const { activity, round, people, scoreIds, audience } = await staged();
    const theirs = { token: other.token };
    const byRound = { activity_id: activity.id, round_id: round.id };
    const calls = [
      t.call(data.judgesScore, byRound, theirs),
      t.call(data.audienceScore, byRound, theirs),
      t.call(data.userScore, byRound, theirs),
      t.call(data.judgesScoreDelete, { activity_id: activity.id, ids: scoreIds }, theirs),
      t.call(data.audienceScoreDelete, { activity_id: activity.id, ids: audience.map((a) => a.id) }, theirs),
      t.call(data.judgesScoreInit, byRound, theirs),
      t.call(data.audienceScoreInit, byRound, theirs),
      t.call(data.userScoreInit, byRound, theirs),
      t.call(data.userScoreDelete, { ...byRound, contestant_ids: people.map((p) => p.id) }, theirs),
    ];
    for (const res of await Promise.all(calls)) expect(res.body.error).toBe('ACTIVITY_NOT_FOUND');
    expect(await countOf(gradeScores, activity.id)).toBe(5);
    expect(await countOf(gradeAudienceScores, activity.id)).toBe(5);
  });

  it('answers GRADE_ROUND_NOT_FOUND for a round of another activity', async () => {
    const { activity } = await staged();
    const elsewhere = await staged();
    const crossed = { activity_id: activity.id, round_id: elsewhere.round.id };
    for (const e of [
      data.judgesScore,
      data.audienceScore,
      data.judgesScoreInit,
      data.audienceScoreInit,
      data.userScoreInit,
    ]) {
      expect((await t.call(e, crossed, as())).body.error).toBe('GRADE_ROUND_NOT_FOUND');
    }
    expect(await countOf(gradeScores, elsewhere.activity.id)).toBe(5);
  });
});
