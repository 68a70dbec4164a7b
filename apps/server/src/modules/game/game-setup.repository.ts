import type { GameSettings } from '@app/contract';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities } from '../activity/index.js';
import { activityCapacity } from '../live-session/index.js';
import { ownership, questions } from '../question/index.js';
import type { Owner } from '../wallet/index.js';
import { gameRounds } from './game-round.table.js';

export type GameRoundRow = typeof gameRounds.$inferSelect;
export type GameRoundFields = Pick<
  typeof gameRounds.$inferInsert,
  'name' | 'questionIds' | 'seconds' | 'pointsMode' | 'basePoints' | 'streakBonus'
>;
/** The parts of an on-site quiz's settings its set-up page saves, each whole. */
export type GameSettingParts = Partial<Pick<GameSettings, 'site' | 'phone_site' | 'fields' | 'identity'>>;

const ownRounds = (owner: Owner) =>
  and(eq(gameRounds.tenantId, owner.tenantId), eq(gameRounds.customerId, owner.customerId));

/** Rounds, the questions they may name, and the settings of an on-site quiz. */
export const gameSetupRepository = (db: Db) => ({
  rounds: (owner: Owner, activityId: number) =>
    db
      .select()
      .from(gameRounds)
      .where(and(ownRounds(owner), eq(gameRounds.activityId, activityId)))
      .orderBy(asc(gameRounds.sort), asc(gameRounds.id)),
  round: async (owner: Owner, id: number) =>
    (
      await db
        .select()
        .from(gameRounds)
        .where(and(ownRounds(owner), eq(gameRounds.id, id)))
    )[0],
  countRounds: async (owner: Owner, activityId: number) =>
    (
      await db
        .select({ n: count() })
        .from(gameRounds)
        .where(and(ownRounds(owner), eq(gameRounds.activityId, activityId)))
    )[0]?.n ?? 0,
  /** Appended after the activity's last round. */
  insertRound: async (owner: Owner, activityId: number, fields: GameRoundFields) => {
    const last = sql`(select coalesce(max(${gameRounds.sort}), 0) + 1 from ${gameRounds}
      where ${gameRounds.activityId} = ${activityId})`;
    const [row] = await db
      .insert(gameRounds)
      .values({ ...owner, activityId, ...fields, sort: last })
      .returning();
    return row!;
  },
  updateRound: async (owner: Owner, id: number, fields: GameRoundFields) =>
    (
      await db
        .update(gameRounds)
        .set(fields)
        .where(and(ownRounds(owner), eq(gameRounds.id, id)))
        .returning()
    )[0]!,
  deleteRound: (owner: Owner, id: number) => db.delete(gameRounds).where(and(ownRounds(owner), eq(gameRounds.id, id))),
  /** A copy of every round of one activity for another of the same organiser, in the same order. */
  copyRounds: async (owner: Owner, fromActivityId: number, toActivityId: number) => {
    const rounds = await gameSetupRepository(db).rounds(owner, fromActivityId);
    if (rounds.length === 0) return;
    await db
      .insert(gameRounds)
      .values(
        rounds.map(({ id, createdAt, updatedAt, activityId, ...round }) => ({ ...round, activityId: toActivityId })),
      );
  },

  /** Of these ids, the questions the organiser may use (their own and public ones), with their types. */
  readableTypes: (owner: Owner, ids: number[]) =>
    db
      .select({ id: questions.id, type: questions.type })
      .from(questions)
      .where(and(inArray(questions.id, ids), ownership(questions, owner, 'visible'))),
  /** Of these ids, those still in a bank (a question deleted from its bank drops out of its rounds). */
  existingIds: async (ids: number[]) =>
    ids.length
      ? (await db.select({ id: questions.id }).from(questions).where(inArray(questions.id, ids))).map((r) => r.id)
      : [],
  questions: (ids: number[]) => (ids.length ? db.select().from(questions).where(inArray(questions.id, ids)) : []),

  /** Sets one key in place, so saving the big screen cannot undo a phone-page save that lands at the same time. */
  /** Replaces the given parts in one write, leaving the others as they are. */
  saveSettings: (owner: Owner, activityId: number, parts: GameSettingParts) =>
    db
      .update(activities)
      .set({ settings: sql`${activities.settings} || ${JSON.stringify(parts)}::jsonb` })
      .where(
        and(
          eq(activities.id, activityId),
          eq(activities.tenantId, owner.tenantId),
          eq(activities.customerId, owner.customerId),
          isNull(activities.deletedAt),
        ),
      ),
  /** Players the activity's session seats at once. */
  capacity: (activityId: number) => activityCapacity(db, activityId),
});
