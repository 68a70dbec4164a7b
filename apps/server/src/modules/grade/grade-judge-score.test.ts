import { contract } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { activities } from '../activity/index.js';
import { addContestants, addItems, addJudges, addRound, makeGrade } from './grade.factory.js';
import { gradeJudges, gradeRounds, gradeScores, gradeSettings } from './grade.table.js';

const phone = contract.gradePhone;

describe("judges' scores from their phones", () => {
  const { t, organiser } = organiserApp();

  /** A round with two weighted items, three contestants and two judges. */
  const staged = async (settings: Partial<{ comment: string; judges_see_others: boolean }> = {}) => {
    const activity = await makeGrade(t, organiser);
    const round = (await addRound(t, activity, '初赛'))!;
    if (Object.keys(settings).length > 0) {
      await t.deps.db
        .update(gradeRounds)
        .set({ settings: { ...round.settings, ...settings } as typeof round.settings })
        .where(eq(gradeRounds.id, round.id));
    }
    const items = await addItems(t, activity, round.id, [
      { name: '创意', max: 10, step: 0.5, weight: 0.6 },
      { name: '表现', max: 10, step: 1, weight: 0.4 },
    ]);
    const contestants = await addContestants(t, activity, round.id, 3);
    const judges = await addJudges(t, activity, round.id, 2);
    return { activity, round, items, contestants, judges };
  };

  const scoreOf = (key: string, contestantId: number, given: number[], items: { id: number }[], more = {}) =>
    t.call(phone.score, {
      key,
      contestant_id: contestantId,
      items: given.map((score, i) => ({ item_id: items[i]!.id, score })),
      ...more,
    });

  it("shows the judge their round, its items and contestants in stage order, and the page's defaults", async () => {
    const { activity, round, items, contestants, judges } = await staged();
    const page = await t.call(phone.judge, { key: judges[0]!.key });
    expect(page.body.code).toBe(200);
    expect(page.body.data).toMatchObject({
      activity: { id: activity.id, title: activity.title },
      page: { title: '', notice: '' },
      round: { id: round.id, name: '初赛', comment: 'optional', judges_see_others: false },
      judge: { id: judges[0]!.id, name: '评委1' },
      fields: [],
    });
    expect(page.body.data.items.map((i) => i.name)).toEqual(['创意', '表现']);
    expect(page.body.data.items[0]).toMatchObject({ id: items[0]!.id, step: 0.5, weight: 0.6 });
    expect(page.body.data.contestants.map((c) => [c.id, c.sort, c.mine, c.others])).toEqual(
      contestants.map((c, i) => [c.id, i, null, []]),
    );
  });

  it("reads the judge page's look and the contestant columns from the activity's settings", async () => {
    const { activity, judges } = await staged();
    await t.deps.db.insert(gradeSettings).values({
      tenantId: activity.tenantId,
      customerId: activity.customerId,
      activityId: activity.id,
      fields: [{ key: 'f1', label: '单位' }],
      pages: { judge: { title: '评委通道', notice: '请独立评分' } },
    });
    const page = (await t.call(phone.judge, { key: judges[0]!.key })).body.data;
    expect(page.page).toEqual({ title: '评委通道', notice: '请独立评分' });
    expect(page.fields).toEqual([{ key: 'f1', label: '单位' }]);
  });

  it('stores a score with its weighted total, shows it locked on the page, and refuses a second submit', async () => {
    const { items, contestants, judges } = await staged();
    const first = await scoreOf(judges[0]!.key, contestants[0]!.id, [8.5, 7], items, { comment: '很好' });
    expect(first.body.code).toBe(200);
    // 8.5 × 0.6 + 7 × 0.4 = 5.1 + 2.8
    expect(first.body.data).toMatchObject({
      contestant_id: contestants[0]!.id,
      judge_id: judges[0]!.id,
      judge_name: '评委1',
      abstained: false,
      items: [
        { item_id: items[0]!.id, score: 8.5 },
        { item_id: items[1]!.id, score: 7 },
      ],
      total: 7.9,
      comment: '很好',
    });
    const page = (await t.call(phone.judge, { key: judges[0]!.key })).body.data;
    expect(page.contestants[0]!.mine).toEqual({
      id: first.body.data.id,
      abstained: false,
      items: first.body.data.items,
      total: 7.9,
      comment: '很好',
      locked: true,
    });

    const again = await scoreOf(judges[0]!.key, contestants[0]!.id, [1, 1], items);
    expect(again.body.error).toBe('GRADE_SCORE_LOCKED');
    const [row] = await t.deps.db.select().from(gradeScores).where(eq(gradeScores.id, first.body.data.id));
    expect(row).toMatchObject({ total: 7.9, locked: true });
  });

  it('keeps the total exact in hundredths', async () => {
    const activity = await makeGrade(t, organiser);
    const round = (await addRound(t, activity))!;
    const items = await addItems(t, activity, round.id, [
      { max: 100, step: 0.01, weight: 0.07 },
      { max: 100, step: 0.01, weight: 0.29 },
    ]);
    const [c] = await addContestants(t, activity, round.id, 1);
    const [judge] = await addJudges(t, activity, round.id, 1);
    // 0.07 × 0.29 + 0.29 × 0.07 in floating point is 0.040599999999999997.
    const res = await scoreOf(judge!.key, c!.id, [0.29, 0.07], items);
    expect(res.body.data.total).toBe(0.0406);
  });

  it("shows the other judges' totals only where the round lets judges see them", async () => {
    const hidden = await staged();
    await scoreOf(hidden.judges[1]!.key, hidden.contestants[0]!.id, [10, 10], hidden.items);
    const closed = (await t.call(phone.judge, { key: hidden.judges[0]!.key })).body.data;
    expect(closed.contestants[0]!.others).toEqual([]);

    const open = await staged({ judges_see_others: true });
    await scoreOf(open.judges[1]!.key, open.contestants[0]!.id, [10, 10], open.items);
    await t.call(phone.score, { key: open.judges[1]!.key, contestant_id: open.contestants[1]!.id, abstain: true });
    const page = (await t.call(phone.judge, { key: open.judges[0]!.key })).body.data;
    expect(page.contestants[0]!.others).toEqual([{ judge_name: '评委2', total: 10, abstained: false }]);
    expect(page.contestants[1]!.others).toEqual([{ judge_name: '评委2', total: null, abstained: true }]);
    expect(page.contestants[2]!.others).toEqual([]);
  });

  it('lets a judge abstain without scores, and refuses scores given with an abstention', async () => {
    const { items, contestants, judges } = await staged({ comment: 'required' });
    const withScores = await scoreOf(judges[0]!.key, contestants[0]!.id, [5, 5], items, { abstain: true });
    expect(withScores.body.error).toBe('GRADE_SCORE_ITEMS_INCOMPLETE');
    const res = await t.call(phone.score, { key: judges[0]!.key, contestant_id: contestants[0]!.id, abstain: true });
    expect(res.body.data).toMatchObject({ abstained: true, items: [], total: 0 });
  });

  it('refuses a link that was revoked, a removed judge, a made-up key, and an expired or deleted activity; a draft rehearses', async () => {
    const { activity, items, contestants, judges } = await staged();
    const old = judges[0]!.key;
    await t.deps.db
      .update(gradeJudges)
      .set({ key: `${old}-renewed` })
      .where(eq(gradeJudges.id, judges[0]!.id));
    await t.deps.db.update(gradeJudges).set({ removedAt: t.clock.now() }).where(eq(gradeJudges.id, judges[1]!.id));
    for (const key of [old, judges[1]!.key, 'made-up-key-0000']) {
      expect((await t.call(phone.judge, { key })).body.error).toBe('GRADE_JUDGE_LINK_INVALID');
      expect((await scoreOf(key, contestants[0]!.id, [5, 5], items)).body.error).toBe('GRADE_JUDGE_LINK_INVALID');
    }
    expect((await t.call(phone.judge, { key: `${old}-renewed` })).body.code).toBe(200);

    const renewed = `${old}-renewed`;
    await t.deps.db.update(activities).set({ expiresAt: t.clock.now() }).where(eq(activities.id, activity.id));
    expect((await t.call(phone.judge, { key: renewed })).body.error).toBe('GRADE_JUDGE_LINK_INVALID');
    await t.deps.db.update(activities).set({ expiresAt: null, status: 'draft' }).where(eq(activities.id, activity.id));
    expect((await t.call(phone.judge, { key: renewed })).body.code).toBe(200);
    await t.deps.db
      .update(activities)
      .set({ status: 'published', deletedAt: t.clock.now() })
      .where(eq(activities.id, activity.id));
    expect((await scoreOf(renewed, contestants[0]!.id, [5, 5], items)).body.error).toBe('GRADE_JUDGE_LINK_INVALID');
    expect(await t.deps.db.select().from(gradeScores).where(eq(gradeScores.activityId, activity.id))).toEqual([]);
  });

  it('refuses a contestant of another round and a round without items', async () => {
    const { activity, items, judges } = await staged();
    const other = (await addRound(t, activity, '决赛'))!;
    const [outsider] = await addContestants(t, activity, other.id, 1);
    const res = await scoreOf(judges[0]!.key, outsider!.id, [5, 5], items);
    expect(res.body.error).toBe('GRADE_CONTESTANT_NOT_IN_ROUND');

    const [finalJudge] = await addJudges(t, activity, other.id, 1);
    const bare = await t.call(phone.score, { key: finalJudge!.key, contestant_id: outsider!.id, abstain: true });
    expect(bare.body.error).toBe('GRADE_ROUND_HAS_NO_ITEMS');
  });

  it('asks for every item of the round exactly once', async () => {
    const { activity, round, items, contestants, judges } = await staged();
    const key = judges[0]!.key;
    const c = contestants[0]!.id;
    const other = (await addRound(t, activity, '决赛'))!;
    const [foreign] = await addItems(t, activity, other.id, [{ name: '外来' }]);
    const attempts = [
      [{ item_id: items[0]!.id, score: 5 }],
      [
        { item_id: items[0]!.id, score: 5 },
        { item_id: items[0]!.id, score: 5 },
      ],
      [
        { item_id: items[0]!.id, score: 5 },
        { item_id: foreign!.id, score: 5 },
      ],
      [
        { item_id: items[0]!.id, score: 5 },
        { item_id: items[1]!.id, score: 5 },
        { item_id: foreign!.id, score: 5 },
      ],
    ];
    for (const given of attempts) {
      const res = await t.call(phone.score, { key, contestant_id: c, items: given });
      expect(res.body.error).toBe('GRADE_SCORE_ITEMS_INCOMPLETE');
    }
    expect(await t.deps.db.select().from(gradeScores).where(eq(gradeScores.roundId, round.id))).toEqual([]);
  });

  it('refuses scores outside the range or off the step, naming the item and its range', async () => {
    const { items, contestants, judges } = await staged();
    for (const given of [
      [10.5, 5],
      [-0.5, 5],
      [7.3, 5],
      [7.5, 5.5],
    ]) {
      const res = await scoreOf(judges[0]!.key, contestants[0]!.id, given, items);
      expect(res.body.error).toBe('GRADE_SCORE_OUT_OF_RANGE');
    }
    const res = await scoreOf(judges[0]!.key, contestants[0]!.id, [7.3, 5], items);
    expect(res.body.msg).toBe('“创意”的分数须在0到10之间，步长0.5');
    const second = await scoreOf(judges[0]!.key, contestants[0]!.id, [7.5, 5.5], items);
    expect(second.body.msg).toBe('“表现”的分数须在0到10之间，步长1');
  });

  it('asks for a comment where the round requires one, and drops it where comments are off', async () => {
    const required = await staged({ comment: 'required' });
    const bare = await scoreOf(required.judges[0]!.key, required.contestants[0]!.id, [5, 5], required.items, {
      comment: '   ',
    });
    expect(bare.body.error).toBe('GRADE_COMMENT_REQUIRED');
    const ok = await scoreOf(required.judges[0]!.key, required.contestants[0]!.id, [5, 5], required.items, {
      comment: '台风稳健',
    });
    expect(ok.body.data.comment).toBe('台风稳健');

    const off = await staged({ comment: 'off' });
    const res = await scoreOf(off.judges[0]!.key, off.contestants[0]!.id, [5, 5], off.items, { comment: '多余' });
    expect(res.body.data.comment).toBe('');
  });

  it('stores exactly one of several submits sent at once', async () => {
    const { items, contestants, judges } = await staged();
    const sent = await Promise.all([6, 7, 8, 9].map((s) => scoreOf(judges[0]!.key, contestants[0]!.id, [s, s], items)));
    const stored = sent.filter((r) => r.body.code === 200);
    expect(stored).toHaveLength(1);
    expect(sent.filter((r) => r.body.error === 'GRADE_SCORE_LOCKED')).toHaveLength(3);
    const rows = await t.deps.db
      .select()
      .from(gradeScores)
      .where(and(eq(gradeScores.judgeId, judges[0]!.id), eq(gradeScores.contestantId, contestants[0]!.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.total).toBe(stored[0]!.body.data.total);
  });
});
