import { contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { enterAs } from '../activity/participant.factory.js';
import { everyTypeAnswers, makeLiveSurvey, newSubmissionId, question, submitAs } from './survey.factory.js';
import { surveyAnswerItems, surveyResponses } from './survey.table.js';

const s = contract.survey;

describe('filling in a questionnaire', () => {
  const { t, organiser } = organiserApp();

  const survey = (settings: Record<string, unknown> = {}) => makeLiveSurvey(t, organiser.customer, settings);
  const itemsOf = (responseId: number) =>
    t.deps.db.select().from(surveyAnswerItems).where(eq(surveyAnswerItems.responseId, responseId));
  const responsesOf = (activityId: number) =>
    t.deps.db.select().from(surveyResponses).where(eq(surveyResponses.activityId, activityId));

  it('stores a response with one item per picked option, row, place, point and text', async () => {
    const activity = await survey({ thank_you: { title: '谢谢', content: '再见' } });
    const player = await enterAs(t, activity);
    const res = await submitAs(t, player.ticket);
    expect(res).toMatchObject({
      code: 200,
      data: {
        score: null,
        thank_you: { title: '谢谢', content: '再见', show_score: false },
        standing: { submitted: 1, can_submit: false, message: '您已提交过，请勿重复提交' },
      },
    });
    const [row] = await responsesOf(activity.id);
    expect(row).toMatchObject({ id: res.data?.response_id, participantId: player.id, durationMs: 65_000 });
    expect(row?.day).toBe('2026-06-01');
    const items = (await itemsOf(row!.id)).map((i) => [i.questionKey, i.optionKey, i.rowKey, i.position, i.text]);
    expect(items).toEqual(
      expect.arrayContaining([
        ['q_gender', 'female', '', null, ''],
        ['q_fruits', 'apple', '', null, ''],
        ['q_fruits', 'banana', '', null, ''],
        ['q_city', 'sh', '', null, ''],
        ['q_phone', '', '', null, '13800138000'],
        ['q_rate', '4', '', 4, ''],
        ['q_matrix', 'good', 'service', null, ''],
        ['q_matrix', 'ok', 'price', null, ''],
        ['q_rank', 'quality', '', 1, ''],
        ['q_rank', 'speed', '', 2, ''],
        ['q_rank', 'cost', '', 3, ''],
        ['q_date', '', '', null, '2026-06-01'],
        ['q_region', '', '', null, '广东省/广州市/天河区'],
        ['q_name', '', '', null, '多开几家店'],
      ]),
    );
    expect(items).toHaveLength(14);
  });

  it('keeps the "other" text beside its option and scores a scored form', async () => {
    const activity = await survey({ scoring: true });
    const player = await enterAs(t, activity);
    const answers = everyTypeAnswers({ q_gender: { values: ['other'], text: '保密', rows: {} } });
    const res = await submitAs(t, player.ticket, answers);
    expect(res.data?.score).toBe(8);
    const items = await itemsOf(res.data!.response_id);
    expect(items.find((i) => i.questionKey === 'q_gender')).toMatchObject({ optionKey: 'other', text: '保密' });
    const state = await t.call(s.h5State, { ticket: player.ticket });
    expect(state.body.data?.last).toMatchObject({ response_id: res.data?.response_id, score: 8 });
  });

  it('drops answers to questions the logic hides and does not ask hidden required ones', async () => {
    const activity = await survey();
    const player = await enterAs(t, activity);
    const answers = everyTypeAnswers({
      q_why: { values: [], text: '不该留下', rows: {} },
      q_city: { values: ['gz'], text: '', rows: {} },
      q_phone: { values: [], text: '', rows: {} },
    });
    const res = await submitAs(t, player.ticket, answers);
    expect(res.code).toBe(200);
    const [row] = await responsesOf(activity.id);
    expect(Object.keys(row?.answers ?? {})).not.toContain('q_why');
    expect(row?.answers.q_city?.values).toEqual(['gz']);
    expect((await itemsOf(row!.id)).some((i) => i.questionKey === 'q_why' || i.questionKey === 'q_phone')).toBe(false);
  });

  it('asks for a shown required question and names where the problem is', async () => {
    const activity = await survey({ submit_limit: { count: 0 } });
    const player = await enterAs(t, activity);
    const pear = everyTypeAnswers({ q_fruits: { values: ['pear'], text: '', rows: {} } });
    expect(await submitAs(t, player.ticket, pear)).toMatchObject({
      code: 400,
      msg: '第3题「为什么喜欢梨」：此题为必答题',
    });
    const phone = everyTypeAnswers({ q_phone: { values: [], text: '1380013', rows: {} } });
    expect((await submitAs(t, player.ticket, phone)).msg).toBe('第5题「手机号」：请输入正确的手机号');
    const many = everyTypeAnswers({ q_fruits: { values: ['apple', 'banana', 'pear'], text: '', rows: {} } });
    expect((await submitAs(t, player.ticket, many)).msg).toBe('第2题「您喜欢的水果」：此题最多选择2项');
    const rank = everyTypeAnswers({ q_rank: { values: ['speed'], text: '', rows: {} } });
    expect((await submitAs(t, player.ticket, rank)).msg).toBe('第8题「请按重要性排序」：请为全部选项排序');
    expect(await responsesOf(activity.id)).toHaveLength(0);
  });

  it('refuses files the participant did not upload to this activity', async () => {
    const activity = await survey();
    const player = await enterAs(t, activity);
    for (const url of [
      'https://evil.example/x.png',
      `/uploads/h5/${activity.id}/${player.id + 1}/0b4b5a6e-0c1d-4e5f-8a9b-0c1d2e3f4a5b.png`,
      `/uploads/h5/${activity.id}/${player.id}/../../x.png`,
    ]) {
      const answers = everyTypeAnswers({ q_photo: { values: [url], text: '', rows: {} } });
      expect((await submitAs(t, player.ticket, answers)).msg).toBe('第12题「现场照片」：文件无效，请重新上传');
    }
    const own = `/uploads/h5/${activity.id}/${player.id}/0b4b5a6e-0c1d-4e5f-8a9b-0c1d2e3f4a5b.png`;
    const res = await submitAs(t, player.ticket, everyTypeAnswers({ q_photo: { values: [own], text: '', rows: {} } }));
    expect(res.code).toBe(200);
  });

  it('answers a retried submission with its first result, never a second response nor a limit error', async () => {
    const activity = await survey();
    const player = await enterAs(t, activity);
    const id = newSubmissionId();
    const first = await submitAs(t, player.ticket, everyTypeAnswers(), id);
    const again = await submitAs(t, player.ticket, everyTypeAnswers(), id);
    expect(again).toMatchObject({ code: 200, data: { response_id: first.data?.response_id } });
    expect(await responsesOf(activity.id)).toHaveLength(1);
    expect((await submitAs(t, player.ticket)).msg).toBe('您已提交过，请勿重复提交');
  });

  it('refuses votes, other kinds and questionnaires without questions', async () => {
    const vote = await survey({ form: 'vote' });
    const quiz = await makeLiveActivity(t, organiser.customer, 1);
    const empty = await survey({ questions: [question({ key: 'd', type: 'description', title: '说明' })] });
    for (const activity of [vote, quiz]) {
      const player = await enterAs(t, activity);
      expect((await submitAs(t, player.ticket)).msg).toBe('该活动不是问卷或表单');
      expect((await t.call(s.h5State, { ticket: player.ticket })).body.msg).toBe('该活动不是问卷或表单');
    }
    const player = await enterAs(t, empty);
    expect((await submitAs(t, player.ticket, {})).msg).toBe('问卷还没有题目');
    expect((await submitAs(t, 'no-such-ticket')).msg).toBe('请先进入活动');
  });

  it('refuses a submit without a proper submission id', async () => {
    const activity = await survey();
    const player = await enterAs(t, activity);
    expect((await submitAs(t, player.ticket, everyTypeAnswers(), 'x')).msg).toBe('提交标识缺失');
  });

  it('stops taking responses once the activity ends', async () => {
    const activity = await makeLiveSurvey(
      t,
      organiser.customer,
      {},
      { endTime: new Date(t.clock.now().getTime() + 60_000) },
    );
    const player = await enterAs(t, activity);
    t.clock.advance(61_000);
    expect((await submitAs(t, player.ticket)).msg).toBe('活动已结束');
    expect(await responsesOf(activity.id)).toHaveLength(0);
  });
});
