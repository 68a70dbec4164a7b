import type { PkHome, PkLevelState, PkMatch, PkResult } from './pk-hooks.js';

/** Test data for the PK screens, shaped as the server answers. */
export const pkPaths = {
  home: '/api/PkConfig/phoneIndex',
  start: '/api/h5/pk/start',
  answer: '/api/h5/pk/answer',
  finish: '/api/h5/pk/finish',
} as const;

export const makePkLevel = (id: number, over: Partial<PkLevelState> = {}): PkLevelState => ({
  id,
  name: `关卡${id}`,
  question_count: 2,
  win_correct: 1,
  time_limit: 0,
  state: 'open',
  best_correct: null,
  ...over,
});

export const makePkHome = (levels: PkLevelState[], over: Partial<PkHome> = {}): PkHome => ({
  config: { enabled: true, title: '答题PK', rules: '每关胜过对手即可过关', background: '', day_max: 10 },
  levels,
  matches_left: 5,
  ...over,
});

export const makePkMatch = (
  level: PkLevelState,
  questions: PkMatch['questions'],
  over: Partial<PkMatch> = {},
): PkMatch => ({
  challenge_id: 51,
  level,
  questions,
  correct_count: 0,
  opponent: { name: '韩梅梅', correct_count: 1, duration_ms: 12_500 },
  started_at: '2025-03-02T08:00:00.000Z',
  deadline_at: null,
  ...over,
});

export const makePkResult = (over: Partial<PkResult> = {}): PkResult => ({
  challenge_id: 51,
  won: true,
  correct_count: 2,
  total: 2,
  duration_ms: 42_000,
  opponent: { name: '韩梅梅', correct_count: 1, duration_ms: 12_500 },
  next_level_id: null,
  ...over,
});
