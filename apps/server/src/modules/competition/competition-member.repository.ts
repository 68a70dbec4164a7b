import { competitionLimits } from '@app/contract';
import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { type ActivityRecord, activityOwner, ofActivity } from '../activity/index.js';
import { competitionEntries, competitionMembers, competitionTeams } from './competition.table.js';

export type MemberRow = typeof competitionMembers.$inferSelect;
type Paging = { page: number; limit: number };

const m = competitionMembers;
const ofMember = (activity: ActivityRecord, id: number) => and(ofActivity(m, activity), eq(m.id, id));

/** A contestant with their team's name and their own total. */
const withTotal = {
  member: m,
  teamName: sql<string>`coalesce(${competitionTeams.name}, '')`,
  teamColor: sql<string>`coalesce(${competitionTeams.color}, '')`,
  total:
    sql<number>`(select coalesce(sum(e.delta), 0) from ${competitionEntries} e where e.member_id = ${m}.id)`.mapWith(
      Number,
    ),
};
/** Whether the team takes one more than the participant's own place in it (none: always); locks the team's row. */
const hasRoom = async (tx: Db, teamId: number | null, participantId: number) => {
  if (teamId === null) return true;
  await tx
    .select({ id: competitionTeams.id })
    .from(competitionTeams)
    .where(eq(competitionTeams.id, teamId))
    .for('update');
  const [others] = await tx
    .select({ n: count() })
    .from(m)
    .where(and(eq(m.teamId, teamId), ne(m.participantId, participantId)));
  return (others?.n ?? 0) < competitionLimits.membersPerTeam;
};

/** Contestants of one competition. */
export const competitionMemberRepository = (db: Db) => {
  const select = () => db.select(withTotal).from(m).leftJoin(competitionTeams, eq(competitionTeams.id, m.teamId));
  return {
    one: async (activity: ActivityRecord, id: number) => (await select().where(ofMember(activity, id)))[0],
    byParticipant: async (activity: ActivityRecord, participantId: number) =>
      (await select().where(and(ofActivity(m, activity), eq(m.participantId, participantId))))[0],
    /** Of one team, or of all; by name or phone; in the order they joined. */
    page: async (activity: ActivityRecord, filter: { teamId: number | null; keyword: string }, paging: Paging) => {
      const where = and(
        ofActivity(m, activity),
        filter.teamId === null ? undefined : eq(m.teamId, filter.teamId),
        filter.keyword
          ? or(ilike(m.name, containing(filter.keyword)), ilike(m.phone, containing(filter.keyword)))
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(asc(m.joinedAt), asc(m.id))
          .limit(paging.limit)
          .offset((paging.page - 1) * paging.limit),
        db.select({ n: count() }).from(m).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    all: (activity: ActivityRecord, teamId: number | null) =>
      select()
        .where(and(ofActivity(m, activity), teamId === null ? undefined : eq(m.teamId, teamId)))
        .orderBy(asc(m.joinedAt), asc(m.id)),
    /**
     * The participant's contestant, in `teamId`: added, or moved there under the name given when they were in.
     * The team's row is locked while its members are counted, so a team of 20 takes no 21st. Answers the id, or
     * undefined when the team is full.
     */
    join: (
      activity: ActivityRecord,
      values: { participantId: number; teamId: number | null; name: string; phone: string; now: Date },
    ) =>
      db.transaction(async (tx: Db) => {
        if (!(await hasRoom(tx, values.teamId, values.participantId))) return undefined;
        const [row] = await tx
          .insert(m)
          .values({ ...activityOwner(activity), ...values, joinedAt: values.now })
          .onConflictDoUpdate({
            target: [m.activityId, m.participantId],
            set: { teamId: values.teamId, name: values.name },
          })
          .returning({ id: m.id });
        return row?.id;
      }),
    /** Moves a contestant, only where the team has room; answers whether it moved. */
    move: (activity: ActivityRecord, member: MemberRow, teamId: number | null) =>
      db.transaction(async (tx: Db) => {
        if (!(await hasRoom(tx, teamId, member.participantId))) return false;
        return (
          (await tx.update(m).set({ teamId }).where(ofMember(activity, member.id)).returning({ id: m.id })).length > 0
        );
      }),
  };
};
