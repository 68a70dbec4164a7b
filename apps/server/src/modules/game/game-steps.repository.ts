import type { GamePointsMode } from '@app/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { questions } from '../question/index.js';
import { gameRounds } from './game-round.table.js';

/** One question of an activity's play list, with its answer and how it is timed and scored. */
export type GameStep = {
  index: number;
  roundId: number;
  roundName: string;
  questionId: number;
  type: string;
  stem: string;
  image: string;
  options: { key: string; text: string; image: string }[];
  answer: string[];
  blanks: string[][];
  explanation: string;
  seconds: number;
  pointsMode: GamePointsMode;
  basePoints: number;
  streakBonus: boolean;
};

/**
 * The activity's rounds flattened into steps in play order. Questions removed from their bank since the round
 * was saved are left out.
 */
export const stepsOf = async (
  db: Db,
  owner: { tenantId: number; customerId: number },
  activityId: number,
): Promise<GameStep[]> => {
  const rounds = await db
    .select()
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.tenantId, owner.tenantId),
        eq(gameRounds.customerId, owner.customerId),
        eq(gameRounds.activityId, activityId),
      ),
    )
    .orderBy(asc(gameRounds.sort), asc(gameRounds.id));
  const ids = [...new Set(rounds.flatMap((r) => r.questionIds))];
  const rows = ids.length ? await db.select().from(questions).where(inArray(questions.id, ids)) : [];
  const byId = new Map(rows.map((q) => [q.id, q]));
  const steps: GameStep[] = [];
  for (const round of rounds) {
    for (const id of round.questionIds) {
      const q = byId.get(id);
      if (!q) continue;
      steps.push({
        index: steps.length,
        roundId: round.id,
        roundName: round.name,
        questionId: q.id,
        type: q.type,
        stem: q.stem,
        image: q.image,
        options: q.options.map((o) => ({ key: o.key, text: o.text, image: o.image })),
        answer: q.answer,
        blanks: q.blanks,
        explanation: q.explanation,
        seconds: round.seconds,
        pointsMode: round.pointsMode,
        basePoints: round.basePoints,
        streakBonus: round.streakBonus,
      });
    }
  }
  return steps;
};
