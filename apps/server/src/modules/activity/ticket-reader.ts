import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Bus } from '../../platform/bus/bus.js';
import { batchReader } from '../../platform/group-commit/batch-reader.js';
import { activities, participants } from './activity.table.js';
import { activityGateCache } from './activity-gates.js';
import type { ActivityWindow } from './h5-state.js';
import { seatCache } from './participant-seats.js';
import { admitted, type ParticipantRecord } from './participant-ticket.js';

type Batching = { windowMs: number; maxKeys: number };
type Admissible = { participant: Pick<ParticipantRecord, 'bannedAt'>; activity: ActivityWindow };

/** Answers each ticket as resolveTicket does (unknown, banned, activity not open are refused) from batched reads. */
const resolverOf = <T extends Admissible>(options: Batching, read: (tickets: string[]) => Promise<Map<string, T>>) => {
  const reader = batchReader({ ...options, read });
  return { resolve: async (ticket: string, now: Date) => admitted(await reader.load(ticket), now) };
};

/**
 * Resolves tickets to the whole participant and activity, reading the tickets that arrive together with one
 * query: a crowd's hot calls cost one ticket read per batch, not per request. The tickets of one activity share
 * one record of it, so what a call derives from it (its parsed settings) is made once a batch.
 */
export const ticketReader = (db: Db, options: Batching) =>
  resolverOf(options, async (tickets) => {
    const rows = await db
      .select({ participant: participants, activity: activities })
      .from(participants)
      .innerJoin(activities, eq(activities.id, participants.activityId))
      .where(inArray(participants.ticket, tickets));
    const shared = new Map<number, (typeof rows)[number]['activity']>();
    return new Map(
      rows.map(({ participant, activity }) => {
        const one = shared.get(activity.id) ?? activity;
        shared.set(activity.id, one);
        return [participant.ticket, { participant, activity: one }];
      }),
    );
  });

/**
 * For a call that only needs to know who is calling (a phone's answer, thousands within seconds): the ticket's seat
 * from memory once read (participant-seats.ts), and its activity's gate from memory for a second of the service's
 * clock at a time (activity-gates.ts), instead of every column of both for every ticket.
 */
export const seatTicketReader = (deps: { db: Db; bus: Bus; clock: () => Date }, options: Batching) => {
  const seats = seatCache(deps, options);
  const gates = activityGateCache(deps, options);
  return {
    resolve: async (ticket: string, now: Date) => {
      const participant = await seats.load(ticket);
      const activity = participant && (await gates.load(participant.activityId));
      return admitted(participant && activity && { participant, activity }, now);
    },
  };
};
