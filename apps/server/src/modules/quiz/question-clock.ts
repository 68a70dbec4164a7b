import type { QuizSettings } from '@app/contract';
import type { AttemptRow } from './attempt.repository.js';

type Timing = Pick<QuizSettings, 'time_mode' | 'time_limit'>;

/** A phone's clock and the network lag behind ours: an answer this late after its question's clock still counts. */
export const questionGraceMs = 3_000;

const perQuestionMs = (timing: Timing) =>
  timing.time_mode === 'question' && timing.time_limit > 0 ? timing.time_limit * 1000 + questionGraceMs : null;

/**
 * When the whole attempt must be in. With a clock per question, every question's clock run out in a row (grace
 * included, so that no answer in time on its own clock meets a closed attempt), so an abandoned attempt closes.
 */
export const deadlineOf = (timing: Timing, questionCount: number, startedAt: Date) => {
  if (timing.time_mode === 'attempt' && timing.time_limit > 0)
    return new Date(startedAt.getTime() + timing.time_limit * 1000);
  const each = perQuestionMs(timing);
  return each === null ? null : new Date(startedAt.getTime() + questionCount * each);
};

/**
 * Past the question's clock, which runs from the attempt's previous answer (or its start): judged here rather
 * than by a call when each question opens, so answering stays one round trip.
 */
export const answeredLate = (
  attempt: Pick<AttemptRow, 'startedAt'> & { lastAnswerAt: Date | null },
  timing: Timing,
  now: Date,
) => {
  const each = perQuestionMs(timing);
  const from = attempt.lastAnswerAt ?? attempt.startedAt;
  return each !== null && now.getTime() > from.getTime() + each;
};
