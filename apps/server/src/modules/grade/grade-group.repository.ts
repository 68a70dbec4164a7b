import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { type ActivityRecord, activityOwner, ofActivity, qualified } from '../activity/index.js';
import { gradeContestants, gradeGroups } from './grade.table.js';

/** A judge-scoring activity as its organiser owns it: every query of its rows filters by its tenant, organiser and id. */
export type GradeScope = Pick<ActivityRecord, 'id' | 'tenantId' | 'customerId'>;

const g = gradeGroups;
const columns = {
  id: g.id,
  activityId: g.activityId,
  name: g.name,
  contestantCount: sql<number>`(select count(*)::int from ${gradeContestants} where ${gradeContestants.groupId} = ${qualified(g.id)})`,
};
export type GroupRow = { id: number; activityId: number; name: string; contestantCount: number };

/** An activity's contestant groups, each with how many contestants it has. */
export const gradeGroupRepository = (db: Db) => ({
  /** The group of this id among the caller's organiser's, whichever activity it is of. */
  ofOwner: async (user: CurrentUser, id: number) =>
    (
      await db
        .select({ activityId: g.activityId })
        .from(g)
        .where(and(eq(g.id, id), eq(g.tenantId, user.tenantId), eq(g.customerId, user.ownerId)))
    )[0],
  page: async (s: GradeScope, page: { offset: number; limit: number } | 'all') => {
    const query = db.select(columns).from(g).where(ofActivity(g, s)).orderBy(asc(g.id));
    const [rows, [total]] = await Promise.all([
      page === 'all' ? query : query.limit(page.limit).offset(page.offset),
      db.select({ n: count() }).from(g).where(ofActivity(g, s)),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
  count: async (s: GradeScope) => (await db.select({ n: count() }).from(g).where(ofActivity(g, s)))[0]?.n ?? 0,
  byId: async (s: GradeScope, id: number): Promise<GroupRow | undefined> =>
    (
      await db
        .select(columns)
        .from(g)
        .where(and(ofActivity(g, s), eq(g.id, id)))
    )[0],
  /** Whether another group of the activity has this name. */
  nameTaken: async (s: GradeScope, name: string, exceptId = 0) =>
    (
      await db
        .select({ id: g.id })
        .from(g)
        .where(and(ofActivity(g, s), eq(g.name, name), ne(g.id, exceptId)))
    ).length > 0,
  /** The new group's id, or nothing when the name is taken. */
  insert: async (s: GradeScope, name: string) =>
    (
      await db
        .insert(g)
        .values({ ...activityOwner(s), name })
        .onConflictDoNothing()
        .returning({ id: g.id })
    )[0]?.id,
  rename: (s: GradeScope, id: number, name: string) =>
    db
      .update(g)
      .set({ name })
      .where(and(ofActivity(g, s), eq(g.id, id))),
  /** Deletes the group; its contestants stay, ungrouped. */
  delete: async (s: GradeScope, id: number) => {
    await db
      .update(gradeContestants)
      .set({ groupId: null })
      .where(and(ofActivity(gradeContestants, s), eq(gradeContestants.groupId, id)));
    await db.delete(g).where(and(ofActivity(g, s), eq(g.id, id)));
  },
  /** Group names by id, for the contestants shown. */
  names: async (s: GradeScope, ids: number[]) => {
    if (ids.length === 0) return new Map<number, string>();
    const rows = await db
      .select({ id: g.id, name: g.name })
      .from(g)
      .where(and(ofActivity(g, s), inArray(g.id, ids)));
    return new Map(rows.map((r) => [r.id, r.name]));
  },
  /** Group ids by name, for those of these names that exist. */
  idsByName: async (s: GradeScope, names: string[]) => {
    if (names.length === 0) return new Map<string, number>();
    const rows = await db
      .select({ id: g.id, name: g.name })
      .from(g)
      .where(and(ofActivity(g, s), inArray(g.name, names)));
    return new Map(rows.map((r) => [r.name, r.id]));
  },
  /** Adds groups of these names (a name taken meanwhile is left as it is). */
  insertMany: async (s: GradeScope, names: string[]) => {
    if (names.length === 0) return;
    await db
      .insert(g)
      .values(names.map((name) => ({ ...activityOwner(s), name })))
      .onConflictDoNothing();
  },
});
