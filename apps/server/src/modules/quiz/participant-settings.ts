import type { QuizSettings } from '@app/contract';

/** How many questions one (non-checkpoint) attempt asks, as far as the settings say. */
export const attemptSize = (s: QuizSettings) => {
  const pool = s.question_mode === 'fixed' ? s.question_ids.length : s.random_rules.reduce((n, r) => n + r.count, 0);
  return s.per_attempt > 0 ? Math.min(s.per_attempt, pool) : pool;
};

/**
 * What the participant's pages need of the quiz settings. Built field by field, so question ids, random
 * rules and anything added to the settings later stay on the server unless added here on purpose.
 */
export const participantQuizSettings = (s: QuizSettings) => ({
  rules: s.rules,
  time_mode: s.time_mode,
  time_limit: s.time_limit,
  day_max: s.day_max,
  total_max: s.total_max,
  pass_score: s.pass_score,
  barrier: s.barrier,
  levels: s.levels.map((l) => ({ title: l.title, question_count: l.question_count, pass_score: l.pass_score })),
  show_ranking: s.show_ranking,
  reveal: s.reveal,
  no_copy: s.no_copy,
  leave_limit: s.leave_limit,
  theme: s.theme,
  question_count: s.barrier ? (s.levels[0]?.question_count ?? 0) : attemptSize(s),
});
