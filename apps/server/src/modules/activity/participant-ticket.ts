import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { activities, participants } from './activity.table.js';
import { type ActivityWindow, canTakePart, h5StateMessage, h5StateOf } from './h5-state.js';

export type ParticipantRecord = typeof participants.$inferSelect;

/**
 * Why a participant may not go on, or null: a trial participant already in keeps going after the trial fills
 * up; nobody goes on once the activity stops, nor once the organiser bans them.
 */
export const takingPartRefusal = (
  participant: Pick<ParticipantRecord, 'bannedAt'>,
  activity: ActivityWindow,
  now: Date,
): AppError | null => {
  if (participant.bannedAt) return new AppError('H5_BANNED');
  const state = h5StateOf(activity, now, 0);
  return canTakePart(state) ? null : new AppError('H5_ACTIVITY_UNAVAILABLE', h5StateMessage(state));
};

/** What a ticket's read found, when it found the ticket and its participant may go on; otherwise the refusal. */
export const admitted = <T extends { participant: Pick<ParticipantRecord, 'bannedAt'>; activity: ActivityWindow }>(
  found: T | undefined,
  now: Date,
): T => {
  if (!found) throw new AppError('H5_TICKET_INVALID');
  const refusal = takingPartRefusal(found.participant, found.activity, now);
  if (refusal) throw refusal;
  return found;
};

/** The participant a ticket belongs to and their activity, when the activity can still be taken part in. */
export const resolveTicket = async (db: Db, ticket: string, now: Date) => {
  const [found] = await db
    .select({ participant: participants, activity: activities })
    .from(participants)
    .innerJoin(activities, eq(activities.id, participants.activityId))
    .where(eq(participants.ticket, ticket));
  return admitted(found, now);
};
