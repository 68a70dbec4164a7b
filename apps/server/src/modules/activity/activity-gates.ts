import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Bus } from '../../platform/bus/bus.js';
import { readThroughCache } from '../../platform/group-commit/read-through-cache.js';
import { keptPer } from '../../platform/kept-per.js';
import { activities } from './activity.table.js';

/** The activity's columns that say what it is and whether it can be taken part in now (h5-state.ts). */
export const activityGate = {
  id: activities.id,
  kind: activities.kind,
  deletedAt: activities.deletedAt,
  status: activities.status,
  expiresAt: activities.expiresAt,
  startTime: activities.startTime,
  endTime: activities.endTime,
};

/** What a crowd call needs of its activity: whether it is open (activityGate) and how it is played. */
export type ActivityGate = {
  [K in keyof typeof activityGate]: (typeof activities.$inferSelect)[K];
} & { settings: Record<string, unknown> };

/**
 * How old an activity's gate may be when a crowd call uses it: an end time moved, a deletion or a settings change
 * reaches a hall's answers within this, and each instance reads an activity at most once in it.
 */
export const activityGateMs = 1_000;
/** A gate is a few hundred bytes: far more activities than run at once on one instance. */
const maxGates = 10_000;

/** One cache per server (its bus), whichever hot call asks. */
const perServer = keptPer<Bus, ReturnType<typeof readThroughCache<number, ActivityGate>>>();

/** Activities' gates by id for a crowd's hot calls, read in batches and kept for activityGateMs. */
export const activityGateCache = (
  deps: { db: Db; bus: Bus; clock: () => Date },
  batching: { windowMs: number; maxKeys: number },
) =>
  perServer(deps.bus, () =>
    readThroughCache<number, ActivityGate>({
      ...batching,
      maxEntries: maxGates,
      ttlMs: activityGateMs,
      now: () => deps.clock().getTime(),
      read: async (ids) => {
        const rows = await deps.db
          .select({ ...activityGate, settings: activities.settings })
          .from(activities)
          .where(inArray(activities.id, ids));
        return new Map(rows.map((a) => [a.id, a]));
      },
    }),
  );
