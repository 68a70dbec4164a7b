import {
  type LotteryBarrageSettings,
  type LotteryClaimForm,
  type LotteryDrawOptions,
  type LotteryField,
  type LotteryLook,
  type LotterySignin,
  lotteryMessageStatuses,
  lotteryPersonSources,
  lotteryPhases,
  lotteryPoolChangeBy,
  lotteryPoolChanges as lotteryPoolChangeKinds,
  lotteryTakeoverStatuses,
  lotteryWinnerStatuses,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

/** A lottery's settings, one row per activity; each part reads as the contract's defaults until saved. */
export const lotterySettings = pgTable('lottery_settings', {
  ...rowColumns,
  ...ownerColumns,
  activityId: integer().notNull().unique(),
  look: jsonb().$type<Partial<LotteryLook>>().notNull().default({}),
  draw: jsonb().$type<Partial<LotteryDrawOptions>>().notNull().default({}),
  signin: jsonb().$type<Partial<LotterySignin>>().notNull().default({}),
  fields: jsonb().$type<LotteryField[]>().notNull().default([]),
  barrage: jsonb().$type<Partial<LotteryBarrageSettings>>().notNull().default({}),
});

/** A prize tier (一等奖 …): how many win it in all and per spin, and which groups may win it. */
export const lotteryTiers = pgTable(
  'lottery_tiers',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    name: text().notNull(),
    prizeTitle: text().notNull().default(''),
    prizeImage: text().notNull().default(''),
    count: integer().notNull(),
    perSpin: integer().notNull(),
    /** Groups whose people may win it; empty: everyone. */
    groups: jsonb().$type<string[]>().notNull().default([]),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.activityId, t.sort, t.id)],
);

/**
 * A person who may be drawn: imported or added by the organiser, or signed in on a phone (then linked to their
 * participant and seat). An imported person who signs in with the same phone number is the same row.
 */
export const lotteryPeople = pgTable(
  'lottery_people',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    name: text().notNull(),
    phone: text().notNull().default(''),
    department: text().notNull().default(''),
    employeeNo: text().notNull().default(''),
    group: text().notNull().default(''),
    photoUrl: text().notNull().default(''),
    /** Answers to the custom sign-in fields, by key. */
    fields: jsonb().$type<Record<string, string>>().notNull().default({}),
    source: text({ enum: lotteryPersonSources }).notNull(),
    participantId: integer(),
    /** The seat in the activity's live session (live_session_players) taken at sign-in. */
    playerId: integer(),
    signedAt: timestamp({ withTimezone: true }),
    eligible: boolean().notNull().default(true),
  },
  (t) => [
    // Pools and lists read an activity's people in id order: the pool hash takes the ids ascending.
    index().on(t.activityId, t.id),
    uniqueIndex('lottery_people_phone_uq').on(t.activityId, t.phone).where(sql`${t.phone} <> ''`),
    uniqueIndex('lottery_people_participant_uq')
      .on(t.activityId, t.participantId)
      .where(sql`${t.participantId} is not null`),
    // The sign-in wall: newest sign-ins first.
    index('lottery_people_signed_idx').on(t.activityId, t.signedAt).where(sql`${t.signedAt} is not null`),
  ],
);

/**
 * A device's request to take over a roster row another device signed in as, until the host approves or refuses
 * it. The asking device's seat is taken when it asks, so an approval only moves the row.
 */
export const lotteryTakeovers = pgTable(
  'lottery_takeovers',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    personId: integer().notNull(),
    participantId: integer().notNull(),
    playerId: integer().notNull(),
    status: text({ enum: lotteryTakeoverStatuses }).notNull().default('pending'),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.activityId, t.status, t.id),
    // A device asking again for the same row while it waits is the same request.
    uniqueIndex('lottery_takeovers_pending_uq')
      .on(t.activityId, t.personId, t.participantId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Who may be drawn, changed by hand: a person left out, let back in or removed from the list, and by whom. The
 * audit shows each draw the changes made since the draw before, next to the pool it locked.
 */
export const lotteryPoolChanges = pgTable(
  'lottery_pool_changes',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    personId: integer().notNull(),
    /** The name at the time: a removed person's row is gone. */
    name: text().notNull(),
    change: text({ enum: lotteryPoolChangeKinds }).notNull(),
    by: text({ enum: lotteryPoolChangeBy }).notNull(),
  },
  (t) => [index().on(t.activityId, t.id)],
);

/**
 * The big screen's stage, one row per activity. It changes only in a transaction that moves the activity's
 * `live_sessions.version` from the version the console showed, so a double press is one step.
 */
export const lotteryStages = pgTable('lottery_stages', {
  ...rowColumns,
  ...ownerColumns,
  activityId: integer().notNull().unique(),
  sessionId: integer().notNull(),
  phase: text({ enum: lotteryPhases }).notNull().default('wall'),
  tierId: integer(),
  drawId: integer(),
  page: integer().notNull().default(1),
  barrageOn: boolean().notNull().default(true),
});

/**
 * One draw of a tier, written at `open` with its seed and commitment; `spin` stores the locked pool, its hash and
 * the winners in the same transaction; `stop` reveals the seed. A draw the host leaves unspun is abandoned instead.
 * Kept whole for the audit and lottery:verify.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    tierId: integer().notNull(),
    /** N: winners this draw takes. */
    count: integer().notNull(),
    /** 64 hex characters of 32 CSPRNG bytes; never shown before `stoppedAt` or `abandonedAt`. */
    seed: text().notNull(),
    commitment: text().notNull(),
    poolIds: jsonb().$type<number[]>().notNull().default([]),
    poolHash: text().notNull().default(''),
    /** Winners' person ids in draw order. */
    winnerIds: jsonb().$type<number[]>().notNull().default([]),
    redrawOf: integer(),
    absentIds: jsonb().$type<number[]>().notNull().default([]),
    openedAt: timestamp({ withTimezone: true }).notNull(),
    spunAt: timestamp({ withTimezone: true }),
    stoppedAt: timestamp({ withTimezone: true }),
    /** Closed unspun when the host opened another draw, went back to the wall or ended: no pool, no winners. */
    abandonedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.activityId, t.id), index().on(t.tierId)],
);

/** A winner of a draw: won, then confirmed or marked absent; the claim form and the redemption. */
export const lotteryWinners = pgTable(
  'lottery_winners',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    drawId: integer().notNull(),
    tierId: integer().notNull(),
    personId: integer().notNull(),
    /** Place in the draw's order (0 first). */
    rank: integer().notNull(),
    status: text({ enum: lotteryWinnerStatuses }).notNull().default('won'),
    claim: jsonb().$type<LotteryClaimForm>(),
    claimedAt: timestamp({ withTimezone: true }),
    redeemedAt: timestamp({ withTimezone: true }),
    redeemedBy: integer(),
  },
  (t) => [
    unique().on(t.drawId, t.personId),
    index().on(t.activityId, t.personId),
    index().on(t.activityId, t.tierId),
    index().on(t.activityId, t.id),
  ],
);

/** A barrage message from a phone (or the organiser's system message), with its moderation state. */
export const lotteryMessages = pgTable(
  'lottery_messages',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    personId: integer(),
    participantId: integer(),
    name: text().notNull().default(''),
    text: text().notNull(),
    status: text({ enum: lotteryMessageStatuses }).notNull().default('pending'),
    system: boolean().notNull().default(false),
  },
  (t) => [index().on(t.activityId, t.status, t.id), index().on(t.activityId, t.system, t.id)],
);
