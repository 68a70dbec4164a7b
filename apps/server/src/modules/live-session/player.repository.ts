import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { liveSessionAnswers, liveSessionPlayers, type PlayerStatus } from './live-session.table.js';

export type PlayerRow = typeof liveSessionPlayers.$inferSelect;
export type PlayerInsert = typeof liveSessionPlayers.$inferInsert;

/**
 * Ties share a rank: one more than the seated players who scored more. Kicked and banned players are not ranked.
 * Written out with the table's name: a one-table select leaves its columns unqualified, which the subquery would
 * read as its own.
 */
const rankOf = sql<number>`(select count(*) from ${liveSessionPlayers} other
  where other.session_id = "live_session_players".session_id and other.status = 'playing'
  and other.score > "live_session_players".score) + 1`.mapWith(Number);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type PlayerFilter = { keywords: string; status: '' | PlayerStatus; page: number; limit: number };

export const playerRepository = (db: Db) => ({
  ofParticipants: (sessionId: number, participantIds: number[]) =>
    db
      .select()
      .from(liveSessionPlayers)
      .where(
        and(eq(liveSessionPlayers.sessionId, sessionId), inArray(liveSessionPlayers.participantId, participantIds)),
      ),
  seatedCount: async (sessionId: number) =>
    (
      await db
        .select({ n: count() })
        .from(liveSessionPlayers)
        .where(and(eq(liveSessionPlayers.sessionId, sessionId), eq(liveSessionPlayers.status, 'playing')))
    )[0]?.n ?? 0,
  insert: (rows: PlayerInsert[]) => db.insert(liveSessionPlayers).values(rows).returning(),
  /** A kicked player (or one reloading) sits down again with the score they had. */
  reseat: async (id: number, nickname: string) =>
    (
      await db
        .update(liveSessionPlayers)
        .set({ nickname, status: 'playing' })
        .where(eq(liveSessionPlayers.id, id))
        .returning()
    )[0]!,

  /**
   * One phone's view of itself: its row and rank, its answer to the shown step and its answer to the last step it
   * saw revealed (both null when not given). While the shown step is `open` the score, streak and rank are those
   * from before it, so a phone cannot tell from them whether its answer was right before the reveal.
   */
  me: async (sessionId: number, participantId: number, shownStep: number, lastStep: number | null, open: boolean) => {
    const shown = alias(liveSessionAnswers, 'shown_answer');
    const last = alias(liveSessionAnswers, 'last_answer');
    const rankBefore = sql<number>`(select count(*) from ${liveSessionPlayers} other
      left join ${liveSessionAnswers} other_answer on other_answer.player_id = other.id
        and other_answer.step_index = ${shownStep}
      where other.session_id = ${liveSessionPlayers.sessionId} and other.status = 'playing'
        and other.score - coalesce(other_answer.points, 0)
          > ${liveSessionPlayers.score} - coalesce(${shown.points}, 0)) + 1`.mapWith(Number);
    const [row] = await db
      .select({
        player: liveSessionPlayers,
        rank: open ? rankBefore : rankOf,
        shownAnswer: shown.answer,
        shownPoints: shown.points,
        shownStreakBefore: shown.streakBefore,
        lastCorrect: last.correct,
        lastPoints: last.points,
      })
      .from(liveSessionPlayers)
      .leftJoin(shown, and(eq(shown.playerId, liveSessionPlayers.id), eq(shown.stepIndex, shownStep)))
      .leftJoin(last, and(eq(last.playerId, liveSessionPlayers.id), eq(last.stepIndex, lastStep ?? -1)))
      .where(and(eq(liveSessionPlayers.sessionId, sessionId), eq(liveSessionPlayers.participantId, participantId)));
    return row;
  },

  page: async (sessionId: number, f: PlayerFilter) => {
    const conditions: (SQL | undefined)[] = [eq(liveSessionPlayers.sessionId, sessionId)];
    if (f.status) conditions.push(eq(liveSessionPlayers.status, f.status));
    if (f.keywords) {
      const like = `%${escapeLike(f.keywords)}%`;
      conditions.push(or(ilike(liveSessionPlayers.nickname, like), ilike(liveSessionPlayers.phone, like)));
    }
    const where = and(...conditions);
    const [list, [total]] = await Promise.all([
      db
        .select({ player: liveSessionPlayers, rank: rankOf })
        .from(liveSessionPlayers)
        .where(where)
        .orderBy(desc(liveSessionPlayers.score), asc(liveSessionPlayers.id))
        .limit(f.limit)
        .offset((f.page - 1) * f.limit),
      db.select({ n: count() }).from(liveSessionPlayers).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  },

  withRank: async (sessionId: number, id: number) =>
    (
      await db
        .select({ player: liveSessionPlayers, rank: rankOf })
        .from(liveSessionPlayers)
        .where(and(eq(liveSessionPlayers.sessionId, sessionId), eq(liveSessionPlayers.id, id)))
    )[0],

  /** Moves the players in one of `from` to `to`; answers the ids moved. */
  setStatus: async (sessionId: number, ids: number[], from: PlayerStatus[], to: PlayerStatus) =>
    (
      await db
        .update(liveSessionPlayers)
        .set({ status: to })
        .where(
          and(
            eq(liveSessionPlayers.sessionId, sessionId),
            inArray(liveSessionPlayers.id, ids),
            inArray(liveSessionPlayers.status, from),
          ),
        )
        .returning({ id: liveSessionPlayers.id })
    ).map((r) => r.id),

  addScore: (sessionId: number, id: number, points: number) =>
    db
      .update(liveSessionPlayers)
      .set({ score: sql`${liveSessionPlayers.score} + ${points}` })
      .where(and(eq(liveSessionPlayers.sessionId, sessionId), eq(liveSessionPlayers.id, id)))
      .returning({ id: liveSessionPlayers.id }),

  /**
   * The top of the ranking: highest score first; of equal scores, the one whose last right answer came earlier,
   * then the earlier seat. `delta` is what each gained with `lastStep`.
   */
  leaderboard: (sessionId: number, lastStep: number | null, size: number) => {
    const gained = alias(liveSessionAnswers, 'gained');
    const lastRight = sql`(select max(${liveSessionAnswers.receivedAt}) from ${liveSessionAnswers}
      where ${liveSessionAnswers.playerId} = ${liveSessionPlayers.id} and ${liveSessionAnswers.correct})`;
    return db
      .select({
        id: liveSessionPlayers.id,
        nickname: liveSessionPlayers.nickname,
        score: liveSessionPlayers.score,
        rank: rankOf,
        delta: sql<number>`coalesce(${gained.points}, 0)`.mapWith(Number),
      })
      .from(liveSessionPlayers)
      .leftJoin(gained, and(eq(gained.playerId, liveSessionPlayers.id), eq(gained.stepIndex, lastStep ?? -1)))
      .where(and(eq(liveSessionPlayers.sessionId, sessionId), eq(liveSessionPlayers.status, 'playing')))
      .orderBy(desc(liveSessionPlayers.score), sql`${lastRight} asc nulls last`, asc(liveSessionPlayers.id))
      .limit(size);
  },

  recentNames: async (sessionId: number, n: number) =>
    (
      await db
        .select({ nickname: liveSessionPlayers.nickname })
        .from(liveSessionPlayers)
        .where(and(eq(liveSessionPlayers.sessionId, sessionId), eq(liveSessionPlayers.status, 'playing')))
        .orderBy(desc(liveSessionPlayers.id))
        .limit(n)
    ).map((r) => r.nickname),

  /** A rehearsal reset: seats stay (kicked and banned too), scores go. */
  clearScores: (sessionId: number) =>
    db
      .update(liveSessionPlayers)
      .set({ score: 0, streak: 0, correct: 0, answered: 0 })
      .where(eq(liveSessionPlayers.sessionId, sessionId)),

  /** Before the next step: a run of right answers ends for whoever did not answer `stepIndex` right. */
  endStreaks: (sessionId: number, stepIndex: number) =>
    db
      .update(liveSessionPlayers)
      .set({ streak: 0 })
      .where(
        and(
          eq(liveSessionPlayers.sessionId, sessionId),
          sql`${liveSessionPlayers.streak} > 0`,
          // An anti-join the planner runs once (hashed), not a probe per player: without table statistics (PGlite
          // never gathers them) `not exists` looped over every answer for every player.
          sql`${liveSessionPlayers.id} not in (select a.player_id from ${liveSessionAnswers} a
            where a.session_id = ${sessionId} and a.step_index = ${stepIndex} and a.correct)`,
        ),
      ),
});
