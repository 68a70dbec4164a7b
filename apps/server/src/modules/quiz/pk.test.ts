import { contract } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, uniquePhone } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeActivity } from '../activity/activity.factory.js';
import { enterAs } from '../activity/participant.factory.js';
import { addPkLevel, makePkQuiz, makeSingleQuestions } from './pk.factory.js';

const pk = contract.pk;

describe('PK mode for the organiser', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  let questionIds: number[];

  beforeAll(async () => {
    questionIds = await makeSingleQuestions(t, organiser, 4);
  });

  const as = (a: Account) => ({ token: a.token });
  const newQuiz = (config: Record<string, unknown> = {}) => makePkQuiz(t, organiser, questionIds, config);
  const house = (activityId: number, levelId: number, fields: Record<string, unknown> = {}, a = organiser) =>
    t.call(
      pk.challengeAdd,
      {
        activity_id: activityId,
        level_id: levelId,
        name: '擂主小王',
        correct_count: 2,
        duration_ms: 20_000,
        ...fields,
      },
      as(a),
    );
  const listOf = async (activityId: number, filter: Record<string, unknown> = {}) =>
    (await t.call(pk.challengeList, { activity_id: activityId, page: 1, limit: 20, ...filter }, as(organiser))).body
      .data;

  it('answers the default settings before any are saved, then the saved ones', async () => {
    const activity = await makeActivity(t, organiser.customer, { kind: 1 });
    const before = await t.call(pk.pkIndex, { activity_id: activity.id }, as(organiser));
    expect(before.body.data).toEqual({
      config: { enabled: false, title: '答题PK', rules: '', background: '', day_max: 10 },
      levels: [],
    });
    const saved = await t.call(
      pk.save,
      { activity_id: activity.id, enabled: true, title: '知识擂台', rules: '三关定胜负', day_max: 3 },
      as(organiser),
    );
    expect(saved.body.data).toMatchObject({ enabled: true, title: '知识擂台', day_max: 3 });
    await t.call(pk.save, { activity_id: activity.id, enabled: false, day_max: 0 }, as(organiser));
    expect((await t.call(pk.pkIndex, { activity_id: activity.id }, as(organiser))).body.data.config).toEqual({
      enabled: false,
      title: '答题PK',
      rules: '',
      background: '',
      day_max: 0,
    });
  });

  it('keeps another organiser out of the settings and refuses a malformed title', async () => {
    const activity = await newQuiz();
    for (const res of [
      await t.call(pk.pkIndex, { activity_id: activity.id }, as(other)),
      await t.call(pk.save, { activity_id: activity.id, enabled: false }, as(other)),
      await t.call(pk.levelList, { activity_id: activity.id }, as(other)),
    ]) {
      expect(res.body).toMatchObject({ code: 600, msg: '活动不存在' });
    }
    const long = await t.call(pk.save, { activity_id: activity.id, title: '题'.repeat(31) }, as(organiser));
    expect(long.body).toMatchObject({ code: 400, msg: 'PK标题不能超过30个字' });
  });

  it('adds levels last, lists them in order, edits them and deletes them softly', async () => {
    const activity = await newQuiz();
    const one = await addPkLevel(t, organiser, activity.id, { name: '青铜' });
    const two = await addPkLevel(t, organiser, activity.id, { name: '白银', question_count: 4, win_correct: 3 });
    const three = await addPkLevel(t, organiser, activity.id, { name: '黄金' });
    expect([one.sort, two.sort, three.sort]).toEqual([1, 2, 3]);
    const edited = await t.call(
      pk.levelEdit,
      { id: two.id, name: '白银关', question_count: 2, win_correct: 2, time_limit: 45 },
      as(organiser),
    );
    expect(edited.body.data).toMatchObject({
      name: '白银关',
      question_count: 2,
      win_correct: 2,
      time_limit: 45,
      sort: 2,
    });
    expect((await t.call(pk.levelDetail, { id: one.id }, as(organiser))).body.data).toEqual(one);
    await t.call(pk.levelDelete, { id: one.id }, as(organiser));
    const list = (await t.call(pk.levelList, { activity_id: activity.id }, as(organiser))).body.data;
    expect(list.map((l) => l.name)).toEqual(['白银关', '黄金']);
    expect((await t.call(pk.levelDetail, { id: one.id }, as(organiser))).body).toMatchObject({
      code: 400,
      msg: 'PK关卡不存在',
    });
    expect((await addPkLevel(t, organiser, activity.id, { name: '钻石' })).sort).toBe(4);
  });

  it('answers PK_LEVEL_NOT_FOUND for another organiser’s level', async () => {
    const activity = await newQuiz();
    const level = await addPkLevel(t, organiser, activity.id);
    for (const res of [
      await t.call(pk.levelDetail, { id: level.id }, as(other)),
      await t.call(pk.levelEdit, { id: level.id, name: '改名', question_count: 3, win_correct: 1 }, as(other)),
      await t.call(pk.levelDelete, { id: level.id }, as(other)),
    ]) {
      expect(res.body).toMatchObject({ code: 400, msg: 'PK关卡不存在' });
    }
    expect((await t.call(pk.levelDetail, { id: level.id }, as(organiser))).body.data.name).toBe('第一关');
  });

  it('answers the contract’s messages for a malformed level', async () => {
    const activity = await newQuiz();
    const cases: [Record<string, unknown>, string][] = [
      [{ win_correct: 4, question_count: 3 }, '过关答对数不能超过题目数'],
      [{ name: ' ' }, '请输入关卡名称'],
      [{ name: '关'.repeat(21) }, '关卡名称不能超过20个字'],
      [{ question_count: 0 }, '每关至少1题'],
      [{ win_correct: 0 }, '过关答对数至少为1'],
    ];
    for (const [fields, msg] of cases) {
      const res = await t.call(
        pk.levelAdd,
        { activity_id: activity.id, name: '第一关', question_count: 3, win_correct: 2, ...fields },
        as(organiser),
      );
      expect(res.body, msg).toMatchObject({ code: 400, msg });
    }
    expect((await t.call(pk.levelList, { activity_id: activity.id }, as(organiser))).body.data).toEqual([]);
  });

  it('sets, edits and removes house challengers, and lists them by level', async () => {
    const activity = await newQuiz();
    const one = await addPkLevel(t, organiser, activity.id);
    const two = await addPkLevel(t, organiser, activity.id, { name: '第二关', question_count: 4 });
    const added = (await house(activity.id, one.id)).body.data;
    expect(added).toMatchObject({
      kind: 'house',
      level_name: '第一关',
      name: '擂主小王',
      phone: '',
      status: 'won',
      correct_count: 2,
      total: 3,
      duration_ms: 20_000,
    });
    expect(added.finished_at).not.toBeNull();
    await house(activity.id, two.id, { name: '擂主小李', correct_count: 4 });
    expect((await listOf(activity.id)).total).toBe(2);
    expect((await listOf(activity.id, { level_id: two.id })).list.map((c) => c.name)).toEqual(['擂主小李']);

    const edited = await t.call(
      pk.challengeEdit,
      { id: added.id, name: '老擂主', correct_count: 3, duration_ms: 15_000 },
      as(organiser),
    );
    expect(edited.body.data).toMatchObject({ name: '老擂主', correct_count: 3, duration_ms: 15_000 });
    await t.call(pk.challengeDelete, { id: added.id }, as(organiser));
    expect((await listOf(activity.id)).list.map((c) => c.name)).toEqual(['擂主小李']);
    expect((await t.call(pk.challengeDetail, { id: added.id }, as(organiser))).body.msg).toBe('挑战记录不存在');
  });

  it('refuses a malformed house challenger and another organiser’s challenges and levels', async () => {
    const activity = await newQuiz();
    const level = await addPkLevel(t, organiser, activity.id);
    expect((await house(activity.id, level.id, { name: '' })).body).toMatchObject({ code: 400, msg: '请输入擂主名称' });
    expect((await house(activity.id, level.id, { correct_count: 4 })).body).toMatchObject({
      code: 400,
      msg: '擂主答对数不能超过关卡题目数',
    });
    const theirs = await makePkQuiz(t, other, []);
    expect((await house(theirs.id, level.id, {}, other)).body).toMatchObject({ code: 400, msg: 'PK关卡不存在' });
    expect((await house(activity.id, level.id, {}, other)).body).toMatchObject({ code: 600, msg: '活动不存在' });
    const added = (await house(activity.id, level.id)).body.data;
    for (const res of [
      await t.call(pk.challengeDetail, { id: added.id }, as(other)),
      await t.call(pk.challengeEdit, { id: added.id, name: '改', correct_count: 1, duration_ms: 0 }, as(other)),
      await t.call(pk.challengeDelete, { id: added.id }, as(other)),
    ]) {
      expect(res.body).toMatchObject({ code: 400, msg: '挑战记录不存在' });
    }
    expect((await listOf(activity.id)).total).toBe(1);
  });

  it('shows a participant’s match with who played it and their answers, and only voids it', async () => {
    const activity = await newQuiz();
    const level = await addPkLevel(t, organiser, activity.id, { question_count: 2, win_correct: 1 });
    const phone = uniquePhone();
    const player = await enterAs(t, activity, { fields: { name: '张三', phone } });
    const match = (await t.call(pk.h5Start, { ticket: player.ticket, level_id: level.id })).body.data;
    await t.call(pk.h5Answer, { ticket: player.ticket, challenge_id: match.challenge_id, index: 1, answer: ['B'] });
    t.clock.advance(8_000);
    await t.call(pk.h5Finish, { ticket: player.ticket, challenge_id: match.challenge_id });

    const [listed] = (await listOf(activity.id, { kind: 'match' })).list;
    expect(listed).toMatchObject({ kind: 'match', name: '张三', phone, correct_count: 1, total: 2, status: 'won' });
    const detail = (await t.call(pk.challengeDetail, { id: match.challenge_id }, as(organiser))).body.data;
    expect(detail.answers).toEqual([{ index: 1, stem: match.questions[1]!.stem, given: ['B'], correct: true }]);

    const edit = await t.call(
      pk.challengeEdit,
      { id: match.challenge_id, name: '改', correct_count: 2, duration_ms: 1 },
      as(organiser),
    );
    expect(edit.body).toMatchObject({ code: 400, msg: '参与者的挑战记录不能修改，只能作废' });
    await t.call(pk.challengeDelete, { id: match.challenge_id }, as(organiser));
    expect((await listOf(activity.id, { kind: 'match' })).list).toMatchObject([{ status: 'void', correct_count: 1 }]);
  });
});
