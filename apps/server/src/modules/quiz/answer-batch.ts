import { type AnswerResult, type QuizSettings, quizSettingsSchema } from '@app/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { ItemOutcome } from '../../platform/group-commit/group-commit-writer.js';
import type { ActivityGate, Seat } from '../activity/index.js';
import { admitted } from '../activity/index.js';
import { type AnswerToStore, attemptRepository, type StoredAnswer } from './attempt.repository.js';
import type { AttemptFacts } from './attempt-facts.js';
import { deadlineGraceMs } from './batched-answer.js';
import { grade } from './grading.js';
import { perQuestionMs } from './question-clock.js';
import type { DrawnQuestion } from './quiz.table.js';
import { toAnswerResult } from './quiz-play.mappers.js';
import { assertOnlineQuiz, overdue } from './quiz-ticket.js';

/** The answer hot path needs few settings; parsing the whole settings there would cost more than the rest. */
const answerSettingsSchema = quizSettingsSchema.pick({ reveal: true, time_mode: true, time_limit: true });

/** One phone's answer with what memory holds of it: whose seat, the activity's gate, the attempt's facts. */
export type IncomingAnswer = {
  seat: Seat;
  activity: ActivityGate | undefined;
  attempt: AttemptFacts | undefined;
  index: number;
  answer: string[];
  at: Date;
};

/** An answer judged before it is stored: past the attempt's deadline (handed in by the caller), or graded. */
export type JudgedAnswer =
  | { kind: 'overdue'; settings: Record<string, unknown> }
  | { kind: 'graded'; toStore: AnswerToStore; question: DrawnQuestion; reveal: QuizSettings['reveal'] };

/**
 * Who may answer, the attempt's deadline and the question asked, from memory, and the answer graded; a refusal is
 * thrown. Whether the attempt is still open and whether the question's clock ran out are judged where the answer
 * is stored (insertAnswers), since both change with other calls.
 */
export const judgeAnswer = (given: IncomingAnswer): JudgedAnswer => {
  const { activity } = admitted(given.activity && { participant: given.seat, activity: given.activity }, given.at);
  assertOnlineQuiz(activity);
  const { attempt } = given;
  if (!attempt || attempt.participantId !== given.seat.id) throw new AppError('QUIZ_ATTEMPT_NOT_FOUND');
  if (overdue(attempt, given.at, deadlineGraceMs)) return { kind: 'overdue', settings: activity.settings };
  const question = attempt.questions[given.index];
  if (!question) throw new AppError('VALIDATION_FAILED', '题目不存在');
  const settings = answerSettingsSchema.parse(activity.settings);
  const { correct, score } = grade(question, given.answer);
  const row = {
    activityId: activity.id,
    attemptId: attempt.id,
    participantId: given.seat.id,
    questionIndex: given.index,
    questionId: question.questionId,
    answer: given.answer,
    correct,
    score,
  };
  return {
    kind: 'graded',
    toStore: { row, questionMs: perQuestionMs(settings), at: given.at },
    question,
    reveal: settings.reveal,
  };
};

/** An answer as stored: the first to its question (late or not), or a repeat of it. */
export type KeptAnswer = Exclude<StoredAnswer, { outcome: 'closed' }>;

/**
 * A batch of judged answers stored with one statement, atomic by itself (the writer runs it without BEGIN); an
 * answer to an attempt handed in meanwhile is refused alone.
 */
export const writeAnswers = async (tx: Db, batch: AnswerToStore[]): Promise<ItemOutcome<KeptAnswer>[]> =>
  (await attemptRepository(tx).insertAnswers(batch)).map((stored) =>
    stored.outcome === 'closed'
      ? { ok: false, error: new AppError('QUIZ_ATTEMPT_FINISHED') }
      : { ok: true, value: stored },
  );

/** What the phone is shown of its stored answer; a repeat shows the first answer's outcome. */
export const answerResultOf = (judged: Extract<JudgedAnswer, { kind: 'graded' }>, stored: KeptAnswer): AnswerResult => {
  const late = stored.outcome === 'stored' && stored.late;
  // Whether a repeat's first answer was late is not kept apart from its outcome.
  const counted = stored.outcome === 'repeat' ? stored.correct : judged.toStore.row.correct && !late;
  return { ...toAnswerResult(judged.toStore.row.questionIndex, judged.question, counted, judged.reveal), late };
};
