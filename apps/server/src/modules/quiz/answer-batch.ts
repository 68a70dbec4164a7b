import { type AnswerResult, type QuizSettings, quizSettingsSchema } from '@app/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { ItemOutcome } from '../../platform/group-commit/group-commit-writer.js';
import type { Seat } from '../activity/participant-seats.js';
import { admitted } from '../activity/participant-ticket.js';
import { type AnswerInsert, attemptRepository } from './attempt.repository.js';
import { type Asked, answerKey, deadlineGraceMs, verdictOrRefusal } from './batched-answer.js';
import { grade } from './grading.js';
import { answeredLate } from './question-clock.js';
import type { DrawnQuestion } from './quiz.table.js';
import { toAnswerResult } from './quiz-play.mappers.js';
import { assertOnlineQuiz, overdue } from './quiz-ticket.js';

/** The answer hot path needs few settings; parsing the whole settings there would cost more than the query. */
const answerSettingsSchema = quizSettingsSchema.pick({ reveal: true, time_mode: true, time_limit: true });

/** One phone's answer waiting for its batch: whose seat, which attempt and question, what, and when it came. */
export type PendingAnswer = { seat: Seat; attemptId: number; index: number; answer: string[]; at: Date };

/**
 * What a batch answers for one answer: the result the phone is shown, or that the attempt is past its deadline
 * (the caller hands it in, outside the batch, with the activity's settings).
 */
export type AnsweredOutcome =
  | { kind: 'answered'; result: AnswerResult }
  | { kind: 'overdue'; participantId: number; attemptId: number; settings: Record<string, unknown> };

const askedOf = (p: PendingAnswer): Asked => ({
  activityId: p.seat.activityId,
  participantId: p.seat.id,
  playId: p.attemptId,
  index: p.index,
});

type Found =
  Awaited<ReturnType<ReturnType<typeof attemptRepository>['forAnswers']>> extends Map<string, infer V> ? V : never;
type Overdue = Extract<AnsweredOutcome, { kind: 'overdue' }>;
type Graded = {
  kind: 'graded';
  row: AnswerInsert;
  question: DrawnQuestion;
  reveal: QuizSettings['reveal'];
  late: boolean;
};
/** An answer judged before it is stored: refused (thrown), overdue, or graded and ready for its row. */
const judge = (pending: PendingAnswer, found: Found | undefined): Overdue | Graded => {
  const { activity, attempt } = admitted(found && { ...found, participant: pending.seat }, pending.at);
  assertOnlineQuiz(activity);
  if (!attempt) throw new AppError('QUIZ_ATTEMPT_NOT_FOUND');
  if (attempt.status === 'finished') throw new AppError('QUIZ_ATTEMPT_FINISHED');
  if (overdue(attempt, pending.at, deadlineGraceMs)) {
    return { kind: 'overdue', participantId: pending.seat.id, attemptId: attempt.id, settings: activity.settings };
  }
  const question = attempt.question;
  if (!question) throw new AppError('VALIDATION_FAILED', '题目不存在');
  const settings = answerSettingsSchema.parse(activity.settings);
  const late = answeredLate(attempt, settings, pending.at);
  const graded = late ? null : grade(question, pending.answer);
  const row: AnswerInsert = {
    activityId: activity.id,
    attemptId: attempt.id,
    participantId: pending.seat.id,
    questionIndex: pending.index,
    questionId: question.questionId,
    answer: pending.answer,
    correct: graded?.correct ?? false,
    score: graded?.score ?? 0,
  };
  return { kind: 'graded', row, question, reveal: settings.reveal, late };
};

/**
 * A batch of answers: one read of every answer's activity and attempt (with the one question asked), each answer
 * judged (who may answer, the attempt's state and clocks, grading), and the ones to keep stored with one statement,
 * atomic by itself (the writer runs it without a transaction of its own). A refused answer fails alone.
 */
export const writeAnswers = async (tx: Db, batch: PendingAnswer[]): Promise<ItemOutcome<AnsweredOutcome>[]> => {
  const repo = attemptRepository(tx);
  const found = await repo.forAnswers(batch.map(askedOf));
  const verdicts = batch.map((p) => verdictOrRefusal(() => judge(p, found.get(answerKey(askedOf(p))))));
  const graded = verdicts.flatMap((v, i) => (v.kind === 'graded' ? [{ verdict: v, at: batch[i]!.at }] : []));
  const stored = graded.length
    ? await repo.insertAnswers(graded.map(({ verdict, at }) => ({ row: verdict.row, at })))
    : [];
  const storedOf = new Map(graded.map(({ verdict }, i) => [verdict, stored[i]!]));
  return verdicts.map((v): ItemOutcome<AnsweredOutcome> => {
    if (v.kind === 'refused') return { ok: false, error: v.error };
    if (v.kind === 'overdue') return { ok: true, value: v };
    const kept = storedOf.get(v)!;
    if (kept.outcome === 'closed') return { ok: false, error: new AppError('QUIZ_ATTEMPT_FINISHED') };
    // A repeat answers with the first answer's outcome; whether that one was late is not kept apart.
    const counted = kept.outcome === 'repeat' ? kept.correct : v.row.correct;
    const result = toAnswerResult(v.row.questionIndex, v.question, counted, v.reveal);
    return { ok: true, value: { kind: 'answered', result: { ...result, late: kept.outcome === 'stored' && v.late } } };
  });
};
