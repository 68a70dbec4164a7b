import type { Deps } from '../../platform/deps.js';

/** What the screens are sent at most this often per lottery and instance: a hall signing in is one stream. */
export const lotteryBatchMs = 250;

/**
 * Items gathered per activity on this instance and handed to `flush` together, `lotteryBatchMs` after the first
 * of them: 2,000 sign-ins or barrage messages a minute become a few events a second, not one each.
 */
export const lotteryEventBatcher = <T>(
  deps: Pick<Deps, 'log'>,
  flush: (activityId: number, items: T[]) => Promise<void>,
) => {
  const queued = new Map<number, T[]>();
  return {
    add: (activityId: number, items: T[]) => {
      const waiting = queued.get(activityId);
      if (waiting) return void waiting.push(...items);
      queued.set(activityId, [...items]);
      setTimeout(() => {
        const all = queued.get(activityId) ?? [];
        queued.delete(activityId);
        flush(activityId, all).catch((err: unknown) => deps.log.error({ err }, 'lottery event failed'));
      }, lotteryBatchMs).unref();
    },
  };
};
