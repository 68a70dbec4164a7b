import { liveChannels, liveClock, sessionLimits } from '@app/contract';
import type { Deps } from '../deps.js';
import type { SessionView } from './session.repository.js';
import { toSnapshot } from './session-snapshot.js';

type EventDeps = Pick<Deps, 'bus' | 'clock' | 'log'>;
type ReadView = (activityId: number) => Promise<SessionView | undefined>;

/** Counts and lobby names go out at most this often per session and instance: a hall joining is one stream, not 5,000. */
const coalesceMs = 250;

/**
 * What the engine tells the screens, always after the write committed. Every `session.state` carries the whole
 * snapshot, to everyone on `game:<id>`. Counts and lobby names between transitions go to `stage:<id>` only (the
 * big screen and the console: phones do not show them, and a hall of phones would get 20,000 frames a second),
 * coalesced per session on this instance; a step's deadline is announced by a timer on the instance that opened
 * it (the snapshot is right without it).
 */
export const sessionEvents = (deps: EventDeps, readView: ReadView) => {
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run().catch((err: unknown) => deps.log.error({ err }, 'session event failed'));
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const publishState = async (activityId: number) => {
    const view = await readView(activityId);
    if (view) await deps.bus.publish(liveChannels.game(activityId), 'session.state', toSnapshot(view, deps.clock()));
  };

  const countsDue = new Set<number>();
  const touchCounts = (activityId: number) => {
    if (countsDue.has(activityId)) return;
    countsDue.add(activityId);
    later(coalesceMs, async () => {
      countsDue.delete(activityId);
      const v = await readView(activityId);
      if (!v) return;
      await deps.bus.publish(liveChannels.stage(activityId), 'session.counts', {
        activity_id: activityId,
        version: v.version,
        joined: v.joined,
        answered: v.stepIndex >= 0 ? v.answered : 0,
      });
    });
  };

  const names = new Map<number, string[]>();
  const addNames = (activityId: number, joined: string[]) => {
    const queued = names.get(activityId);
    if (queued) return void queued.push(...joined);
    names.set(activityId, [...joined]);
    later(coalesceMs, async () => {
      const all = names.get(activityId) ?? [];
      names.delete(activityId);
      // The wall shows the newest names; a burst bigger than one event shows its last ones.
      const shown = all.slice(-sessionLimits.lobbyBatch);
      await deps.bus.publish(liveChannels.stage(activityId), 'session.lobby', {
        activity_id: activityId,
        names: shown,
      });
    });
  };

  return {
    publishState,
    touchCounts,
    addNames,
    removed: (activityId: number, playerIds: number[], banned: boolean) =>
      deps.bus.publish(liveChannels.game(activityId), 'session.removed', {
        activity_id: activityId,
        player_ids: playerIds,
        banned,
      }),
    /** Tells the screens the step closed once its deadline and grace pass, unless the session moved on. */
    watchDeadline: (activityId: number, version: number, deadline: Date) => {
      const ms = deadline.getTime() + liveClock.graceMs + 1 - deps.clock().getTime();
      later(Math.max(0, ms), async () => {
        const v = await readView(activityId);
        if (v?.version === version) await publishState(activityId);
      });
    },
    stop: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
};

export type SessionEvents = ReturnType<typeof sessionEvents>;
