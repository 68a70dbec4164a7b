import { type LeaderboardRow, type SessionReveal, type SessionStep, sessionPhases } from '@app/contract';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

/**
 * A step of the frozen play list: what every screen may see (`view`) and what only the kind's judge reads
 * (`secret`: the answer and how it scores). Frozen at the start so editing a bank mid-event changes nothing on stage.
 */
export type LiveStep = { view: SessionStep; secret: Record<string, unknown> };

/** One on-site session per activity: the server-owned state every screen and phone follows. */
export const liveSessions = pgTable('live_sessions', {
  ...rowColumns,
  ...ownerColumns,
  activityId: integer().notNull().unique(),
  kind: integer().notNull(),
  phase: text({ enum: sessionPhases }).notNull().default('lobby'),
  paused: boolean().notNull().default(false),
  /** Compare-and-set guard: every transition is `version = version + 1 WHERE version = <what the host saw>`. */
  version: integer().notNull().default(0),
  stepIndex: integer().notNull().default(-1),
  steps: jsonb().$type<LiveStep[]>().notNull().default([]),
  /** Steps dropped by `skip`: they score nothing and streaks run across them. */
  skipped: jsonb().$type<number[]>().notNull().default([]),
  openedAt: timestamp({ withTimezone: true }),
  deadlineAt: timestamp({ withTimezone: true }),
  remainingMs: integer(),
  /** The host link's secret, kept readable because the console shows it; null once revoked. */
  hostKey: text().unique(),
  fullRefusals: integer().notNull().default(0),
  reveal: jsonb().$type<SessionReveal>(),
  leaderboard: jsonb().$type<LeaderboardRow[]>(),
  startedAt: timestamp({ withTimezone: true }),
  finishedAt: timestamp({ withTimezone: true }),
});

export const playerStatuses = ['playing', 'kicked', 'banned'] as const;
export type PlayerStatus = (typeof playerStatuses)[number];

/** A seat in a session, held by a participant (their ticket is the rejoin token) with their running score. */
export const liveSessionPlayers = pgTable(
  'live_session_players',
  {
    ...rowColumns,
    sessionId: integer().notNull(),
    activityId: integer().notNull(),
    participantId: integer().notNull(),
    nickname: text().notNull(),
    phone: text().notNull().default(''),
    score: integer().notNull().default(0),
    /** Right answers in a row up to the shown step; reset when a step is shown after one not answered right. */
    streak: integer().notNull().default(0),
    correct: integer().notNull().default(0),
    answered: integer().notNull().default(0),
    status: text({ enum: playerStatuses }).notNull().default('playing'),
    joinedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    unique().on(t.sessionId, t.participantId),
    // The leaderboard and the ranks: highest score first, ties by the earlier seat.
    index().on(t.sessionId, t.score, t.id),
    index().on(t.activityId, t.id),
  ],
);

/** One player's answer to one step; the unique key makes an answer count at most once whatever retries. */
export const liveSessionAnswers = pgTable(
  'live_session_answers',
  {
    ...rowColumns,
    sessionId: integer().notNull(),
    activityId: integer().notNull(),
    stepIndex: integer().notNull(),
    playerId: integer().notNull(),
    answer: jsonb().$type<string[]>().notNull(),
    correct: boolean().notNull(),
    points: integer().notNull(),
    elapsedMs: integer().notNull(),
    /** The player's streak before this answer, so skipping the step can give it back. */
    streakBefore: integer().notNull().default(0),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [unique().on(t.sessionId, t.stepIndex, t.playerId), index().on(t.activityId, t.id)],
);

/**
 * Points a host gave a player by hand (userData/interactionExtraScore), kept with the reason given, the account
 * that gave them and when (`created_at`), so the results say where a score that no answer explains came from.
 */
export const liveSessionExtraScores = pgTable(
  'live_session_extra_scores',
  {
    ...rowColumns,
    sessionId: integer().notNull(),
    activityId: integer().notNull(),
    playerId: integer().notNull(),
    points: integer().notNull(),
    reason: text().notNull().default(''),
    /** The organiser or staff account. */
    givenBy: integer().notNull(),
  },
  (t) => [index().on(t.sessionId, t.playerId), index().on(t.activityId, t.id)],
);
