import { type AnyColumn, and, count, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { answerCodes } from '../prize/index.js';
import { activities, participants } from './activity.table.js';

export type ParticipantInsert = Omit<typeof participants.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ParticipantDetails = Pick<ParticipantInsert, 'deviceId' | 'name' | 'phone' | 'unit' | 'fields'>;
export type ParticipantRow = typeof participants.$inferSelect;

/** Joined a draft as one of its trial places: the organiser's own previews take none. */
export const takesTrialPlace = and(eq(participants.trial, true), eq(participants.preview, false));

/**
 * Rows (attempts, responses, ...) of real participants only: the organiser's previews of the activity stay out of
 * its statistics. The previews are few, so the subquery stays small however many rows there are.
 */
export const fromRealParticipants = (db: Db, participantId: AnyColumn, activityId: number) =>
  notInArray(
    participantId,
    db
      .select({ id: participants.id })
      .from(participants)
      .where(and(eq(participants.activityId, activityId), eq(participants.preview, true))),
  );

/** Participants are found by their activity and identity, or locked by id; never listed across activities here. */
export const participantRepository = (db: Db) => ({
  /** The site's activity behind a participant link; deleted ones are gone for participants. */
  activityByCode: async (tenantId: number, code: string) =>
    (
      await db
        .select()
        .from(activities)
        .where(and(eq(activities.tenantId, tenantId), eq(activities.code, code), isNull(activities.deletedAt)))
    )[0] ?? null,
  /** Locks the activity row so trial places are counted and taken one at a time. */
  lockActivity: (activityId: number) =>
    db.select({ id: activities.id }).from(activities).where(eq(activities.id, activityId)).for('update'),
  trialCount: async (activityId: number) =>
    (
      await db
        .select({ n: count() })
        .from(participants)
        .where(and(eq(participants.activityId, activityId), takesTrialPlace))
    )[0]?.n ?? 0,
  byIdentity: async (activityId: number, identity: string) =>
    (
      await db
        .select()
        .from(participants)
        .where(and(eq(participants.activityId, activityId), eq(participants.identity, identity)))
    )[0] ?? null,
  /** Whether a participant on another device typed this phone number (anti-cheat's one device per phone). */
  phoneOnOtherDevice: async (activityId: number, phone: string, deviceId: string) =>
    (
      await db
        .select({ id: participants.id })
        .from(participants)
        .where(
          and(
            eq(participants.activityId, activityId),
            eq(participants.phone, phone),
            ne(participants.deviceId, deviceId),
          ),
        )
        .limit(1)
    ).length > 0,
  /** New participants who joined the activity from one address on one day (anti-cheat's per-IP limit). */
  joinedFromIp: async (activityId: number, ip: string, day: string) =>
    (
      await db
        .select({ n: count() })
        .from(participants)
        .where(and(eq(participants.activityId, activityId), eq(participants.ip, ip), eq(participants.joinedDay, day)))
    )[0]?.n ?? 0,
  /** Whether the participant already took one of the activity's answer codes. */
  holdsAnswerCode: async (activityId: number, participantId: number) =>
    (
      await db
        .select({ id: answerCodes.id })
        .from(answerCodes)
        .where(and(eq(answerCodes.activityId, activityId), eq(answerCodes.participantId, participantId)))
        .limit(1)
    ).length > 0,
  /** Null when the identity joined meanwhile: the unique (activity, identity) key decides. */
  insertNew: async (row: ParticipantInsert) =>
    (
      await db
        .insert(participants)
        .values(row)
        .onConflictDoNothing({ target: [participants.activityId, participants.identity] })
        .returning()
    )[0] ?? null,
  update: async (id: number, details: ParticipantDetails) =>
    (await db.update(participants).set(details).where(eq(participants.id, id)).returning())[0]!,
  countJoin: (activityId: number) =>
    db
      .update(activities)
      .set({ joinCount: sql`${activities.joinCount} + 1` })
      .where(eq(activities.id, activityId)),
  /** Serialises one participant's writes (starting attempts, drawing prizes) across requests and servers. */
  lock: (participantId: number) =>
    db.select({ id: participants.id }).from(participants).where(eq(participants.id, participantId)).for('update'),
});
