import { type GameRound, type GameSettings, type gameRoundInputSchema, gameSettingsSchema } from '@app/contract';
import type { z } from 'zod';
import type { GameRoundFields, GameRoundRow } from './game-setup.repository.js';

type ParsedRound = z.output<typeof gameRoundInputSchema>;

/** A round's fields from its input; the same question twice counts once, where it first appears. */
export const toRoundFields = (input: ParsedRound): GameRoundFields => ({
  name: input.name,
  questionIds: [...new Set(input.question_ids)],
  seconds: input.seconds,
  pointsMode: input.points_mode,
  basePoints: input.base_points,
  streakBonus: input.streak_bonus,
});

/** A round as the set-up page lists it; `existing` are the question ids still in a bank. */
export const toGameRound = (row: GameRoundRow, existing: Set<number>): GameRound => ({
  id: row.id,
  activity_id: row.activityId,
  name: row.name,
  sort: row.sort,
  question_ids: row.questionIds,
  question_count: row.questionIds.filter((id) => existing.has(id)).length,
  seconds: row.seconds,
  points_mode: row.pointsMode,
  base_points: row.basePoints,
  streak_bonus: row.streakBonus,
});

/** An on-site quiz's settings as kept in its activity (or its template): what is unreadable reads as the defaults. */
export const gameSettingsOf = (settings: Record<string, unknown> | null): GameSettings =>
  gameSettingsSchema.catch(() => gameSettingsSchema.parse({})).parse(settings ?? {});
