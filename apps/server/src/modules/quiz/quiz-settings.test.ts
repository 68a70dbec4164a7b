import { contract, type QuizSettingsInput, quizSettingsSchema } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeStaff } from '../access/role.factory.js';
import { makeActivity } from '../activity/activity.factory.js';
import { questions } from '../question/index.js';
import { fillBank, makeBank, makePublicBank, sampleQuestion } from '../question/question.factory.js';

const q = contract.quiz;

describe('online quiz settings', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  let staff: Account;
  let ownIds: number[];
  let publicIds: number[];
  let otherIds: number[];
  let ownBank: { id: number; name: string };
  let otherBank: { id: number };

  const idsOf = async (bankId: number) =>
    (await t.deps.db.select({ id: questions.id }).from(questions).where(eq(questions.bankId, bankId)))
      .map((r) => r.id)
      .sort((a, b) => a - b);
  const quizOf = async (a: Account = organiser, fields = {}) => makeActivity(t, a.customer, fields);
  const save = (activityId: number, settings: QuizSettingsInput, a: Account = organiser) =>
    t.call(q.saveSettings, { activity_id: activityId, settings }, { token: a.token });
  const info = async (activityId: number, a: Account = organiser) =>
    (await t.call(q.baseInfo, { activity_id: activityId }, { token: a.token })).body;

  beforeAll(async () => {
    staff = await makeStaff(t, organiser, { pages: ['activity/manage'] });
    // Own bank: 4 single choice worth 2 points each, then 2 true/false worth 1 (difficulty 3).
    ownBank = await fillBank(t, await makeBank(t, organiser.customer, { name: '安全知识' }), 6, (i) =>
      i <= 4 ? sampleQuestion('single', { score: 2 }) : sampleQuestion('judge', { difficulty: 3 }),
    );
    ownIds = await idsOf(ownBank.id);
    publicIds = await idsOf((await fillBank(t, await makePublicBank(t), 3)).id);
    otherBank = await fillBank(t, await makeBank(t, other.customer), 2);
    otherIds = await idsOf(otherBank.id);
  });

  it('shows a new quiz with the default settings and no questions yet', async () => {
    const quiz = await quizOf();
    const body = await info(quiz.id);
    expect(body.code).toBe(200);
    expect(body.data).toEqual({
      activity_id: quiz.id,
      settings: quizSettingsSchema.parse({}),
      full_score: 0,
      question_count: 0,
    });
  });

  it('saves fixed questions of my own and public banks, and counts the questions and full score', async () => {
    const quiz = await quizOf();
    const chosen = [ownIds[0]!, publicIds[0]!, ownIds[4]!, ownIds[0]!];
    const res = await save(quiz.id, { question_ids: chosen, rules: '答题须知', units: ['一部', '二部'], day_max: 5 });
    expect(res.body.data).toMatchObject({ question_count: 3, full_score: 4 });
    expect(res.body.data.settings.question_ids).toEqual([ownIds[0], publicIds[0], ownIds[4]]);
    const body = await info(quiz.id, staff);
    expect(body.data.settings).toMatchObject({ rules: '答题须知', day_max: 5, question_ids: chosen.slice(0, 3) });
    expect((await t.call(q.unitList, { activity_id: quiz.id }, { token: organiser.token })).body.data).toEqual([
      '一部',
      '二部',
    ]);
  });

  it('counts per_attempt of the fixed questions with their expected full score', async () => {
    const quiz = await quizOf();
    const res = await save(quiz.id, { question_ids: ownIds, per_attempt: 3 });
    // Six questions worth 10 points in all: three of them are worth 5 on average.
    expect(res.body.data).toMatchObject({ question_count: 3, full_score: 5 });
  });

  it('counts random rules by type and difficulty, and cuts them to per_attempt', async () => {
    const quiz = await quizOf();
    const rules = [
      { bank_id: ownBank.id, type: 'single' as const, count: 3 },
      { bank_id: ownBank.id, difficulty: 3, count: 2 },
    ];
    const all = await save(quiz.id, { question_mode: 'random', random_rules: rules });
    expect(all.body.data).toMatchObject({ question_count: 5, full_score: 8 });
    const cut = await save(quiz.id, { question_mode: 'random', random_rules: rules, per_attempt: 4 });
    expect(cut.body.data.question_count).toBe(4);
  });

  it('counts every level of checkpoint mode', async () => {
    const quiz = await quizOf();
    const levels = [
      { title: '第一关', question_count: 2, pass_score: 2 },
      { title: '第二关', question_count: 3, pass_score: 3 },
    ];
    const res = await save(quiz.id, { question_ids: ownIds, barrier: true, levels });
    expect(res.body.data).toMatchObject({ question_count: 5 });
    expect(res.body.data.settings.levels).toEqual(levels);
  });

  it('refuses a rule asking a bank for more matching questions than it has', async () => {
    const quiz = await quizOf();
    const res = await save(quiz.id, {
      question_mode: 'random',
      random_rules: [{ bank_id: ownBank.id, type: 'judge', count: 3 }],
    });
    expect(res.body).toMatchObject({ code: 400, msg: '「安全知识」中符合条件的题目只有2道' });
  });

  it('refuses checkpoint mode without levels, or a level larger than the questions', async () => {
    const quiz = await quizOf();
    const none = await save(quiz.id, { question_ids: ownIds, barrier: true });
    expect(none.body).toMatchObject({ code: 400, msg: '闯关模式至少设置一个关卡' });
    const big = await save(quiz.id, {
      question_ids: ownIds.slice(0, 2),
      barrier: true,
      levels: [{ title: '第一关', question_count: 3, pass_score: 1 }],
    });
    expect(big.body).toMatchObject({ code: 400, msg: '第1关的题目数不能超过可出的2道题' });
  });

  it("refuses another organiser's questions and banks", async () => {
    const quiz = await quizOf();
    const question = await save(quiz.id, { question_ids: [ownIds[0]!, otherIds[0]!] });
    expect(question.body).toMatchObject({ code: 400, msg: '题目不存在' });
    const bank = await save(quiz.id, { question_mode: 'random', random_rules: [{ bank_id: otherBank.id, count: 1 }] });
    expect(bank.body).toMatchObject({ code: 400, msg: '题库不存在' });
    expect((await info(quiz.id)).data.settings.question_ids).toEqual([]);
  });

  it("answers activity not found for another organiser's quiz", async () => {
    const quiz = await quizOf(other);
    expect(await info(quiz.id)).toMatchObject({ code: 600, msg: '活动不存在' });
    expect((await save(quiz.id, { question_ids: ownIds })).body).toMatchObject({ code: 600 });
    const dayMax = await t.call(q.dayMax, { activity_id: quiz.id, day_max: 1 }, { token: organiser.token });
    expect(dayMax.body.code).toBe(600);
  });

  it('refuses quiz settings for an activity of another kind', async () => {
    const vote = await quizOf(organiser, { kind: 4 });
    expect((await save(vote.id, {})).body).toMatchObject({ code: 400, msg: '该设置不适用于此类活动' });
  });

  it('refuses bad input with the reason', async () => {
    const quiz = await quizOf();
    const colour = await save(quiz.id, { theme: { color: 'red' } });
    expect(colour.body).toMatchObject({ code: 400, msg: '颜色格式错误' });
    const count = await save(quiz.id, { question_mode: 'random', random_rules: [{ bank_id: ownBank.id, count: 0 }] });
    expect(count.body).toMatchObject({ code: 400, msg: '抽题数量至少为1' });
  });

  it('changes the attempts per day alone', async () => {
    const quiz = await quizOf();
    await save(quiz.id, { question_ids: ownIds, rules: '规则不变', day_max: 3 });
    const res = await t.call(q.dayMax, { activity_id: quiz.id, day_max: 8 }, { token: staff.token });
    expect(res.body.data).toEqual({ day_max: 8 });
    expect((await info(quiz.id)).data.settings).toMatchObject({ day_max: 8, rules: '规则不变', question_ids: ownIds });
  });

  it('lists the quiz modes and time modes by name', async () => {
    const modes = (await t.call(q.barrierTypes, {}, { token: organiser.token })).body.data;
    expect(modes.map((m) => [m.value, m.name])).toEqual([
      [false, '普通模式'],
      [true, '闯关模式'],
    ]);
    const times = (await t.call(q.checkPointTypes, {}, { token: organiser.token })).body.data;
    expect(times).toEqual([
      { value: 'none', name: '不计时' },
      { value: 'question', name: '每题计时' },
      { value: 'attempt', name: '整场计时' },
    ]);
  });
});
