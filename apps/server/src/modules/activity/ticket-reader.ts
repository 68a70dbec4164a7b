import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { batchReader } from '../../platform/group-commit/batch-reader.js';
import { activities, participants } from './activity.table.js';
import { admitted } from './participant-ticket.js';

/**
 * Resolves tickets as resolveTicket does (unknown, banned, activity not open are refused), reading the tickets
 * that arrive together with one query: a crowd's hot calls cost one ticket read per batch, not per request.
 */
export const ticketReader = (db: Db, options: { windowMs: number; maxKeys: number }) => {
  const reader = batchReader({
    ...options,
    read: async (tickets: string[]) => {
      const rows = await db
        .select({ participant: participants, activity: activities })
        .from(participants)
        .innerJoin(activities, eq(activities.id, participants.activityId))
        .where(inArray(participants.ticket, tickets));
      return new Map(rows.map((r) => [r.participant.ticket, r]));
    },
  });

  return {
    resolve: async (ticket: string, now: Date) => admitted(await reader.load(ticket), now),
  };
};
