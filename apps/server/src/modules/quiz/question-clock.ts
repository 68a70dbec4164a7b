import type { QuizSettings } from '@app/contract';

type Timing = Pick<QuizSettings, 'time_mode' | 'time_limit'>;

/** A phone's clock and the network lag behind ours: an answer this late after its question's clock still counts. */
export const questionGraceMs = 3_000;

/**
 * How long each question may take, grace included, when the quiz has a clock per question; null otherwise. The
 * clock runs from the attempt's previous answer (or its start); insertAnswers judges it.
 */
export const perQuestionMs = (timing: Timing) =>
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
