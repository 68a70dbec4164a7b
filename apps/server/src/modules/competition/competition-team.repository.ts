import { competitionLimits } from '@app/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ActivityRecord, activityOwner, ofActivity } from '../activity/index.js';
import { competitionEntries, competitionMembers, competitionTeams } from './competition.table.js';

export type TeamRow = typeof competitionTeams.$inferSelect;
type TeamValues = Pick<TeamRow, 'name' | 'color'>;

const t = competitionTeams;
const ofTeam = (activity: ActivityRecord, id: number) => and(ofActivity(t, activity), eq(t.id, id));

/** A team with its members' count and its total, the sum of the ledger's rows that count for it. */
const withCounts = {
  team: t,
  memberCount: sql<number>`(select count(*) from ${competitionMembers} m where m.team_id = ${t}.id)`.mapWith(Number),
  total: sql<number>`(select coalesce(sum(e.delta), 0) from ${competitionEntries} e where e.team_id = ${t}.id)`.mapWith(
    Number,
  ),
};
const unused = sql`not exists (select 1 from ${competitionMembers} m where m.team_id = ${t}.id)
  and not exists (select 1 from ${competitionEntries} e where e.team_id = ${t}.id)`;

/** Teams of one competition, in their order (sort, then id). */
export const competitionTeamRepository = (db: Db) => ({
  list: (activity: ActivityRecord) =>
    db.select(withCounts).from(t).where(ofActivity(t, activity)).orderBy(asc(t.sort), asc(t.id)),
  one: async (activity: ActivityRecord, id: number) =>
    (await db.select(withCounts).from(t).where(ofTeam(activity, id)))[0],
  byJoinCode: async (activity: ActivityRecord, joinCode: string) =>
    (
      await db
        .select()
        .from(t)
        .where(and(ofActivity(t, activity), eq(t.joinCode, joinCode)))
    )[0],
  count: async (activity: ActivityRecord) =>
    (await db.select({ n: count() }).from(t).where(ofActivity(t, activity)))[0]?.n ?? 0,
  named: async (activity: ActivityRecord, name: string) =>
    (
      await db
        .select({ id: t.id })
        .from(t)
        .where(and(ofActivity(t, activity), eq(t.name, name)))
    ).length > 0,
  colors: async (activity: ActivityRecord) =>
    (await db.select({ color: t.color }).from(t).where(ofActivity(t, activity))).map((r) => r.color),
  /**
   * Adds the team last, only while the competition has fewer than the limit (counted in the same statement);
   * answers its id, or undefined when the name or the code is taken or the limit is reached.
   */
  insert: async (activity: ActivityRecord, values: TeamValues & { joinCode: string }) => {
    const owner = activityOwner(activity);
    const result = await db.execute(sql`
      insert into ${t} (tenant_id, customer_id, activity_id, name, color, join_code, sort)
      select ${owner.tenantId}, ${owner.customerId}, ${owner.activityId}, ${values.name}, ${values.color},
        ${values.joinCode}, coalesce(max(sort) + 1, 0)
      from ${t} where activity_id = ${owner.activityId}
      having count(*) < ${competitionLimits.teams}
      on conflict do nothing
      returning id`);
    const [row] = (result as unknown as { rows: { id: number }[] }).rows;
    return row ? Number(row.id) : undefined;
  },
  update: async (activity: ActivityRecord, id: number, values: TeamValues) =>
    (await db.update(t).set(values).where(ofTeam(activity, id)).returning({ id: t.id }))[0]?.id,
  /** Only a team nobody joined and nothing was scored for; answers whether it went. */
  remove: async (activity: ActivityRecord, id: number) =>
    (
      await db
        .delete(t)
        .where(and(ofTeam(activity, id), unused))
        .returning({ id: t.id })
    ).length > 0,
  sort: async (activity: ActivityRecord, ids: number[]) => {
    for (const [sort, id] of ids.entries()) await db.update(t).set({ sort }).where(ofTeam(activity, id));
  },
});
