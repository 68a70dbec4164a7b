import { contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { type ActivityRecord, activityOwner } from '../activity/index.js';
import { addContestants, addJudges, addRound, makeGrade } from './grade.factory.js';
import { gradeJudges, gradeScores } from './grade.table.js';

const g = contract.grade;

describe('a round’s judges and their links', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  const as = (token = organiser.token) => ({ token });
  /** The factory's row is typed as possibly missing; an insert's returning row is always there. */
  const roundOf = async (activity: ActivityRecord, name?: string) => (await addRound(t, activity, name))!;

  const judges = async (roundId: number) => (await t.call(g.judges, { round_id: roundId }, as())).body.data;

  it('adds judges last, each with a link key of their own, and renames one', async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity);
    const first = await t.call(g.saveJudge, { round_id: round.id, name: '张教授', title: '特邀评委' }, as());
    expect(first.body.data).toEqual({
      id: expect.any(Number),
      round_id: round.id,
      name: '张教授',
      title: '特邀评委',
      group_id: null,
      group_name: '',
      sort: 0,
      key: expect.stringMatching(/^[\w-]{24}$/),
      scored: 0,
    });
    const second = (await t.call(g.saveJudge, { round_id: round.id, name: '李老师' }, as())).body.data;
    expect(second).toMatchObject({ sort: 1, title: '' });
    expect(second.key).not.toBe(first.body.data.key);

    const renamed = await t.call(
      g.saveJudge,
      { round_id: round.id, id: second.id, name: '李主任', title: '嘉宾' },
      as(),
    );
    expect(renamed.body.data).toMatchObject({ id: second.id, name: '李主任', title: '嘉宾', key: second.key, sort: 1 });
    expect((await judges(round.id)).map((j) => j.name)).toEqual(['张教授', '李主任']);
  });

  it('lists the judges still on the list with how many scores each gave', async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity);
    const contestants = await addContestants(t, activity, round.id, 2);
    const [a, b] = await addJudges(t, activity, round.id, 2);
    await t.deps.db.insert(gradeScores).values(
      contestants.map((c) => ({
        ...activityOwner(activity),
        roundId: round.id,
        contestantId: c.id,
        judgeId: a!.id,
        submittedAt: t.clock.now(),
      })),
    );
    expect(await judges(round.id)).toMatchObject([
      { id: a!.id, scored: 2 },
      { id: b!.id, scored: 0 },
    ]);
  });

  it('refuses a judge without a name or with a long title, and a judge past the limit', async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity);
    const save = (input: Record<string, unknown>) => t.call(g.saveJudge, { round_id: round.id, ...input }, as());
    expect((await save({ name: ' ' })).body).toMatchObject({ code: 400, msg: '请输入评委姓名' });
    expect((await save({ name: '王', title: '长'.repeat(21) })).body.code).toBe(400);
    expect(await judges(round.id)).toEqual([]);

    const listed = await addJudges(t, activity, round.id, 50);
    expect((await save({ name: '第五十一位' })).body).toMatchObject({ code: 400, error: 'GRADE_JUDGE_LIMIT' });
    // A removed judge no longer counts towards the limit.
    await t.call(g.delJudge, { id: listed[0]!.id }, as());
    expect((await save({ name: '替补' })).body.data).toMatchObject({ name: '替补', sort: 50 });
  });

  it('removes a judge: off the list, the key and scores kept in the row', async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity);
    const [contestant] = await addContestants(t, activity, round.id, 1);
    const [gone, kept] = await addJudges(t, activity, round.id, 2);
    await t.deps.db.insert(gradeScores).values({
      ...activityOwner(activity),
      roundId: round.id,
      contestantId: contestant!.id,
      judgeId: gone!.id,
      submittedAt: t.clock.now(),
    });
    expect((await t.call(g.delJudge, { id: gone!.id }, as())).body).toMatchObject({ code: 200, data: null });
    expect((await judges(round.id)).map((j) => j.id)).toEqual([kept!.id]);
    const [row] = await t.deps.db.select().from(gradeJudges).where(eq(gradeJudges.id, gone!.id));
    expect(row?.removedAt).toEqual(t.clock.now());
    expect(await t.deps.db.select().from(gradeScores).where(eq(gradeScores.judgeId, gone!.id))).toHaveLength(1);

    expect((await t.call(g.delJudge, { id: gone!.id }, as())).body.error).toBe('GRADE_JUDGE_NOT_FOUND');
    expect((await t.call(g.renewJudgeKey, { id: gone!.id }, as())).body.error).toBe('GRADE_JUDGE_NOT_FOUND');
    const rename = await t.call(g.saveJudge, { round_id: round.id, id: gone!.id, name: '回来' }, as());
    expect(rename.body.error).toBe('GRADE_JUDGE_NOT_FOUND');
  });

  it('gives a judge a new key in place of the old one', async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity);
    const [judge] = await addJudges(t, activity, round.id, 1);
    const renewed = await t.call(g.renewJudgeKey, { id: judge!.id }, as());
    expect(renewed.body.data).toMatchObject({
      id: judge!.id,
      name: judge!.name,
      key: expect.stringMatching(/^[\w-]{24}$/),
    });
    expect(renewed.body.data.key).not.toBe(judge!.key);
    const stored = await t.deps.db.select().from(gradeJudges).where(eq(gradeJudges.key, judge!.key));
    expect(stored).toEqual([]);
  });

  it('answers a judge of another round as missing when renaming', async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity, '初赛');
    const next = await roundOf(activity, '决赛');
    const [judge] = await addJudges(t, activity, round.id, 1);
    const res = await t.call(g.saveJudge, { round_id: next.id, id: judge!.id, name: '改名' }, as());
    expect(res.body.error).toBe('GRADE_JUDGE_NOT_FOUND');
    expect((await judges(round.id))[0]?.name).toBe(judge!.name);
  });

  it("answers another organiser's rounds and judges as missing, and changes nothing", async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity);
    const [judge] = await addJudges(t, activity, round.id, 1);
    const them = as(other.token);
    const byRound = [
      t.call(g.judges, { round_id: round.id }, them),
      t.call(g.saveJudge, { round_id: round.id, name: '偷加' }, them),
      t.call(g.saveJudge, { round_id: round.id, id: judge!.id, name: '偷改' }, them),
    ];
    for (const res of await Promise.all(byRound)) {
      expect(res.body).toMatchObject({ code: 400, error: 'GRADE_ROUND_NOT_FOUND' });
    }
    for (const res of await Promise.all([
      t.call(g.delJudge, { id: judge!.id }, them),
      t.call(g.renewJudgeKey, { id: judge!.id }, them),
    ])) {
      expect(res.body).toMatchObject({ code: 400, error: 'GRADE_JUDGE_NOT_FOUND' });
    }
    expect(await judges(round.id)).toMatchObject([{ id: judge!.id, name: judge!.name, key: judge!.key }]);
  });
});
