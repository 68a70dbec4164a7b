import { contract } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { makeActivity } from '../activity/activity.factory.js';
import { drawnQuestion, makeAttempt, makeParticipant, makeWin } from './statistic.factory.js';

const s = contract.statistic;
type Activity = Awaited<ReturnType<typeof makeActivity>>;
const at = (iso: string) => new Date(iso);

describe('activity statistics', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  let activity: Activity;

  /**
   * One activity for every test: 李雷 (一车间) passes once on 05-30 and fails once on 05-31 (China days);
   * 韩梅梅 (一车间) passes on 05-31 and wins twice, one prize redeemed; 王芳 gave no unit and has an open
   * attempt on 06-01; 赵强 joined without answering. The organiser's own preview (一车间) answers, passes and wins
   * on 05-31, and counts nowhere.
   */
  beforeAll(async () => {
    activity = await makeActivity(t, { tenantId: organiser.customer.tenantId, id: organiser.customer.id });
    const db = t.deps.db;
    const [q1, q2, q3] = [
      drawnQuestion(901, { stem: '地球是圆的吗？', type: 'judge' }),
      drawnQuestion(902, { stem: '水的化学式？', type: 'blank' }),
      drawnQuestion(903, { stem: '选出质数', type: 'multiple' }),
    ];
    const li = await makeParticipant(db, activity, { name: '李雷', unit: '一车间' });
    const han = await makeParticipant(db, activity, { name: '韩梅梅', unit: '一车间' });
    const wang = await makeParticipant(db, activity, { name: '王芳' });
    await makeParticipant(db, activity, { name: '赵强', unit: '二车间' });
    await makeAttempt(db, li, {
      startedAt: at('2026-05-30T02:00:00Z'),
      questions: [q1!, q2!],
      answers: [true, true],
      passed: true,
    });
    // Still 05-30 in UTC, but 00:30 on 05-31 in China.
    await makeAttempt(db, li, { startedAt: at('2026-05-30T16:30:00Z'), questions: [q1!, q3!], answers: [true, false] });
    await makeAttempt(db, han, {
      startedAt: at('2026-05-31T03:00:00Z'),
      questions: [q2!, q3!],
      answers: [false, true],
      passed: true,
    });
    await makeAttempt(db, wang, {
      startedAt: at('2026-06-01T01:00:00Z'),
      questions: [q3!],
      answers: [false],
      finished: false,
    });
    const preview = await makeParticipant(db, activity, { name: '主办方预览', unit: '一车间', preview: true });
    await makeAttempt(db, preview, {
      startedAt: at('2026-05-31T03:30:00Z'),
      questions: [q1!, q2!],
      answers: [true, true],
      passed: true,
    });
    await makeWin(db, preview, { code: 'WIN-PREVIEW', wonAt: at('2026-05-31T04:20:00Z') });
    await makeWin(db, han, { code: 'WIN001', wonAt: at('2026-05-31T04:00:00Z') });
    await makeWin(db, han, {
      code: 'WIN002',
      wonAt: at('2026-05-31T04:10:00Z'),
      redeemedAt: at('2026-05-31T05:00:00Z'),
    });
  });

  const call = <E extends (typeof s)[keyof typeof s]>(e: E, input: Record<string, unknown>, token = organiser.token) =>
    t.call(e, { activity_id: activity.id, ...input }, { token });

  it('sums up participants, attempts, pass rate, average score and prizes', async () => {
    expect((await call(s.overview, {})).body.data).toEqual({
      participants: 4,
      attempts: 4,
      finished: 3,
      passed: 2,
      pass_rate: 66.7,
      avg_score: 13.3,
      winners: 2,
      redeemed: 1,
    });
  });

  it('counts each China day of the last 30 days, with zeros for quiet days', async () => {
    const days = (await call(s.daily, {})).body.data;
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-05-03', participants: 0, attempts: 0, passed: 0 });
    expect(days.slice(-3)).toEqual([
      { day: '2026-05-30', participants: 1, attempts: 1, passed: 1 },
      { day: '2026-05-31', participants: 2, attempts: 2, passed: 1 },
      { day: '2026-06-01', participants: 1, attempts: 1, passed: 0 },
    ]);
  });

  it('counts a chosen range of days and refuses a bad one', async () => {
    expect((await call(s.daily, { start_time: '2026-05-31', end_time: '2026-05-31', type: 1 })).body.data).toEqual([
      { day: '2026-05-31', participants: 2, attempts: 2, passed: 1 },
    ]);
    expect((await call(s.daily, { start_time: '2026-06-02', end_time: '2026-06-01' })).body).toMatchObject({
      code: 400,
      msg: '开始日期不能晚于结束日期',
    });
    expect((await call(s.daily, { start_time: '2026/06/01' })).body).toMatchObject({
      code: 400,
      msg: '日期格式应为 YYYY-MM-DD',
    });
    expect((await call(s.daily, { start_time: '2026-02-30' })).body).toMatchObject({
      code: 400,
      msg: '日期格式应为 YYYY-MM-DD',
    });
  });

  it('groups by unit, shows a missing unit as 未填写, and counts finished attempts only', async () => {
    expect((await call(s.unit, { type: 1 })).body.data).toEqual([
      { unit: '一车间', participants: 2, attempts: 3, avg_score: 13.3, pass_rate: 66.7 },
      { unit: '二车间', participants: 1, attempts: 0, avg_score: 0, pass_rate: 0 },
      { unit: '未填写', participants: 1, attempts: 0, avg_score: 0, pass_rate: 0 },
    ]);
  });

  it('rates every question answered, the hardest first, with its stem as drawn', async () => {
    expect((await call(s.questions, {})).body.data).toEqual([
      { question_id: 903, type: 'multiple', stem: '选出质数', answered: 3, correct: 1, correct_rate: 33.3 },
      { question_id: 902, type: 'blank', stem: '水的化学式？', answered: 2, correct: 1, correct_rate: 50 },
      { question_id: 901, type: 'judge', stem: '地球是圆的吗？', answered: 2, correct: 2, correct_rate: 100 },
    ]);
  });

  it("refuses another organiser's activity", async () => {
    for (const e of [s.overview, s.daily, s.unit, s.questions]) {
      expect((await call(e, {}, other.token)).body).toMatchObject({ code: 600, msg: '活动不存在' });
    }
  });
});
