import { contract, type QuizSettingsInput } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeActivity } from '../activity/activity.factory.js';
import { makeLiveQuiz } from '../activity/live-quiz.factory.js';
import { enterAs } from '../activity/participant.factory.js';
import { makeBank, sampleQuestion } from '../question/question.factory.js';

const th = contract.theme;
type Player = Awaited<ReturnType<typeof enterAs>>;

describe('extra questions', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  let questionIds: number[];

  beforeAll(async () => {
    const bank = await makeBank(t, organiser.customer);
    const res = await t.call(contract.question.add, { bank_id: bank.id, ...sampleQuestion('single') }, as(organiser));
    questionIds = [res.body.data.id];
  });

  const as = (a: Account) => ({ token: a.token });
  const newQuiz = (settings: QuizSettingsInput = {}) =>
    makeLiveQuiz(t, organiser.customer, { question_ids: questionIds, ...settings });
  const add = async (activityId: number, fields: Record<string, unknown> = {}, a = organiser) =>
    t.call(
      th.moreAdd,
      { activity_id: activityId, type: 'single', stem: '您从哪里了解到本次活动', options: ['朋友', '海报'], ...fields },
      as(a),
    );
  const addData = async (activityId: number, fields: Record<string, unknown> = {}) =>
    (await add(activityId, fields)).body.data;
  const submit = (p: Player, answers: Record<string, string[]>) =>
    t.call(th.h5MoreSubmit, { ticket: p.ticket, answers });
  const usersOf = async (activityId: number, filter: Record<string, unknown> = {}) =>
    (await t.call(th.moreUsers, { activity_id: activityId, ...filter }, as(organiser))).body.data;

  it('answers a page that is off before one is saved, then the saved page', async () => {
    const quiz = await newQuiz();
    expect((await t.call(th.morePage, { activity_id: quiz.id }, as(organiser))).body.data).toEqual({
      enabled: false,
      position: 'after',
      title: '',
      intro: '',
    });
    const saved = { enabled: true, position: 'before', title: '报名信息', intro: '请先回答两个问题' };
    const res = await t.call(th.moreSave, { activity_id: quiz.id, ...saved }, as(organiser));
    expect(res.body.data).toEqual(saved);
    expect((await t.call(th.morePage, { activity_id: quiz.id }, as(organiser))).body.data).toEqual(saved);
  });

  it('adds questions last, edits, deletes softly and sorts them', async () => {
    const quiz = await newQuiz();
    const first = await addData(quiz.id);
    const second = await addData(quiz.id, { type: 'text', stem: '您的建议', options: ['ignored'], required: false });
    expect(second).toMatchObject({ type: 'text', options: [], required: false });
    expect(second.sort).toBeGreaterThan(first.sort);
    const edited = await add(quiz.id, {
      id: first.id,
      type: 'multiple',
      stem: '您喜欢哪些题型',
      options: ['单选', '多选'],
    });
    expect(edited.body.data).toMatchObject({ id: first.id, type: 'multiple', stem: '您喜欢哪些题型' });
    expect((await t.call(th.moreDetail, { id: first.id }, as(organiser))).body.data.stem).toBe('您喜欢哪些题型');

    const third = await addData(quiz.id, { stem: '第三题' });
    const sorted = await t.call(
      th.moreSort,
      { activity_id: quiz.id, ids: [third.id, first.id, second.id] },
      as(organiser),
    );
    expect(sorted.body.data.map((q) => q.id)).toEqual([third.id, first.id, second.id]);
    const partial = await t.call(th.moreSort, { activity_id: quiz.id, ids: [third.id, first.id] }, as(organiser));
    expect(partial.body).toMatchObject({ code: 400, msg: '排序须包含全部问题' });
    const twice = await t.call(
      th.moreSort,
      { activity_id: quiz.id, ids: [third.id, third.id, first.id] },
      as(organiser),
    );
    expect(twice.body).toMatchObject({ code: 400, msg: '排序须包含全部问题' });

    expect((await t.call(th.moreDelete, { id: third.id }, as(organiser))).body.code).toBe(200);
    const list = (await t.call(th.moreList, { activity_id: quiz.id }, as(organiser))).body.data;
    expect(list.map((q) => q.id)).toEqual([first.id, second.id]);
    expect((await t.call(th.moreDetail, { id: third.id }, as(organiser))).body).toMatchObject({ msg: '问题不存在' });
  });

  it('keeps another organiser out and refuses a question of another activity or malformed input', async () => {
    const quiz = await newQuiz();
    const question = await addData(quiz.id);
    for (const res of [
      await t.call(th.morePage, { activity_id: quiz.id }, as(other)),
      await t.call(th.moreSave, { activity_id: quiz.id, enabled: true }, as(other)),
      await t.call(th.moreList, { activity_id: quiz.id }, as(other)),
      await add(quiz.id, {}, other),
      await t.call(th.moreSort, { activity_id: quiz.id, ids: [question.id] }, as(other)),
      await t.call(th.moreAnswers, { activity_id: quiz.id }, as(other)),
      await t.call(th.moreUsers, { activity_id: quiz.id }, as(other)),
      await t.call(th.moreBatchDelete, { activity_id: quiz.id, participant_ids: [1] }, as(other)),
    ]) {
      expect(res.body).toMatchObject({ code: 600, msg: '活动不存在' });
    }
    for (const res of [
      await t.call(th.moreDetail, { id: question.id }, as(other)),
      await t.call(th.moreDelete, { id: question.id }, as(other)),
    ]) {
      expect(res.body).toMatchObject({ msg: '问题不存在' });
    }
    const elsewhere = await newQuiz();
    expect((await add(elsewhere.id, { id: question.id })).body).toMatchObject({ code: 400, msg: '问题不存在' });
    expect((await add(quiz.id, { stem: ' ' })).body).toMatchObject({ code: 400, msg: '请输入问题' });
    expect((await add(quiz.id, { options: ['唯一'] })).body).toMatchObject({ code: 400, msg: '选择题至少两个选项' });
    const long = await t.call(th.moreSave, { activity_id: quiz.id, title: '题'.repeat(51) }, as(organiser));
    expect(long.body).toMatchObject({ code: 400, msg: '页面标题不能超过50个字' });
    const vote = await makeActivity(t, organiser.customer, { kind: 2 });
    expect((await t.call(th.moreList, { activity_id: vote.id }, as(organiser))).body.code).not.toBe(200);
  });

  it('checks every answer against its question and asks for what is missing', async () => {
    const quiz = await newQuiz();
    const single = await addData(quiz.id);
    const multiple = await addData(quiz.id, {
      type: 'multiple',
      stem: '您喜欢哪些题型',
      options: ['单选', '多选', '填空'],
    });
    const text = await addData(quiz.id, { type: 'text', stem: '您的建议', required: false });
    const player = await enterAs(t, quiz);
    const good = { [single.id]: ['海报'], [multiple.id]: ['单选', '填空'] };
    const cases: [Record<string, string[]>, string][] = [
      [{ [multiple.id]: ['单选'] }, '请回答：您从哪里了解到本次活动'],
      [{ ...good, [single.id]: ['朋友', '海报'] }, '请回答：您从哪里了解到本次活动'],
      [{ ...good, [single.id]: ['电视'] }, '请回答：您从哪里了解到本次活动'],
      [{ ...good, [multiple.id]: ['单选', '单选'] }, '请回答：您喜欢哪些题型'],
      [{ ...good, [multiple.id]: [] }, '请回答：您喜欢哪些题型'],
      [{ ...good, [text.id]: ['一', '二'] }, '请回答：您的建议'],
      [{ ...good, 999999: ['朋友'] }, '问题不存在'],
    ];
    for (const [answers, msg] of cases) {
      expect((await submit(player, answers)).body).toMatchObject({ code: 400, msg });
    }
    expect((await submit(player, { ...good, [text.id]: ['x'.repeat(501)] })).body.code).toBe(400);
    expect((await submit(player, good)).body).toMatchObject({ code: 200, data: { submitted: true } });
    const page = (await t.call(th.h5More, { ticket: player.ticket })).body.data;
    expect(page).toMatchObject({
      submitted: true,
      answers: { [single.id]: ['海报'], [multiple.id]: ['单选', '填空'] },
    });
    expect(page.questions.map((q) => q.stem)).toEqual(['您从哪里了解到本次活动', '您喜欢哪些题型', '您的建议']);
    expect(page.questions[0]).not.toHaveProperty('sort');

    await submit(player, { [single.id]: ['朋友'], [multiple.id]: ['多选'], [text.id]: ['很好'] });
    const again = (await t.call(th.h5More, { ticket: player.ticket })).body.data.answers;
    expect(again).toEqual({ [single.id]: ['朋友'], [multiple.id]: ['多选'], [text.id]: ['很好'] });
  });

  it('lists answers and participants, filters them, and deletes the chosen ones', async () => {
    const quiz = await newQuiz({
      signup_fields: [
        { key: 'name', required: true },
        { key: 'phone', required: true },
      ],
    });
    const single = await addData(quiz.id);
    const text = await addData(quiz.id, { type: 'text', stem: '您的单位', required: false });
    const amy = await enterAs(t, quiz, { fields: { name: '王小明', phone: '13800000001' } });
    const bob = await enterAs(t, quiz, { fields: { name: '李四', phone: '13800000002' } });
    const fresh = await t.call(th.h5More, { ticket: amy.ticket });
    expect(fresh.body.data).toMatchObject({ submitted: false, answers: {} });
    await submit(amy, { [single.id]: ['朋友'], [text.id]: ['一中'] });
    t.clock.advance(1000);
    await submit(bob, { [single.id]: ['海报'] });

    const all = (await t.call(th.moreAnswers, { activity_id: quiz.id }, as(organiser))).body.data;
    expect(all.total).toBe(3);
    const one = await t.call(th.moreAnswers, { activity_id: quiz.id, question_id: text.id }, as(organiser));
    expect(one.body.data.list).toEqual([
      expect.objectContaining({ participant_id: amy.id, stem: '您的单位', answer: ['一中'] }),
    ]);

    const users = await usersOf(quiz.id);
    expect(users.total).toBe(2);
    expect(users.list[0]).toMatchObject({ participant_id: bob.id, answers: { [single.id]: ['海报'] } });
    expect(users.list[1]?.answers).toEqual({ [single.id]: ['朋友'], [text.id]: ['一中'] });
    const found = await usersOf(quiz.id, { keywords: '小明' });
    expect(found.list.map((u) => u.participant_id)).toEqual([amy.id]);

    const removed = await t.call(
      th.moreBatchDelete,
      { activity_id: quiz.id, participant_ids: [amy.id] },
      as(organiser),
    );
    expect(removed.body.data).toEqual({ deleted: 2 });
    expect((await usersOf(quiz.id)).list.map((u) => u.participant_id)).toEqual([bob.id]);
    const none = await t.call(th.moreBatchDelete, { activity_id: quiz.id, participant_ids: [] }, as(organiser));
    expect(none.body).toMatchObject({ code: 400, msg: '请选择要删除的记录' });
  });

  it('holds the quiz back until required questions asked before it are answered', async () => {
    const quiz = await newQuiz();
    const single = await addData(quiz.id);
    await addData(quiz.id, { type: 'text', stem: '您的建议', required: false });
    const player = await enterAs(t, quiz);
    const start = () => t.call(contract.quiz.h5Start, { ticket: player.ticket });
    await t.call(th.moreSave, { activity_id: quiz.id, enabled: true, position: 'after' }, as(organiser));
    expect((await start()).body.code).toBe(200);

    const late = await enterAs(t, quiz);
    await t.call(th.moreSave, { activity_id: quiz.id, enabled: true, position: 'before' }, as(organiser));
    const held = await t.call(contract.quiz.h5Start, { ticket: late.ticket });
    expect(held.body).toMatchObject({ code: 400, msg: '请先填写附加问题' });
    await submit(late, { [single.id]: ['朋友'] });
    expect((await t.call(contract.quiz.h5Start, { ticket: late.ticket })).body.code).toBe(200);
  });
});
