import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ofActivity } from '../activity/index.js';
import { gradeContestants, gradeEntries } from './grade.table.js';
import type { GradeScope } from './grade-group.repository.js';

export type ContestantRow = typeof gradeContestants.$inferSelect;
export type ContestantInsert = typeof gradeContestants.$inferInsert;
export type ContestantChanges = Partial<
  Pick<ContestantInsert, 'name' | 'groupId' | 'photo' | 'description' | 'values'>
>;
export type ContestantFilter = { roundId: number | ''; groupId: number | ''; keyword: string };

const c = gradeContestants;
/** Rows a statement writes: an import's 2,000 contestants in one statement would be a very long one. */
const chunk = 500;

/** The contestants of an activity; which rounds they are in is grade-contestant-rounds.repository.ts. */
export const gradeContestantRepository = (db: Db) => ({
  /** The contestant of this id among the caller's organiser's, whichever activity it is of. */
  ofOwner: async (user: CurrentUser, id: number) =>
    (
      await db
        .select({ activityId: c.activityId })
        .from(c)
        .where(and(eq(c.id, id), eq(c.tenantId, user.tenantId), eq(c.customerId, user.ownerId)))
    )[0],
  byId: async (s: GradeScope, id: number) =>
    (
      await db
        .select()
        .from(c)
        .where(and(ofActivity(c, s), eq(c.id, id)))
    )[0],
  count: async (s: GradeScope) => (await db.select({ n: count() }).from(c).where(ofActivity(c, s)))[0]?.n ?? 0,

  /** A page of contestants: a round's in its stage order (sort, then id), otherwise every one by id. */
  page: async (s: GradeScope, f: ContestantFilter, page: { offset: number; limit: number }) => {
    const where: (SQL | undefined)[] = [
      ofActivity(c, s),
      f.groupId === '' ? undefined : eq(c.groupId, f.groupId),
      f.keyword ? ilike(c.name, containing(f.keyword)) : undefined,
    ];
    if (f.roundId === '') {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(c)
          .where(and(...where))
          .orderBy(asc(c.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: count() })
          .from(c)
          .where(and(...where)),
      ]);
      return { rows, total: total?.n ?? 0 };
    }
    const inRound = and(...where, eq(gradeEntries.roundId, f.roundId));
    const entry = eq(gradeEntries.contestantId, c.id);
    const [rows, [total]] = await Promise.all([
      db
        .select({ contestant: c })
        .from(c)
        .innerJoin(gradeEntries, entry)
        .where(inRound)
        .orderBy(asc(gradeEntries.sort), asc(c.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: count() }).from(c).innerJoin(gradeEntries, entry).where(inRound),
    ]);
    return { rows: rows.map((r) => r.contestant), total: total?.n ?? 0 };
  },

  insert: async (row: ContestantInsert) => (await db.insert(c).values(row).returning())[0]!,
  /** The new contestants' ids, in the order given. */
  insertMany: async (rows: ContestantInsert[]) => {
    const ids: number[] = [];
    for (let start = 0; start < rows.length; start += chunk) {
      const written = await db
        .insert(c)
        .values(rows.slice(start, start + chunk))
        .returning({ id: c.id });
      ids.push(...written.map((r) => r.id));
    }
    return ids;
  },
  update: async (s: GradeScope, id: number, changes: ContestantChanges) =>
    (
      await db
        .update(c)
        .set(changes)
        .where(and(ofActivity(c, s), eq(c.id, id)))
        .returning()
    )[0],
  delete: (s: GradeScope, ids: number[]) => db.delete(c).where(and(ofActivity(c, s), inArray(c.id, ids))),
});
