import { contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { customers } from '../customer/index.js';
import { addContestants, addItems, addJudges, addRound, makeGrade } from './grade.factory.js';
import { gradeScores } from './grade.table.js';

const phone = contract.gradePhone;

describe('unlocking a judge’s score', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  const as = () => ({ token: organiser.token });

  /** A judge's submitted score of the only contestant; answers what a resubmission needs. */
  const scored = async () => {
    const activity = await makeGrade(t, organiser);
    const round = (await addRound(t, activity))!;
    const items = await addItems(t, activity, round.id, [{ name: '创意' }, { name: '表现' }]);
    const [contestant] = await addContestants(t, activity, round.id, 1);
    const [judge] = await addJudges(t, activity, round.id, 1);
    const submit = (a: number, b: number, comment = '') =>
      t.call(phone.score, {
        key: judge!.key,
        contestant_id: contestant!.id,
        items: [
          { item_id: items[0]!.id, score: a },
          { item_id: items[1]!.id, score: b },
        ],
        comment,
      });
    const first = await submit(6, 7, '初评');
    expect(first.body.code).toBe(200);
    return { activity, judge: judge!, contestant: contestant!, items, submit, score: first.body.data };
  };

  const rowOf = async (id: number) => (await t.deps.db.select().from(gradeScores).where(eq(gradeScores.id, id)))[0]!;

  it('keeps the replaced score with the reason and who, and lets the judge submit once more', async () => {
    const { judge, items, submit, score } = await scored();
    await t.deps.db.update(customers).set({ name: '王主持' }).where(eq(customers.id, organiser.customer.id));
    t.clock.advance(60_000);
    const unlocked = await t.call(contract.grade.unlock, { score_id: score.id, reason: '评委误触' }, as());
    expect(unlocked.body.code).toBe(200);
    expect(unlocked.body.data).toMatchObject({ id: score.id, total: 13, comment: '初评' });
    const row = await rowOf(score.id);
    expect(row.locked).toBe(false);
    expect(row.history).toEqual([
      {
        items: [
          { item_id: items[0]!.id, score: 6 },
          { item_id: items[1]!.id, score: 7 },
        ],
        abstained: false,
        comment: '初评',
        submitted_at: score.submitted_at,
        unlocked_at: t.clock.now().toISOString(),
        unlocked_by: '王主持',
        reason: '评委误触',
      },
    ]);
    const page = (await t.call(phone.judge, { key: judge.key })).body.data;
    expect(page.contestants[0]!.mine).toMatchObject({ locked: false, total: 13 });

    const again = await submit(9, 9, '复评');
    expect(again.body.data).toMatchObject({ id: score.id, total: 18, comment: '复评' });
    const after = await rowOf(score.id);
    expect(after).toMatchObject({ locked: true, total: 18 });
    expect(after.history).toHaveLength(1);
    expect((await submit(1, 1)).body.error).toBe('GRADE_SCORE_LOCKED');
  });

  it('names the caller by phone when the account has no name', async () => {
    const { score } = await scored();
    await t.deps.db.update(customers).set({ name: '' }).where(eq(customers.id, organiser.customer.id));
    await t.call(contract.grade.unlock, { score_id: score.id, reason: '核对' }, as());
    expect((await rowOf(score.id)).history[0]!.unlocked_by).toBe(organiser.phone);
  });

  it('refuses to unlock a score that is already unlocked, and two unlocks at once keep one revision', async () => {
    const { score } = await scored();
    const both = await Promise.all(
      ['第一次', '第二次'].map((reason) => t.call(contract.grade.unlock, { score_id: score.id, reason }, as())),
    );
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.body.code === 400)!.body.error).toBe('GRADE_SCORE_NOT_LOCKED');
    expect((await rowOf(score.id)).history).toHaveLength(1);
    const third = await t.call(contract.grade.unlock, { score_id: score.id, reason: '再来' }, as());
    expect(third.body.error).toBe('GRADE_SCORE_NOT_LOCKED');
  });

  it('never loses a resubmission racing a second unlock', async () => {
    const { submit, score } = await scored();
    await t.call(contract.grade.unlock, { score_id: score.id, reason: '第一次' }, as());
    const [resubmitted, unlocked] = await Promise.all([
      submit(9, 9),
      t.call(contract.grade.unlock, { score_id: score.id, reason: '第二次' }, as()),
    ]);
    expect(resubmitted.body.code).toBe(200);
    const row = await rowOf(score.id);
    // Either the unlock found the row still unlocked, or it came after the resubmission and kept it.
    if (unlocked.body.code === 200) {
      expect(row.locked).toBe(false);
      expect(row.history.map((h) => h.items.map((i) => i.score))).toEqual([
        [6, 7],
        [9, 9],
      ]);
    } else {
      expect(unlocked.body.error).toBe('GRADE_SCORE_NOT_LOCKED');
      expect(row).toMatchObject({ locked: true, total: 18 });
      expect(row.history).toHaveLength(1);
    }
  });

  it("answers GRADE_SCORE_NOT_FOUND for another organiser's score and changes nothing", async () => {
    const { score } = await scored();
    const res = await t.call(contract.grade.unlock, { score_id: score.id, reason: '越权' }, { token: other.token });
    expect(res.body.error).toBe('GRADE_SCORE_NOT_FOUND');
    expect(await rowOf(score.id)).toMatchObject({ locked: true, history: [] });
    const missing = await t.call(contract.grade.unlock, { score_id: 99_999_999, reason: '不存在' }, as());
    expect(missing.body.error).toBe('GRADE_SCORE_NOT_FOUND');
  });

  it('asks for a reason', async () => {
    const { score } = await scored();
    const res = await t.call(contract.grade.unlock, { score_id: score.id, reason: '' }, as());
    expect(res.body.code).toBe(400);
    expect((await rowOf(score.id)).locked).toBe(true);
  });
});
