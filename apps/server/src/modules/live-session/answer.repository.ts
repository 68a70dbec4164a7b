import { and, asc, eq, sql } from 'drizzle-orm';
import { arrayColumns } from '../../db/array-columns.js';
import type { Db } from '../../db/client.js';
import { liveSessionAnswers, liveSessionPlayers } from './live-session.table.js';

/** A judged answer ready to be stored, with the player's streak it was scored on. */
export type AnswerStore = {
  playerId: number;
  answer: string[];
  correct: boolean;
  points: number;
  elapsedMs: number;
  streakBefore: number;
  receivedAt: Date;
};

type StepKey = { sessionId: number; activityId: number; stepIndex: number };

export const answerRepository = (db: Db) => ({
  /**
   * Stores the answers to one step and adds each stored one to its player, in one statement: an answer already
   * there (a retry, a second phone, another instance's batch) is left out of both, so it counts at most once.
   * Answers the players whose answer was stored.
   */
  store: async (key: StepKey, rows: AnswerStore[]) => {
    const columns = arrayColumns(rows, [
      ['int', (r) => r.playerId],
      ['jsonb', (r) => JSON.stringify(r.answer)],
      ['boolean', (r) => r.correct],
      ['int', (r) => r.points],
      ['int', (r) => r.elapsedMs],
      ['int', (r) => r.streakBefore],
      ['timestamptz', (r) => r.receivedAt.toISOString()],
    ]);
    const result = await db.execute(sql`
      with v(player_id, answer, correct, points, elapsed_ms, streak_before, received_at) as (
        select * from unnest(${columns})
      ),
      stored as (
        insert into ${liveSessionAnswers} (session_id, activity_id, step_index, player_id, answer, correct, points,
          elapsed_ms, streak_before, received_at)
        select ${key.sessionId}::int, ${key.activityId}::int, ${key.stepIndex}::int, v.player_id, v.answer, v.correct,
          v.points, v.elapsed_ms, v.streak_before, v.received_at
        from v order by v.player_id
        on conflict (session_id, step_index, player_id) do nothing
        returning player_id, correct, points, streak_before
      )
      update ${liveSessionPlayers} p set
        score = p.score + stored.points,
        streak = case when stored.correct then stored.streak_before + 1 else 0 end,
        correct = p.correct + case when stored.correct then 1 else 0 end,
        answered = p.answered + 1
      from stored where p.id = stored.player_id
      returning p.id`);
    return new Set((result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
  },

  ofStep: (sessionId: number, stepIndex: number) =>
    db
      .select({
        answer: liveSessionAnswers.answer,
        correct: liveSessionAnswers.correct,
        elapsedMs: liveSessionAnswers.elapsedMs,
      })
      .from(liveSessionAnswers)
      .where(and(eq(liveSessionAnswers.sessionId, sessionId), eq(liveSessionAnswers.stepIndex, stepIndex)))
      .orderBy(asc(liveSessionAnswers.id)),

  /** A skipped step scores nothing: its answers are taken back from their players, then removed. */
  takeBack: async (sessionId: number, stepIndex: number) => {
    await db.execute(sql`
      update ${liveSessionPlayers} p set
        score = p.score - a.points,
        streak = a.streak_before,
        correct = p.correct - case when a.correct then 1 else 0 end,
        answered = p.answered - 1
      from ${liveSessionAnswers} a
      where a.session_id = ${sessionId} and a.step_index = ${stepIndex} and p.id = a.player_id`);
    await db
      .delete(liveSessionAnswers)
      .where(and(eq(liveSessionAnswers.sessionId, sessionId), eq(liveSessionAnswers.stepIndex, stepIndex)));
  },

  clear: (sessionId: number) => db.delete(liveSessionAnswers).where(eq(liveSessionAnswers.sessionId, sessionId)),
});
