import {
  type Challenge,
  type PkConfig,
  type PkLevel,
  pkConfigSchema,
  type pkLevelStateSchema,
  type pkOpponentSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { ChallengeRow, ChallengeView } from './challenge.repository.js';
import type { PkConfigRow, PkLevelRow } from './pk.repository.js';

type PkLevelState = z.infer<typeof pkLevelStateSchema>;
type PkOpponent = z.infer<typeof pkOpponentSchema>;

/** No row yet reads as the defaults. */
export const toPkConfig = (row: PkConfigRow | null): PkConfig =>
  row
    ? { enabled: row.enabled, title: row.title, rules: row.rules, background: row.background, day_max: row.dayMax }
    : pkConfigSchema.parse({});

export const toPkLevel = (row: PkLevelRow): PkLevel => ({
  id: row.id,
  activity_id: row.activityId,
  name: row.name,
  question_count: row.questionCount,
  win_correct: row.winCorrect,
  time_limit: row.timeLimit,
  sort: row.sort,
});

export const toPkLevelState = (
  row: PkLevelRow,
  state: PkLevelState['state'],
  best: number | null | undefined,
): PkLevelState => ({
  id: row.id,
  name: row.name,
  question_count: row.questionCount,
  win_correct: row.winCorrect,
  time_limit: row.timeLimit,
  state,
  best_correct: best ?? null,
});

/** The opponent as snapshotted when the match started; null when there was none. */
export const toOpponent = (match: ChallengeRow): PkOpponent | null =>
  match.opponentId === null
    ? null
    : {
        name: match.opponentName,
        correct_count: match.opponentCorrect ?? 0,
        duration_ms: match.opponentDurationMs ?? 0,
      };

export const toChallenge = ({ challenge: c, levelName, name, phone }: ChallengeView): Challenge => ({
  id: c.id,
  activity_id: c.activityId,
  level_id: c.levelId,
  level_name: levelName,
  kind: c.kind,
  name: name ?? c.name,
  phone: phone ?? '',
  correct_count: c.correctCount,
  total: c.total,
  duration_ms: c.durationMs,
  status: c.status,
  opponent_name: c.opponentName,
  opponent_correct: c.opponentCorrect,
  created_at: c.createdAt.toISOString(),
  finished_at: c.finishedAt?.toISOString() ?? null,
});

/** The stems come from the match's snapshot, as the participant saw them. */
export const toChallengeDetail = (
  view: ChallengeView,
  answers: { index: number; given: string[]; correct: boolean }[],
) => ({
  ...toChallenge(view),
  answers: answers.map((a) => ({ ...a, stem: view.challenge.questions[a.index]?.stem ?? '' })),
});
