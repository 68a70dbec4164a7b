import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { type ActivityRecord, activityOwner, ofActivity } from '../activity/index.js';
import { customers } from '../customer/index.js';
import { givenByName } from '../live-session/index.js';
import { competitionEntries, competitionMembers, competitionTeams } from './competition.table.js';

export type EntryRow = typeof competitionEntries.$inferSelect;
export type EntryInsert = Pick<EntryRow, 'teamId' | 'memberId' | 'roundName' | 'delta' | 'reason' | 'source'> &
  Partial<Pick<EntryRow, 'undoes' | 'givenBy'>>;
/** Whose rows a record lists: those that count for a team (its own and its contestants'), or contestants' rows. */
export type EntryFilter = { of: 'team' | 'member'; teamId: number | null; memberId: number | null };
type Paging = { page: number; limit: number };

const e = competitionEntries;
const undoing = alias(competitionEntries, 'undoing');
const ofEntry = (activity: ActivityRecord, id: number) => and(ofActivity(e, activity), eq(e.id, id));

/** A row as the records show it: with its team's and contestant's names, who gave it and what undid it. */
const shown = {
  entry: e,
  teamName: sql<string>`coalesce(${competitionTeams.name}, '')`,
  memberName: sql<string>`coalesce(${competitionMembers.name}, '')`,
  givenBy: givenByName,
  undoneBy: undoing.id,
};

const filtered = (activity: ActivityRecord, filter: EntryFilter) =>
  and(
    ofActivity(e, activity),
    filter.of === 'team' ? isNotNull(e.teamId) : isNotNull(e.memberId),
    filter.teamId === null ? undefined : eq(e.teamId, filter.teamId),
    filter.memberId === null ? undefined : eq(e.memberId, filter.memberId),
  );

/** The score ledger of one competition: rows are added, never changed; a rehearsal's reset clears them. */
export const competitionEntryRepository = (db: Db) => {
  const select = () =>
    db
      .select(shown)
      .from(e)
      .leftJoin(competitionTeams, eq(competitionTeams.id, e.teamId))
      .leftJoin(competitionMembers, eq(competitionMembers.id, e.memberId))
      .leftJoin(customers, eq(customers.id, e.givenBy))
      .leftJoin(undoing, eq(undoing.undoes, e.id));
  return {
    /** Answers the new row's id, or undefined when it undoes a row another undo already undid. */
    add: async (activity: ActivityRecord, row: EntryInsert) =>
      (
        await db
          .insert(e)
          .values({ ...activityOwner(activity), ...row })
          .onConflictDoNothing({ target: e.undoes })
          .returning({ id: e.id })
      )[0]?.id,
    one: async (activity: ActivityRecord, id: number) => (await select().where(ofEntry(activity, id)))[0],
    /** Newest first. */
    page: async (activity: ActivityRecord, filter: EntryFilter, paging: Paging) => {
      const where = filtered(activity, filter);
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(e.id))
          .limit(paging.limit)
          .offset((paging.page - 1) * paging.limit),
        db.select({ n: count() }).from(e).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** The reasons hosts gave by hand, most used first, so the scorer offers them again. */
    reasons: async (activity: ActivityRecord, limit: number) =>
      (
        await db
          .select({ reason: e.reason })
          .from(e)
          .where(and(ofActivity(e, activity), eq(e.source, 'adjust')))
          .groupBy(e.reason)
          .orderBy(desc(count()), e.reason)
          .limit(limit)
      ).map((r) => r.reason),
    any: async (activity: ActivityRecord) =>
      (await db.select({ id: e.id }).from(e).where(ofActivity(e, activity)).limit(1)).length > 0,
    clear: async (activity: ActivityRecord) =>
      (await db.delete(e).where(ofActivity(e, activity)).returning({ id: e.id })).length,
  };
};
export type ShownEntry = NonNullable<Awaited<ReturnType<ReturnType<typeof competitionEntryRepository>['one']>>>;
