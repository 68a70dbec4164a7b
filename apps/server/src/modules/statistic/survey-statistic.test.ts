import { contract, type SurveyAnswer, type SurveyQuestionStat } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { activities } from '../activity/index.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { enterAs } from '../activity/participant.factory.js';
import { everyTypeAnswers, everyTypeQuestions, makeLiveSurvey, submitAs } from '../survey/survey.factory.js';
import { participantUploadFolder } from '../upload/index.js';

const s = contract.statistic;
type Activity = Awaited<ReturnType<typeof makeLiveSurvey>>;
const signup = { signup_fields: [{ key: 'name' }], submit_limit: { count: 0 } };
const a = (fields: Partial<SurveyAnswer>): SurveyAnswer => ({ values: [], text: '', rows: {}, ...fields });
const day = 86_400_000;

describe('questionnaire statistics', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  let activity: Activity;

  /**
   * 张三 and 李四 answer on 06-01 (China), 王五 and 赵六 on 06-02; 赵六's response is deleted as junk.
   * Gender: 张三 female, 李四 male, 王五 other (保密), 赵六 other (不告诉你). Fruits: 张三 apple+banana, 李四 pear,
   * 王五 apple, 赵六 banana. Rating: 4, 5, 2 (赵六 1). Ranking: quality>speed>cost, speed>quality>cost,
   * quality>cost>speed. 张三 uploads two photos.
   */
  beforeAll(async () => {
    activity = await makeLiveSurvey(t, organiser.customer, signup);
    const enter = (name: string) => enterAs(t, activity, { fields: { name } });
    const [zhang, li] = [await enter('张三'), await enter('李四')];
    const folder = t.deps.storage.publicUrl(participantUploadFolder(activity.id, zhang.id));
    const photos = ['0a3c9a8e-1d2b-4c5d-8e9f-000000000001.jpg', '0a3c9a8e-1d2b-4c5d-8e9f-000000000002.png'];
    const submit = async (ticket: string, change: Record<string, SurveyAnswer>) => {
      const res = await submitAs(t, ticket, everyTypeAnswers(change));
      if (res.code !== 200) throw new Error(res.msg);
      t.clock.advance(60_000);
      return res.data!.response_id;
    };
    await submit(zhang.ticket, { q_photo: a({ values: photos.map((p) => folder + p) }) });
    await submit(li.ticket, {
      q_gender: a({ values: ['male'] }),
      q_fruits: a({ values: ['pear'] }),
      q_why: a({ text: '清甜多汁' }),
      q_rate: a({ values: ['5'] }),
      q_matrix: a({ rows: { service: 'good' } }),
      q_rank: a({ values: ['speed', 'quality', 'cost'] }),
      q_name: a({ text: '价格再低一点' }),
    });
    t.clock.advance(day);
    const [wang, zhao] = [await enter('王五'), await enter('赵六')];
    await submit(wang.ticket, {
      q_gender: a({ values: ['other'], text: '保密' }),
      q_fruits: a({ values: ['apple'] }),
      q_rate: a({ values: ['2'] }),
      q_matrix: a({ rows: { service: 'bad', price: 'ok' } }),
      q_rank: a({ values: ['quality', 'cost', 'speed'] }),
      q_name: a({ text: '希望多开店' }),
    });
    const junk = await submit(zhao.ticket, {
      q_gender: a({ values: ['other'], text: '不告诉你' }),
      q_fruits: a({ values: ['banana'] }),
      q_rate: a({ values: ['1'] }),
      q_name: a({ text: '多开一点' }),
    });
    const deleted = await t.call(
      contract.survey.responseDelete,
      { activity_id: activity.id, ids: [junk] },
      { token: organiser.token },
    );
    expect(deleted.body.data).toEqual({ deleted: 1 });
  });

  const call = <E extends (typeof s)[keyof typeof s]>(e: E, input: Record<string, unknown>, token = organiser.token) =>
    t.call(e, input, { token });
  const stats = async (filter: unknown = null, of = activity) => {
    const res = await call(s.quesStatistic, { activity_id: of.id, filter });
    expect(res.body.code).toBe(200);
    return res.body.data;
  };
  const byKey = (questions: SurveyQuestionStat[], key: string) => questions.find((q) => q.key === key)!;
  const counts = (q: SurveyQuestionStat) => q.options.map((o) => [o.key, o.count, o.percent]);

  it('counts the kept responses, per China day, leaving out the deleted one', async () => {
    const data = await stats();
    expect(data.total).toBe(3);
    expect(data.daily).toEqual([
      { day: '2026-06-01', responses: 2 },
      { day: '2026-06-02', responses: 1 },
    ]);
    expect(data.questions.map((q) => q.key)).toEqual(
      everyTypeQuestions.filter((q) => q.type !== 'description' && q.type !== 'page_break').map((q) => q.key),
    );
  });

  it('gives each option of a choice question its picks and percent of those who answered it', async () => {
    const { questions } = await stats();
    const gender = byKey(questions, 'q_gender');
    expect(gender).toMatchObject({ type: 'radio', title: '您的性别', answered: 3, text_count: 0 });
    expect(counts(gender)).toEqual([
      ['male', 1, 33.3],
      ['female', 1, 33.3],
      ['other', 1, 33.3],
    ]);
    expect(gender.options.map((o) => o.other)).toEqual([false, false, true]);
    // Checkbox percents count responses, so they may add up past 100.
    expect(counts(byKey(questions, 'q_fruits'))).toEqual([
      ['apple', 2, 66.7],
      ['banana', 1, 33.3],
      ['pear', 1, 33.3],
    ]);
    expect(counts(byKey(questions, 'q_city'))).toEqual([
      ['bj', 0, 0],
      ['sh', 3, 100],
      ['gz', 0, 0],
    ]);
  });

  it('gives a rating its points and average, a matrix its cells and a ranking its average positions', async () => {
    const { questions } = await stats();
    const rating = byKey(questions, 'q_rate');
    expect(counts(rating)).toEqual([
      ['1', 0, 0],
      ['2', 1, 33.3],
      ['3', 0, 0],
      ['4', 1, 33.3],
      ['5', 1, 33.3],
    ]);
    expect(rating.average).toBe(3.67);
    const matrix = byKey(questions, 'q_matrix');
    expect(matrix.answered).toBe(3);
    expect(matrix.rows.map((r) => [r.label, r.columns.map((c) => [c.label, c.count, c.percent])])).toEqual([
      [
        '服务',
        [
          ['好', 2, 66.7],
          ['一般', 0, 0],
          ['差', 1, 33.3],
        ],
      ],
      [
        '价格',
        [
          ['好', 0, 0],
          ['一般', 2, 66.7],
          ['差', 0, 0],
        ],
      ],
    ]);
    expect(byKey(questions, 'q_rank').ranking).toEqual([
      { key: 'quality', label: '质量', average_position: 1.33 },
      { key: 'speed', label: '速度', average_position: 2 },
      { key: 'cost', label: '成本', average_position: 2.67 },
    ]);
    expect(byKey(questions, 'q_name')).toMatchObject({ answered: 3, text_count: 3 });
    expect(byKey(questions, 'q_why')).toMatchObject({ answered: 1, text_count: 1 });
    expect(byKey(questions, 'q_photo')).toMatchObject({ answered: 1, text_count: 2 });
  });

  it('narrows every number to the responses that picked the filter’s options', async () => {
    const data = await stats({ question_key: 'q_fruits', option_keys: ['apple'] });
    expect(data.total).toBe(2);
    expect(data.daily).toEqual([
      { day: '2026-06-01', responses: 1 },
      { day: '2026-06-02', responses: 1 },
    ]);
    const gender = byKey(data.questions, 'q_gender');
    expect(gender.answered).toBe(2);
    expect(counts(gender)).toEqual([
      ['male', 0, 0],
      ['female', 1, 50],
      ['other', 1, 50],
    ]);
    expect(byKey(data.questions, 'q_rate').average).toBe(3);
    const two = await stats({ question_key: 'q_gender', option_keys: ['male', 'female'] });
    expect(two.total).toBe(2);
    expect(byKey(two.questions, 'q_why').text_count).toBe(1);
  });

  it('searches the typed answers of a question, newest first, page by page and under the filter', async () => {
    const search = async (input: Record<string, unknown>) =>
      (await call(s.quesStatisticTextSearch, { activity_id: activity.id, question_key: 'q_name', ...input })).body.data;
    const all = await search({});
    expect(all.total).toBe(3);
    expect(all.list.map((r) => [r.text, r.name])).toEqual([
      ['希望多开店', '王五'],
      ['价格再低一点', '李四'],
      ['多开几家店', '张三'],
    ]);
    expect(all.list[0]!.created_at).toBe('2026-06-02T02:02:00.000Z');
    // 赵六's deleted 多开一点 stays out; % is a plain character here.
    const some = await search({ keywords: '多开', page: 2, limit: 1 });
    expect(some).toMatchObject({ total: 2, page: 2, limit: 1, list: [{ text: '多开几家店' }] });
    expect((await search({ keywords: '%' })).total).toBe(0);
    const filtered = await search({ filter: { question_key: 'q_gender', option_keys: ['male'] } });
    expect(filtered.list.map((r) => r.text)).toEqual(['价格再低一点']);
    const photos = (
      await call(s.quesStatisticTextSearch, { activity_id: activity.id, question_key: 'q_photo' })
    ).body.data.list.map((r) => r.text);
    expect(photos).toHaveLength(2);
    expect(photos.every((url) => url.endsWith('.jpg') || url.endsWith('.png'))).toBe(true);
  });

  it('lists what was written into an "other" option, leaving out deleted responses', async () => {
    const extend = async (input: Record<string, unknown>) =>
      (
        await call(s.questionnaireOptionExtend, {
          activity_id: activity.id,
          question_key: 'q_gender',
          option_key: 'other',
          ...input,
        })
      ).body.data;
    expect(await extend({})).toMatchObject({ total: 1, list: [{ text: '保密', name: '王五' }] });
    expect((await extend({ keywords: '告诉' })).total).toBe(0);
    expect((await extend({ option_key: 'male' })).total).toBe(0);
  });

  it('lists only the questions and options the questionnaire has now', async () => {
    const changed = await makeLiveSurvey(t, organiser.customer, signup);
    const [one] = [await enterAs(t, changed, { fields: { name: '孙七' } })];
    expect((await submitAs(t, one.ticket)).code).toBe(200);
    const questions = everyTypeQuestions
      .filter((q) => q.key !== 'q_region')
      .map((q) => (q.key === 'q_fruits' ? { ...q, options: q.options.filter((o) => o.key !== 'banana') } : q));
    await t.deps.db
      .update(activities)
      .set({ settings: { ...changed.settings, questions } })
      .where(eq(activities.id, changed.id));
    const data = await stats(null, changed);
    expect(data.questions.some((q) => q.key === 'q_region')).toBe(false);
    expect(counts(byKey(data.questions, 'q_fruits'))).toEqual([
      ['apple', 1, 100],
      ['pear', 0, 0],
    ]);
  });

  it('leaves out who wrote the texts of an anonymous survey', async () => {
    const anonymous = await makeLiveSurvey(t, organiser.customer, { ...signup, anonymous: true });
    const one = await enterAs(t, anonymous, { fields: { name: '周八' } });
    expect((await submitAs(t, one.ticket)).code).toBe(200);
    const res = await call(s.quesStatisticTextSearch, { activity_id: anonymous.id, question_key: 'q_name' });
    expect(res.body.data.list).toMatchObject([{ text: '多开几家店', name: '' }]);
  });

  it('refuses another organiser’s questionnaire and an activity of another kind', async () => {
    const inputs = [
      [s.quesStatistic, { activity_id: activity.id }],
      [s.quesStatisticTextSearch, { activity_id: activity.id, question_key: 'q_name' }],
      [s.questionnaireOptionExtend, { activity_id: activity.id, question_key: 'q_gender', option_key: 'other' }],
    ] as const;
    for (const [endpoint, input] of inputs) {
      expect((await call(endpoint, input, other.token)).body).toMatchObject({ code: 600, msg: '活动不存在' });
    }
    const quiz = await makeLiveActivity(t, organiser.customer, 1);
    expect((await call(s.quesStatistic, { activity_id: quiz.id })).body).toMatchObject({ code: 400 });
  });
});
