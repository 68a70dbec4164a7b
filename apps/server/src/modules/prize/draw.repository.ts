import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { participants } from '../activity/index.js';
import { quizAttempts } from '../quiz/index.js';
import type { TurnRow, WinRow } from './prize.mappers.js';
import { prizeDraws, prizeGoods, prizeTurns } from './prize.table.js';
import { selectWins } from './win.repository.js';

export type DrawInsert = typeof prizeDraws.$inferInsert;
export type DrawCounts = { total: number; today: number };

/** The participant side of prizes: queries by the participant's own activity, never by an organiser. */
export const drawRepository = (db: Db) => ({
  /** Holds the participant's row so one person's draws run one after another. */
  lockParticipant: (id: number) =>
    db.select({ id: participants.id }).from(participants).where(eq(participants.id, id)).for('update'),
  openTurns: (activityId: number) =>
    db
      .select()
      .from(prizeTurns)
      .where(and(eq(prizeTurns.activityId, activityId), eq(prizeTurns.status, 'on'), isNull(prizeTurns.deletedAt)))
      .orderBy(asc(prizeTurns.sort), asc(prizeTurns.id)),
  turnOf: async (activityId: number, turnId: number): Promise<TurnRow | null> =>
    (
      await db
        .select()
        .from(prizeTurns)
        .where(and(eq(prizeTurns.id, turnId), eq(prizeTurns.activityId, activityId), isNull(prizeTurns.deletedAt)))
    )[0] ?? null,
  hasPassed: async (activityId: number, participantId: number) =>
    (
      await db
        .select({ id: quizAttempts.id })
        .from(quizAttempts)
        .where(
          and(
            eq(quizAttempts.activityId, activityId),
            eq(quizAttempts.participantId, participantId),
            eq(quizAttempts.status, 'finished'),
            eq(quizAttempts.passed, true),
          ),
        )
        .limit(1)
    ).length > 0,
  /** How often the participant drew in each turn, in all and on `day`. */
  counts: async (participantId: number, turnIds: number[], day: string) => {
    const rows = turnIds.length
      ? await db
          .select({
            turnId: prizeDraws.turnId,
            total: sql<number>`count(*)`.mapWith(Number),
            today: sql<number>`count(*) filter (where ${prizeDraws.day} = ${day})`.mapWith(Number),
          })
          .from(prizeDraws)
          .where(and(eq(prizeDraws.participantId, participantId), inArray(prizeDraws.turnId, turnIds)))
          .groupBy(prizeDraws.turnId)
      : [];
    return new Map<number, DrawCounts>(rows.map((r) => [r.turnId, { total: r.total, today: r.today }]));
  },
  /** Takes one of the goods; null when none is left, however many draw at once. */
  takeOne: async (goodsId: number) =>
    (
      await db
        .update(prizeGoods)
        .set({ stock: sql`${prizeGoods.stock} - 1`, won: sql`${prizeGoods.won} + 1` })
        .where(and(eq(prizeGoods.id, goodsId), isNull(prizeGoods.deletedAt), sql`${prizeGoods.stock} > 0`))
        .returning()
    )[0] ?? null,
  /** Records a draw; null when its code is already taken, so the caller tries another. */
  insertDraw: async (values: DrawInsert) =>
    (await db.insert(prizeDraws).values(values).onConflictDoNothing({ target: prizeDraws.code }).returning())[0] ??
    null,
  winsOf: async (participantId: number) =>
    (await selectWins(db)
      .where(and(eq(prizeDraws.participantId, participantId), isNotNull(prizeDraws.code)))
      .orderBy(desc(prizeDraws.createdAt), desc(prizeDraws.id))) as WinRow[],
});
