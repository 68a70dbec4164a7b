import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { activities, h5StateMessage, h5StateOf, participants } from '../activity/index.js';

/**
 * The participant a ticket belongs to and their activity. Unlike taking part, claiming stays open once the
 * activity has ended: that is when the top N of the ranking is known.
 */
export const claimingParticipant = async (db: Db, ticket: string, now: Date) => {
  const [found] = await db
    .select({ participant: participants, activity: activities })
    .from(participants)
    .innerJoin(activities, eq(activities.id, participants.activityId))
    .where(eq(participants.ticket, ticket));
  if (!found) throw new AppError('H5_TICKET_INVALID');
  if (found.participant.bannedAt) throw new AppError('H5_BANNED');
  const state = h5StateOf(found.activity, now, 0);
  if (state !== 'running' && state !== 'trial' && state !== 'ended') {
    throw new AppError('H5_ACTIVITY_UNAVAILABLE', h5StateMessage(state));
  }
  return found;
};
