import { randomBytes } from 'node:crypto';
import { contract, type HbRuleInput } from '@app/contract';
import { creditBalance, makeCustomer } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import type { ActivityRecord } from '../activity/index.js';
import { shanghaiDayOf } from '../activity/index.js';
import { makeLiveQuiz } from '../activity/live-quiz.factory.js';
import { prizeDraws } from '../prize/index.js';
import { quizAttempts } from '../quiz/index.js';

type Participant = { id: number; tenantId: number; customerId: number; activityId: number };

/** An organiser with this much in the red-packet balance and a live online quiz of theirs. */
export const organiserWithQuiz = async (
  t: TestApp,
  hbYuan: number,
  fields: Parameters<typeof makeLiveQuiz>[3] = {},
) => {
  const organiser = await makeCustomer(t);
  if (hbYuan > 0) await creditBalance(t, organiser.customer, 'hb_money', hbYuan);
  const quiz = await makeLiveQuiz(t, { tenantId: organiser.customer.tenantId, id: organiser.customer.id }, {}, fields);
  return { ...organiser, quiz };
};

/** Saves the quiz's red-packet rule; answers the envelope. */
export const saveRule = async (
  t: TestApp,
  token: string,
  quiz: ActivityRecord,
  rule: Omit<HbRuleInput, 'activity_id'>,
) => (await t.call(contract.hb.ruleSave, { activity_id: quiz.id, ...rule }, { token })).body;

/** A finished attempt with this score (passed unless told otherwise) taking `durationMs`. */
export const scoredAttempt = async (t: TestApp, p: Participant, score: number, passed = true, durationMs = 60_000) => {
  const now = t.clock.now();
  await t.deps.db.insert(quizAttempts).values({
    tenantId: p.tenantId,
    customerId: p.customerId,
    activityId: p.activityId,
    participantId: p.id,
    day: shanghaiDayOf(now),
    questions: [],
    status: 'finished',
    score,
    passed,
    durationMs,
    startedAt: now,
    submittedAt: now,
  });
};

/** A prize won in one of the activity's draws. */
export const prizeWon = async (t: TestApp, p: Participant) => {
  await t.deps.db.insert(prizeDraws).values({
    tenantId: p.tenantId,
    customerId: p.customerId,
    activityId: p.activityId,
    turnId: 1,
    participantId: p.id,
    day: shanghaiDayOf(t.clock.now()),
    roll: 1,
    pool: '[]',
    goodsName: '奖品',
    code: randomBytes(6).toString('hex'),
  });
};
