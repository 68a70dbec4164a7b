import { contract, type QuizSettingsInput } from '@app/contract';
import type { makeCustomer } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { makeLiveQuiz } from '../activity/live-quiz.factory.js';
import { makeBank, sampleQuestion } from '../question/question.factory.js';

type Organiser = Awaited<ReturnType<typeof makeCustomer>>;

/** `n` single-choice questions of the organiser's, each answered right with B, stems '第1题', '第2题'… */
export const makeSingleQuestions = async (t: TestApp, organiser: Organiser, n: number) => {
  const bank = await makeBank(t, organiser.customer);
  const ids: number[] = [];
  for (let i = 1; i <= n; i += 1) {
    const res = await t.call(
      contract.question.add,
      { bank_id: bank.id, ...sampleQuestion('single', { stem: `第${i}题` }) },
      { token: organiser.token },
    );
    ids.push(res.body.data.id);
  }
  return ids;
};

/** A live online quiz that asks participants' name and phone, with PK mode switched on as `config` says. */
export const makePkQuiz = async (
  t: TestApp,
  organiser: Organiser,
  questionIds: number[],
  config: Record<string, unknown> = {},
  settings: QuizSettingsInput = {},
) => {
  const activity = await makeLiveQuiz(t, organiser.customer, {
    question_ids: questionIds,
    signup_fields: [{ key: 'name' }, { key: 'phone' }],
    ...settings,
  });
  const saved = await t.call(
    contract.pk.save,
    { activity_id: activity.id, enabled: true, ...config },
    { token: organiser.token },
  );
  if (saved.body.code !== 200) throw new Error(`could not switch PK on: ${saved.body.msg}`);
  return activity;
};

/** Adds a level and answers it; throws when refused. */
export const addPkLevel = async (
  t: TestApp,
  organiser: Organiser,
  activityId: number,
  fields: Record<string, unknown> = {},
) => {
  const res = await t.call(
    contract.pk.levelAdd,
    { activity_id: activityId, name: '第一关', question_count: 3, win_correct: 2, time_limit: 0, ...fields },
    { token: organiser.token },
  );
  if (res.body.code !== 200) throw new Error(`could not add a level: ${res.body.msg}`);
  return res.body.data;
};
