import type { GradeStage } from '@app/contract';
import { useRef } from 'react';
import { type LiveSnapshotOptions, useLiveSnapshot } from '../kit/use-live-snapshot.js';

type Options<T> = Pick<LiveSnapshotOptions<T, GradeStage>, 'activityId' | 'queryKey' | 'read' | 'enabled'> & {
  stageOf: (data: T) => GradeStage;
  /** A newer stage came on the channel (the console reads itself again). */
  onStage?: (stage: GradeStage) => void;
};

/**
 * One surface's view of judge scoring's stage on the live engine (use-live-snapshot.ts): one read, then
 * `grade.stage` on `game:<id>`, kept by version, and a read again whenever the channel is heard again.
 */
export const useGradeStage = <T>({ activityId, queryKey, read, stageOf, enabled = true, onStage }: Options<T>) => {
  const onStageRef = useRef(onStage);
  onStageRef.current = onStage;
  const live = useLiveSnapshot<T, GradeStage>({
    activityId,
    queryKey,
    read,
    snapshotOf: stageOf,
    enabled,
    onEvent: (event, payload, { keep }) => {
      if (event !== 'grade.stage') return;
      const next = payload as GradeStage;
      if (keep(next)) onStageRef.current?.(next);
    },
  });
  const { data, snapshot: stage, keep, error, connected, reload } = live;
  return { data, stage, keep, error, connected, reload };
};
