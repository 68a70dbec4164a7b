import { competitionEntrySources } from '@app/contract';
import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

/** A team of an on-site competition, with the code its contestants join it by. */
export const competitionTeams = pgTable(
  'competition_teams',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    name: text().notNull(),
    color: text().notNull(),
    sort: integer().notNull().default(0),
    joinCode: text().notNull(),
  },
  (t) => [unique().on(t.activityId, t.name), unique().on(t.activityId, t.joinCode)],
);

/** A contestant: one per participant and activity, in a team (团队赛) or in none (个人赛). */
export const competitionMembers = pgTable(
  'competition_members',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    participantId: integer().notNull(),
    teamId: integer(),
    name: text().notNull(),
    phone: text().notNull().default(''),
    joinedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [unique().on(t.activityId, t.participantId), index().on(t.activityId, t.teamId)],
);

/**
 * The score ledger: rows are only ever appended. A total is the sum of its rows; an undo is a row of the opposite
 * delta naming the row it undoes, and the unique `undoes` makes a row undone at most once whatever retries.
 */
export const competitionEntries = pgTable(
  'competition_entries',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    /** The team the points count for: the team's own row, or the team a contestant was in when it was made. */
    teamId: integer(),
    memberId: integer(),
    roundName: text().notNull().default(''),
    delta: integer().notNull(),
    reason: text().notNull().default(''),
    source: text({ enum: competitionEntrySources }).notNull(),
    undoes: integer().unique(),
    /** The organiser or staff account; null for the contest's own rows (an answer, a buzz). */
    givenBy: integer(),
  },
  (t) => [index().on(t.activityId, t.id), index().on(t.activityId, t.teamId), index().on(t.activityId, t.memberId)],
);
