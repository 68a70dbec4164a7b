import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Bus } from '../../platform/bus/bus.js';
import { forgetCached, forgettingCache } from '../../platform/bus/forgetting-cache.js';
import { AppError } from '../../platform/errors.js';
import { keptPer } from '../../platform/kept-per.js';
import { participants } from './activity.table.js';

/** Who holds a ticket: all a crowd call needs to know of the participant. Only a ban changes it. */
export type Seat = { id: number; activityId: number; bannedAt: Date | null };

const name = 'seats';
/** About 100 bytes a seat: a few hall-sized events at once on one instance. */
const maxSeats = 200_000;

const readSeats = (db: Db) => async (tickets: string[]) => {
  const rows = await db
    .select({
      ticket: participants.ticket,
      id: participants.id,
      activityId: participants.activityId,
      bannedAt: participants.bannedAt,
    })
    .from(participants)
    .where(inArray(participants.ticket, tickets));
  return new Map(rows.map(({ ticket, ...seat }) => [ticket, seat]));
};

/** One cache per server (its bus), whichever hot call asks: a phone's seat read for the quiz serves its PK too. */
const perServer = keptPer<Bus, ReturnType<typeof forgettingCache<Seat>>>();

/**
 * Seats by ticket, read from the database once per instance and kept until a ban or an unban forgets them
 * (`forgetSeats`), so a phone's answers, after its first, verify its ticket without a database read.
 */
export const seatCache = (deps: { db: Db; bus: Bus }, batching: { windowMs: number; maxKeys: number }) =>
  perServer(deps.bus, () =>
    forgettingCache<Seat>({ bus: deps.bus, name, maxEntries: maxSeats, ...batching, read: readSeats(deps.db) }),
  );

/** The seat behind a phone's ticket, or the refusal of a ticket no participant holds. */
export const seatOf = async (seats: ReturnType<typeof seatCache>, ticket: string) => {
  const seat = await seats.load(ticket);
  if (!seat) throw new AppError('H5_TICKET_INVALID');
  return seat;
};

/** After a participant's ban or unban committed: every instance reads their seat afresh. */
export const forgetSeats = (bus: Bus, tickets: string[]) => forgetCached(bus, name, tickets);
