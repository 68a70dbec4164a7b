import { contract, surveySettingsSchema } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { activities } from '../activity/index.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { enterAs } from '../activity/participant.factory.js';
import { votes } from '../vote/index.js';
import { everyTypeQuestions, makeLiveSurvey, question, submitAs } from './survey.factory.js';

const s = contract.survey;

describe('the questionnaire builder', () => {
  const { t, organiser, other } = organiserApp({ other: true });

  const as = (a: Account) => ({ token: a.token });
  const survey = (settings: Record<string, unknown> = {}) => makeLiveSurvey(t, organiser.customer, settings);
  const save = (activityId: number, settings: Record<string, unknown>, a = organiser) =>
    t.call(s.save, { activity_id: activityId, settings }, as(a));
  const stored = async (activityId: number) =>
    (await t.deps.db.select().from(activities).where(eq(activities.id, activityId)))[0]!.settings;

  it('answers a blank kind-4 activity with the default settings and no responses', async () => {
    const activity = await makeLiveActivity(t, organiser.customer, 4);
    const res = await t.call(s.detail, { activity_id: activity.id }, as(organiser));
    expect(res.body.data).toEqual({
      activity_id: activity.id,
      settings: surveySettingsSchema.parse({}),
      response_count: 0,
    });
  });

  it('saves questions and settings, keeping the stored form and the vote’s part', async () => {
    const activity = await survey({ form: 'signup', vote: { votes_per_day: 4 } });
    const res = await save(activity.id, {
      form: 'vote',
      questions: everyTypeQuestions.slice(0, 3),
      anonymous: true,
      quota: 30,
      vote: { votes_per_day: 99 },
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.settings).toMatchObject({
      form: 'signup',
      anonymous: true,
      quota: 30,
      vote: { votes_per_day: 4 },
    });
    expect(res.body.data.settings.questions.map((q) => q.key)).toEqual(['intro', 'q_gender', 'q_fruits']);
    expect(await stored(activity.id)).toMatchObject({ form: 'signup', quota: 30, vote: { votes_per_day: 4 } });
    const detail = await t.call(s.detail, { activity_id: activity.id }, as(organiser));
    expect(detail.body.data.settings).toEqual(res.body.data.settings);
  });

  it('refuses a questionnaire whose logic or keys are wrong, saying what is wrong', async () => {
    const activity = await survey();
    const cases: [Record<string, unknown>[], string][] = [
      [[question({ key: 'a', type: 'text' }), question({ key: 'a', type: 'text' })], '第2题的标识重复'],
      [[question({ key: 'a', type: 'radio', options: [{ key: 'x', label: '甲' }] })], '第1题至少需要2个选项'],
      [
        [
          question({ key: 'a', type: 'text' }),
          question({ key: 'b', type: 'text', show_if: { question_key: 'a', option_keys: ['x'] } }),
        ],
        '第2题的显示条件只能引用前面的选择题',
      ],
      [[{ key: 'a', type: 'text', title: ' ' }], '第1题请输入题目标题'],
    ];
    for (const [questions, msg] of cases) {
      expect((await save(activity.id, { questions })).body).toMatchObject({ code: 400, msg });
    }
    expect((await save(activity.id, { questions: [{ key: 'a b', type: 'text', title: 'x' }] })).body.msg).toBe(
      '题目标识不正确',
    );
    expect((await save(activity.id, { questions: [{ key: 'a', type: 'video', title: 'x' }] })).body.msg).toBe(
      '题型不正确',
    );
    expect(((await stored(activity.id)) as { questions: unknown[] }).questions).toHaveLength(everyTypeQuestions.length);
  });

  it('switches the form until responses or votes exist', async () => {
    const activity = await survey();
    const res = await t.call(s.setForm, { activity_id: activity.id, form: 'signup' }, as(organiser));
    expect(res.body.data.settings.form).toBe('signup');
    await submitAs(t, (await enterAs(t, activity)).ticket);
    const locked = await t.call(s.setForm, { activity_id: activity.id, form: 'vote' }, as(organiser));
    expect(locked.body).toMatchObject({ code: 400, msg: '已有答卷或投票，不能更改活动形式' });
    const same = await t.call(s.setForm, { activity_id: activity.id, form: 'signup' }, as(organiser));
    expect(same.body.code).toBe(200);

    const vote = await survey({ form: 'vote' });
    const player = await enterAs(t, vote);
    await t.deps.db.insert(votes).values({
      tenantId: vote.tenantId,
      customerId: vote.customerId,
      activityId: vote.id,
      candidateId: 1,
      participantId: player.id,
      day: '2026-06-01',
    });
    const voted = await t.call(s.setForm, { activity_id: vote.id, form: 'survey' }, as(organiser));
    expect(voted.body.msg).toBe('已有答卷或投票，不能更改活动形式');
  });

  it('keeps another organiser out of every call', async () => {
    const activity = await survey();
    const player = await enterAs(t, activity);
    const submitted = await submitAs(t, player.ticket);
    const id = { activity_id: activity.id };
    for (const res of [
      await t.call(s.detail, id, as(other)),
      await save(activity.id, { questions: [] }, other),
      await t.call(s.setForm, { ...id, form: 'vote' }, as(other)),
      await t.call(s.responses, id, as(other)),
      await t.call(s.response, { ...id, response_id: submitted.data!.response_id }, as(other)),
      await t.call(s.responseDelete, { ...id, ids: [submitted.data!.response_id] }, as(other)),
    ]) {
      expect(res.body).toMatchObject({ code: 600, msg: '活动不存在' });
    }
    expect((await t.call(s.detail, id, as(organiser))).body.data.response_count).toBe(1);
  });

  it('refuses another kind of activity', async () => {
    const quiz = await makeLiveActivity(t, organiser.customer, 1);
    expect((await t.call(s.detail, { activity_id: quiz.id }, as(organiser))).body.msg).toBe('该设置不适用于此类活动');
  });
});
