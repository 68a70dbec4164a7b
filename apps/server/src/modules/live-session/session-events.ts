import { liveChannels, liveClock, sessionLimits } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { eventCoalescer } from '../../platform/live/event-coalescer.js';
import type { SessionView } from './session.repository.js';
import { toSnapshot } from './session-snapshot.js';

type EventDeps = Pick<Deps, 'bus' | 'clock' | 'log'>;
type ReadView = (activityId: number) => Promise<SessionView | undefined>;

/**
 * Counts and lobby names go out at most this often per session and instance (the first at once): a hall joining is
 * one stream, not 5,000.
 */
const coalesceMs = 250;

/**
 * What the engine tells the screens, always after the write committed. Every `session.state` carries the whole
 * snapshot, to everyone on `game:<id>`. Counts and lobby names between transitions go to `stage:<id>` only (the
 * big screen and the console: phones do not show them, and a hall of phones would get 20,000 frames a second),
 * coalesced per session on this instance; a step's deadline is announced by a timer on the instance that opened
 * it (the snapshot is right without it).
 */
export const sessionEvents = (deps: EventDeps, readView: ReadView) => {
  const onError = (err: unknown) => deps.log.error({ err }, 'session event failed');
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run().catch(onError);
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const publishState = async (activityId: number) => {
    const view = await readView(activityId);
    if (view) await deps.bus.publish(liveChannels.game(activityId), 'session.state', toSnapshot(view, deps.clock()));
  };

  const counts = eventCoalescer<number, true>({
    everyMs: coalesceMs,
    merge: () => true,
    // Read when it goes out: the counts then are the newest, however many answers asked for them.
    send: async (activityId) => {
      const v = await readView(activityId);
      if (!v) return;
      await deps.bus.publish(liveChannels.stage(activityId), 'session.counts', {
        activity_id: activityId,
        version: v.version,
        joined: v.joined,
        answered: v.stepIndex >= 0 ? v.answered : 0,
      });
    },
    onError,
  });
  // The wall shows the newest names; a burst bigger than one event shows its last ones.
  const newest = (names: string[]) => names.slice(-sessionLimits.lobbyBatch);
  const lobby = eventCoalescer<number, string[]>({
    everyMs: coalesceMs,
    merge: (waiting, newer) => newest([...waiting, ...newer]),
    send: (activityId, names) =>
      deps.bus.publish(liveChannels.stage(activityId), 'session.lobby', {
        activity_id: activityId,
        names: newest(names),
      }),
    onError,
  });

  return {
    publishState,
    touchCounts: (activityId: number) => counts.push(activityId, true),
    addNames: (activityId: number, joined: string[]) => lobby.push(activityId, joined),
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
      counts.stop();
      lobby.stop();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
};

export type SessionEvents = ReturnType<typeof sessionEvents>;
