import { contract } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { type ActivityRecord, activityOwner } from '../activity/index.js';
import { addContestants, addJudges, addRound, makeGrade } from './grade.factory.js';
import { gradeAudienceScores, gradeEntries, gradeScores } from './grade.table.js';

const saveRc = contract.gradeActivity.saveRc;
const drawOrder = contract.grade.drawOrder;

describe('a round’s contestants and their stage order', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  const as = (token = organiser.token) => ({ token });
  /** The factory's row is typed as possibly missing; an insert's returning row is always there. */
  const roundOf = async (activity: ActivityRecord, name?: string) => (await addRound(t, activity, name))!;

  const order = async (roundId: number) =>
    (
      await t.deps.db
        .select({ id: gradeEntries.contestantId, sort: gradeEntries.sort })
        .from(gradeEntries)
        .where(eq(gradeEntries.roundId, roundId))
        .orderBy(asc(gradeEntries.sort))
    ).map((e) => [e.id, e.sort]);

  /** Two rounds; the first has contestants 选手1…n, the second none. */
  const twoRounds = async (activity: ActivityRecord, n: number) => {
    const round = await roundOf(activity, '初赛');
    const next = await roundOf(activity, '决赛');
    return { round, next, contestants: await addContestants(t, activity, round.id, n) };
  };

  it('makes the list given the round’s contestants in that order', async () => {
    const activity = await makeGrade(t, organiser);
    const { round, next, contestants } = await twoRounds(activity, 3);
    const [a, b, c] = contestants.map((x) => x.id) as [number, number, number];
    const res = await t.call(saveRc, { activity_id: activity.id, round_id: next.id, contestant_ids: [c, a] }, as());
    expect(res.body).toMatchObject({ code: 200, data: { count: 2 } });
    expect(await order(next.id)).toEqual([
      [c, 0],
      [a, 1],
    ]);

    await t.call(saveRc, { activity_id: activity.id, round_id: round.id, contestant_ids: [b, c] }, as());
    expect(await order(round.id)).toEqual([
      [b, 0],
      [c, 1],
    ]);
    const emptied = await t.call(saveRc, { activity_id: activity.id, round_id: next.id, contestant_ids: [] }, as());
    expect(emptied.body.data).toEqual({ count: 0 });
    expect(await order(next.id)).toEqual([]);
  });

  it('refuses a repeated contestant or one of another activity, and keeps the round as it was', async () => {
    const activity = await makeGrade(t, organiser);
    const { round, contestants } = await twoRounds(activity, 2);
    const [a, b] = contestants.map((x) => x.id) as [number, number];
    const stranger = (await twoRounds(await makeGrade(t, organiser), 1)).contestants[0]!.id;
    const save = (ids: number[]) =>
      t.call(saveRc, { activity_id: activity.id, round_id: round.id, contestant_ids: ids }, as());
    for (const ids of [
      [a, a],
      [a, stranger],
      [b, 999_999],
    ]) {
      expect((await save(ids)).body).toMatchObject({ code: 400, error: 'GRADE_RC_MISMATCH' });
    }
    expect((await save([0])).body.code).toBe(400);
    expect(await order(round.id)).toEqual([
      [a, 0],
      [b, 1],
    ]);
  });

  it('refuses to leave out a contestant scored in the round, by a judge or the audience', async () => {
    const activity = await makeGrade(t, organiser);
    const { round, contestants } = await twoRounds(activity, 3);
    const [a, b, c] = contestants.map((x) => x.id) as [number, number, number];
    const [judge] = await addJudges(t, activity, round.id, 1);
    const owner = { ...activityOwner(activity), roundId: round.id };
    await t.deps.db
      .insert(gradeScores)
      .values({ ...owner, contestantId: a, judgeId: judge!.id, submittedAt: t.clock.now() });
    await t.deps.db.insert(gradeAudienceScores).values({ ...owner, contestantId: b, participantId: 1, score: 9 });
    const save = (ids: number[]) =>
      t.call(saveRc, { activity_id: activity.id, round_id: round.id, contestant_ids: ids }, as());
    expect((await save([b, c])).body).toMatchObject({ code: 400, error: 'GRADE_CONTESTANT_SCORED' });
    expect((await save([a, c])).body.error).toBe('GRADE_CONTESTANT_SCORED');
    expect((await save([c, b, a])).body.data).toEqual({ count: 3 });
    expect(await order(round.id)).toEqual([
      [c, 0],
      [b, 1],
      [a, 2],
    ]);
  });

  it('draws a new stage order of every contestant and stores it', async () => {
    const activity = await makeGrade(t, organiser);
    const { round, contestants } = await twoRounds(activity, 12);
    const res = await t.call(drawOrder, { round_id: round.id }, as());
    const drawn = res.body.data;
    expect(drawn.map((x) => x.sort)).toEqual(contestants.map((_, i) => i));
    expect(drawn.map((x) => x.contestant_id).sort((x, y) => x - y)).toEqual(contestants.map((x) => x.id));
    expect(await order(round.id)).toEqual(drawn.map((x) => [x.contestant_id, x.sort]));

    // Twelve contestants have 479,001,600 orders: five draws alike would mean the draw is not random.
    const draws = new Set([JSON.stringify(drawn)]);
    for (let i = 0; i < 4; i++)
      draws.add(JSON.stringify((await t.call(drawOrder, { round_id: round.id }, as())).body.data));
    expect(draws.size).toBeGreaterThan(1);
  });

  it('draws an empty round as an empty order', async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity);
    expect((await t.call(drawOrder, { round_id: round.id }, as())).body).toMatchObject({ code: 200, data: [] });
  });

  it("answers another organiser's activity and rounds as missing, and changes nothing", async () => {
    const activity = await makeGrade(t, organiser);
    const { round, contestants } = await twoRounds(activity, 2);
    const ids = contestants.map((x) => x.id);
    const them = as(other.token);
    const saved = await t.call(saveRc, { activity_id: activity.id, round_id: round.id, contestant_ids: [] }, them);
    expect(saved.body).toMatchObject({ code: 600, error: 'ACTIVITY_NOT_FOUND' });
    const theirs = await makeGrade(t, other);
    const across = await t.call(saveRc, { activity_id: theirs.id, round_id: round.id, contestant_ids: [] }, them);
    expect(across.body.error).toBe('GRADE_ROUND_NOT_FOUND');
    expect((await t.call(drawOrder, { round_id: round.id }, them)).body.error).toBe('GRADE_ROUND_NOT_FOUND');
    expect(await order(round.id)).toEqual(ids.map((id, i) => [id, i]));
  });
});
