import type { AttemptResult, QuizSettings } from '@app/contract';
import type { AttemptRow, AttemptTally, GivenAnswer } from './attempt.repository.js';
import { correctAnswerOf, fullScoreOf, grade, roundPoints } from './grading.js';
import type { DrawnQuestion } from './quiz.table.js';

/** Checkpoint mode passes each level by its own score; otherwise the quiz's pass score counts. */
export const passScoreOf = (settings: QuizSettings, level: number) =>
  settings.barrier ? (settings.levels[level - 1]?.pass_score ?? settings.pass_score) : settings.pass_score;

/**
 * An attempt's outcome from the answers given: unanswered questions count as wrong. The time taken stops at
 * the deadline, so answering late never looks slower than the clock allowed (nor is it faster).
 */
export const tally = (
  attempt: Pick<AttemptRow, 'questions' | 'startedAt' | 'deadlineAt'>,
  answers: GivenAnswer[],
  passScore: number,
  now: Date,
): AttemptTally => {
  const score = roundPoints(answers.reduce((sum, a) => sum + a.score, 0));
  const end = attempt.deadlineAt && attempt.deadlineAt < now ? attempt.deadlineAt : now;
  return {
    score,
    fullScore: fullScoreOf(attempt.questions),
    correctCount: answers.filter((a) => a.correct).length,
    total: attempt.questions.length,
    passed: score >= passScore,
    durationMs: Math.max(0, end.getTime() - attempt.startedAt.getTime()),
  };
};

const reviewOf = (questions: DrawnQuestion[], answers: GivenAnswer[]) => {
  const given = new Map(answers.map((a) => [a.questionIndex, a]));
  return questions.map((q, index) => {
    const answer = given.get(index);
    return {
      index,
      stem: q.stem,
      type: q.type,
      given: answer?.answer ?? [],
      correct: answer?.correct ?? false,
      score: answer?.score ?? 0,
      full_score: q.score,
      // Marking is deterministic, so the key points an essay held are read again rather than stored.
      key_points: q.type === 'short' ? grade(q, answer?.answer ?? []).key_points : null,
      correct_answer: correctAnswerOf(q),
      explanation: q.explanation,
    };
  });
};

/** A finished attempt as the participant reads it; the same however often it is asked for. */
export const toResult = (attempt: AttemptRow, answers: GivenAnswer[], settings: QuizSettings): AttemptResult => ({
  attempt_id: attempt.id,
  level: attempt.level,
  score: attempt.score,
  full_score: attempt.fullScore,
  correct_count: attempt.correctCount,
  total: attempt.total,
  passed: attempt.passed,
  duration_ms: attempt.durationMs,
  review: settings.reveal === 'never' ? null : reviewOf(attempt.questions, answers),
  next_level: settings.barrier && attempt.passed && attempt.level < settings.levels.length ? attempt.level + 1 : null,
});
