import { type GradeStage, liveChannels } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { eventCoalescer } from '../../platform/live/event-coalescer.js';
import type { ActivityRecord } from '../activity/index.js';

type EventDeps = Pick<Deps, 'bus' | 'log'>;
/** The stage as it is now, or null while the activity has none (no console or screen has opened it yet). */
type ReadStage = (activity: ActivityRecord) => Promise<GradeStage | null>;

/**
 * Judges' scores move the stage at most this often per activity and instance (the first at once): short enough that
 * a panel submitting together is on the screen within 200 ms, long enough that a panel of 16 is a few events. Each
 * is cheap: while a contestant is scored, the stage reads only their rows.
 */
export const gradeStageCoalesceMs = 50;

/**
 * `grade.stage` on `game:<id>`, always after the write committed. A host command is sent at once. A judge's score
 * only changes the progress ("评委已评 5/7") or a shown result, so a panel submitting together is coalesced: the
 * stage is read when the event goes out, so the one sent is the newest however many scores asked for it.
 */
export const gradeStageEvents = (deps: EventDeps, read: ReadStage) => {
  const publish = async (activityId: number, stage: GradeStage | null) => {
    if (stage) await deps.bus.publish(liveChannels.game(activityId), 'grade.stage', stage);
  };
  const scored = eventCoalescer<number, ActivityRecord>({
    everyMs: gradeStageCoalesceMs,
    merge: (_waiting, newer) => newer,
    send: async (activityId, activity) => publish(activityId, await read(activity)),
    onError: (err) => deps.log.error({ err }, 'grade stage event failed'),
  });

  return {
    /**
     * A host command's stage, at once. A score event still waiting is kept: it reads the stage when it goes out, so
     * it is never older than this one, and dropping it could lose a score committed after this read.
     */
    commanded: (stage: GradeStage) => publish(stage.activity_id, stage),
    scored: (activity: ActivityRecord) => scored.push(activity.id, activity),
    stop: () => scored.stop(),
  };
};

export type GradeStageEvents = ReturnType<typeof gradeStageEvents>;
