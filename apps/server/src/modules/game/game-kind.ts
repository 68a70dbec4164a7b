import {
  activityKind,
  gamePointsModes,
  gameQuestionTypes,
  judgeAnswers,
  pointsFor,
  type SessionReveal,
} from '@app/contract';
import { z } from 'zod';
import type { LiveStep, SessionKind, StepAnswer, StepScoring } from '../live-session/index.js';
import type { DrawnQuestion } from '../quiz/index.js';
import { isCorrect } from '../quiz/index.js';
import { gameSettingsOf } from './game-setup.mappers.js';
import { type GameStep, stepsOf } from './game-steps.repository.js';

/** What a quiz step keeps from the phones until its reveal. */
const secretSchema = z.object({
  type: z.enum(gameQuestionTypes),
  answer: z.array(z.string()),
  blanks: z.array(z.array(z.string())),
  explanation: z.string(),
  pointsMode: z.enum(gamePointsModes),
  basePoints: z.number(),
  streakBonus: z.boolean(),
});
type Secret = z.infer<typeof secretSchema>;

const judgeOptions = [
  { key: judgeAnswers.true, text: '正确', image: '' },
  { key: judgeAnswers.false, text: '错误', image: '' },
];

export const toLiveStep = (s: GameStep): LiveStep => {
  const secret: Secret = {
    type: s.type as Secret['type'],
    answer: s.answer,
    blanks: s.blanks,
    explanation: s.explanation,
    pointsMode: s.pointsMode,
    basePoints: s.basePoints,
    streakBonus: s.streakBonus,
  };
  return {
    view: {
      index: s.index,
      type: s.type,
      stem: s.stem,
      image: s.image,
      options: s.type === 'judge' && s.options.length === 0 ? judgeOptions : s.options,
      blank_count: s.type === 'blank' ? s.blanks.length : 0,
      seconds: s.seconds,
      round_name: s.roundName,
    },
    secret,
  };
};

const secretOf = (step: LiveStep) => secretSchema.parse(step.secret);

/** The grading the online quiz uses (docs/grading.md), so a fill-in is marked the same way on stage. */
const asQuestion = (s: Secret): DrawnQuestion => ({
  questionId: 0,
  type: s.type,
  stem: '',
  options: [],
  answer: s.answer,
  blanks: s.blanks,
  explanation: s.explanation,
  score: 1,
  image: '',
  audio: '',
  video: '',
});

/**
 * Whether the answer has the step's shape: each blank, or keys it offers, once each (one for single and judge,
 * all of them for ordering).
 */
const fits = (step: LiveStep, s: Secret, answer: string[]) => {
  if (s.type === 'blank') return answer.length === s.blanks.length;
  const keys = new Set(step.view.options.map((o) => o.key));
  const count = { single: 1, judge: 1, sort: keys.size, multiple: answer.length }[s.type];
  return answer.length === count && new Set(answer).size === answer.length && answer.every((k) => keys.has(k));
};

/** Steps whose answers are told apart only as right or wrong, not per option. */
const markedRightOrWrong = (s: Secret) => s.type === 'blank' || s.type === 'sort';

const revealOf = (step: LiveStep, answers: StepAnswer[]): SessionReveal => {
  const s = secretOf(step);
  const right = answers.filter((a) => a.correct);
  const distribution = markedRightOrWrong(s)
    ? [
        { key: 'right', count: right.length },
        { key: 'wrong', count: answers.length - right.length },
      ]
    : step.view.options.map((o) => ({ key: o.key, count: answers.filter((a) => a.answer.includes(o.key)).length }));
  return {
    answer: s.type === 'blank' ? s.blanks.map((accepted) => accepted[0] ?? '') : s.answer,
    distribution,
    answered: answers.length,
    correct: right.length,
    average_ms: right.length ? Math.round(right.reduce((n, a) => n + a.elapsedMs, 0) / right.length) : 0,
    explanation: s.explanation,
  };
};

/** A quiz step's marking: the grading the online quiz uses, and points as the contract says. */
const quizScoring: StepScoring = {
  judge: (step, answer) => {
    const s = secretOf(step);
    return fits(step, s, answer) ? isCorrect(asQuestion(s), answer) : null;
  },
  points: (step, a) => {
    const s = secretOf(step);
    return pointsFor({
      correct: a.correct,
      mode: s.pointsMode,
      base: s.basePoints,
      seconds: step.view.seconds,
      elapsedMs: a.elapsedMs,
      streakBonus: s.streakBonus,
      streak: a.streak,
    });
  },
  reveal: revealOf,
};

/** The on-site quiz on the live-session engine: bank questions in rounds, answered on the phones. */
export const gameKind: SessionKind = {
  kinds: [activityKind.siteCompetition, activityKind.siteInteraction],
  steps: async (db, activity) =>
    (await stepsOf(db, { tenantId: activity.tenantId, customerId: activity.customerId }, activity.id)).map(toLiveStep),
  scoring: quizScoring,
  leaderboardEvery: (activity) => gameSettingsOf(activity.settings).site.leaderboard_every,
};
