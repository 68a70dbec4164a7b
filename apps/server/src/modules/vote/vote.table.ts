import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

export const voteCategories = pgTable(
  'vote_categories',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    name: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.activityId, t.sort)],
);

/**
 * A candidate (选手) of a vote. `votes` is the count of its valid votes, changed in the same transaction as the
 * vote rows, so the ranking reads one column. A participant's sign-up carries `participant_id`.
 */
export const voteCandidates = pgTable(
  'vote_candidates',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    number: integer().notNull(),
    name: text().notNull(),
    categoryId: integer(),
    cover: text().notNull().default(''),
    images: jsonb().$type<string[]>().notNull().default([]),
    video: text().notNull().default(''),
    description: text().notNull().default(''),
    votes: integer().notNull().default(0),
    status: text({ enum: ['shown', 'hidden'] })
      .notNull()
      .default('shown'),
    review: text({ enum: ['approved', 'pending', 'rejected'] })
      .notNull()
      .default('approved'),
    reviewReason: text().notNull().default(''),
    source: text({ enum: ['organiser', 'signup'] })
      .notNull()
      .default('organiser'),
    participantId: integer(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.activityId, t.votes),
    index().on(t.activityId, t.number),
    index().on(t.activityId, t.participantId),
  ],
);

/** One vote. Removing or resetting marks it invalid (and takes it off the candidate's count); rows stay. */
export const votes = pgTable(
  'votes',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    candidateId: integer().notNull(),
    participantId: integer().notNull(),
    deviceId: text().notNull().default(''),
    ip: text().notNull().default(''),
    /** Asia/Shanghai day (YYYY-MM-DD) for the daily limits. */
    day: text().notNull(),
    flagged: boolean().notNull().default(false),
    flagReason: text().notNull().default(''),
    invalidAt: timestamp({ withTimezone: true }),
    invalidReason: text().notNull().default(''),
    /** The page's id for one cast, when it sent one: a retried cast finds its vote instead of adding another. */
    castId: text(),
  },
  (t) => [
    // Vote records: their order, then every column their filters read, so a deep page is an index-only scan.
    index('votes_records_idx').on(
      t.activityId,
      t.createdAt,
      t.id,
      t.candidateId,
      t.participantId,
      t.flagged,
      t.invalidAt,
    ),
    unique().on(t.participantId, t.castId),
    // Ends in id so that an export's keyset pages (id > last, by id) are each one short range of this index.
    index().on(t.activityId, t.id),
    index().on(t.activityId, t.participantId, t.day),
    index().on(t.activityId, t.candidateId),
    index().on(t.activityId, t.ip, t.day),
  ],
);

/** Voters who answered the gate question right. */
export const voteGatePasses = pgTable(
  'vote_gate_passes',
  {
    ...rowColumns,
    activityId: integer().notNull(),
    participantId: integer().notNull(),
  },
  (t) => [unique().on(t.activityId, t.participantId)],
);
