import type { Attempt, AttemptQuestion, QuizSettings } from '@app/contract';
import type { AttemptRow, GivenAnswer } from './attempt.repository.js';
import { correctAnswerOf } from './grading.js';
import type { DrawnQuestion } from './quiz.table.js';
import type { RankedRow } from './ranking.repository.js';

/** Drawn questions as the participant's page shows them: without their answers, with what was given. */
export const toAttemptQuestions = (
  questions: DrawnQuestion[],
  answers: { questionIndex: number; answer: string[] }[],
): AttemptQuestion[] => {
  const given = new Map(answers.map((a) => [a.questionIndex, a.answer]));
  return questions.map((q, index) => ({
    index,
    type: q.type,
    stem: q.stem,
    options: q.options,
    blank_count: q.type === 'blank' ? q.blanks.length : 0,
    score: q.score,
    image: q.image,
    audio: q.audio,
    video: q.video,
    answered: given.get(index) ?? null,
  }));
};

/** The attempt as the participant's page shows it. */
export const toAttempt = (attempt: AttemptRow, answers: GivenAnswer[], settings: QuizSettings): Attempt => ({
  attempt_id: attempt.id,
  level: attempt.level,
  questions: toAttemptQuestions(attempt.questions, answers),
  time_mode: settings.time_mode,
  time_limit: settings.time_limit,
  started_at: attempt.startedAt.toISOString(),
  deadline_at: attempt.deadlineAt?.toISOString() ?? null,
});

/** Right or wrong and the right answer only when the settings show them straight after each answer. */
export const toAnswerResult = (
  index: number,
  question: DrawnQuestion,
  correct: boolean,
  reveal: QuizSettings['reveal'],
) =>
  reveal === 'question'
    ? { index, correct, correct_answer: correctAnswerOf(question), explanation: question.explanation }
    : { index, correct: null, correct_answer: null, explanation: null };

/** Other participants see a name, or else a phone with its middle hidden. */
export const shownName = (name: string, phone: string | null) =>
  name || (phone ?? '').replace(/^(\d{3})\d{4}(\d+)$/, '$1****$2');

export const toRankingEntry = (row: RankedRow) => ({
  rank: row.rank,
  name: shownName(row.name, row.phone),
  unit: row.unit,
  score: row.score,
  duration_ms: row.durationMs,
});
