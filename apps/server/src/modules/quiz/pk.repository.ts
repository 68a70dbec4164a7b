import type { PkConfig } from '@app/contract';
import { and, asc, eq, gt, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities } from '../activity/index.js';
import type { Owner } from '../wallet/index.js';
import { pkConfigs, pkLevels } from './quiz.table.js';

export type PkConfigRow = typeof pkConfigs.$inferSelect;
export type PkLevelRow = typeof pkLevels.$inferSelect;
export type PkLevelFields = Pick<PkLevelRow, 'name' | 'questionCount' | 'winCorrect' | 'timeLimit'>;

const ownedBy = (owner: Owner) => and(eq(pkLevels.tenantId, owner.tenantId), eq(pkLevels.customerId, owner.customerId));

const ownedLevel = (owner: Owner, id: number) =>
  and(eq(pkLevels.id, id), ownedBy(owner), isNull(pkLevels.deletedAt), isNull(activities.deletedAt));

const liveLevelsOf = (activityId: number) => and(eq(pkLevels.activityId, activityId), isNull(pkLevels.deletedAt));

/** An activity's PK settings and levels. Organiser reads name the owner; participant reads come through a ticket. */
export const pkRepository = (db: Db) => ({
  configOf: async (activityId: number): Promise<PkConfigRow | null> =>
    (await db.select().from(pkConfigs).where(eq(pkConfigs.activityId, activityId)))[0] ?? null,
  saveConfig: async (owner: Owner, activityId: number, config: PkConfig) => {
    const fields = {
      enabled: config.enabled,
      title: config.title,
      rules: config.rules,
      background: config.background,
      dayMax: config.day_max,
    };
    await db
      .insert(pkConfigs)
      .values({ ...owner, activityId, ...fields })
      .onConflictDoUpdate({ target: pkConfigs.activityId, set: fields });
  },

  /** Live levels in the order they unlock. */
  levelsOf: (activityId: number): Promise<PkLevelRow[]> =>
    db.select().from(pkLevels).where(liveLevelsOf(activityId)).orderBy(asc(pkLevels.sort), asc(pkLevels.id)),
  /** A live level of the organiser's, in one of their live activities. */
  levelById: async (owner: Owner, id: number): Promise<PkLevelRow | null> =>
    (
      await db
        .select({ level: pkLevels })
        .from(pkLevels)
        .innerJoin(activities, eq(activities.id, pkLevels.activityId))
        .where(ownedLevel(owner, id))
    )[0]?.level ?? null,
  /** A level of the activity, also one deleted since (a match played there still needs its rules). */
  levelOfActivity: async (activityId: number, id: number, live = true): Promise<PkLevelRow | null> =>
    (
      await db
        .select()
        .from(pkLevels)
        .where(
          and(eq(pkLevels.id, id), eq(pkLevels.activityId, activityId), live ? isNull(pkLevels.deletedAt) : undefined),
        )
    )[0] ?? null,
  /** The live level after this one in the order, or null for the last. */
  levelAfter: async (level: PkLevelRow) =>
    (
      await db
        .select({ id: pkLevels.id })
        .from(pkLevels)
        .where(and(liveLevelsOf(level.activityId), gt(pkLevels.sort, level.sort)))
        .orderBy(asc(pkLevels.sort), asc(pkLevels.id))
        .limit(1)
    )[0]?.id ?? null,
  nextSort: async (activityId: number) =>
    ((
      await db
        .select({ last: max(pkLevels.sort) })
        .from(pkLevels)
        .where(eq(pkLevels.activityId, activityId))
    )[0]?.last ?? 0) + 1,
  insertLevel: async (owner: Owner, activityId: number, sort: number, fields: PkLevelFields) =>
    (
      await db
        .insert(pkLevels)
        .values({ ...owner, activityId, sort, ...fields })
        .returning()
    )[0]!,
  updateLevel: async (owner: Owner, id: number, fields: PkLevelFields) =>
    (
      await db
        .update(pkLevels)
        .set(fields)
        .where(and(eq(pkLevels.id, id), ownedBy(owner)))
        .returning()
    )[0]!,
  deleteLevel: (owner: Owner, id: number, now: Date) =>
    db
      .update(pkLevels)
      .set({ deletedAt: now })
      .where(and(eq(pkLevels.id, id), ownedBy(owner))),
});
