import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { activities, participants } from './activity.table.js';
import { canTakePart, h5StateMessage, h5StateOf } from './h5-state.js';

export type ParticipantRecord = typeof participants.$inferSelect;

/**
 * The participant a ticket belongs to and their activity, when the activity can still be taken part in.
 * A trial participant already in keeps going after the trial fills up; nobody goes on once it stops, nor once
 * the organiser bans them.
 */
export const resolveTicket = async (db: Db, ticket: string, now: Date) => {
  const [found] = await db
    .select({ participant: participants, activity: activities })
    .from(participants)
    .innerJoin(activities, eq(activities.id, participants.activityId))
    .where(eq(participants.ticket, ticket));
  if (!found) throw new AppError('H5_TICKET_INVALID');
  if (found.participant.bannedAt) throw new AppError('H5_BANNED');
  const state = h5StateOf(found.activity, now, 0);
  if (!canTakePart(state)) throw new AppError('H5_ACTIVITY_UNAVAILABLE', h5StateMessage(state));
  return found;
};
