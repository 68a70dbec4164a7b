import type { LivePayload, LotteryStage } from '@app/contract';
import { useRef } from 'react';
import { type LiveSnapshotOptions, useLiveSnapshot } from '../kit/use-live-snapshot.js';

type Options<T> = Pick<LiveSnapshotOptions<T, LotteryStage>, 'activityId' | 'queryKey' | 'read' | 'enabled'> & {
  stageOf: (data: T) => LotteryStage;
  /** The big screen and the console also follow `stage:<id>`: sign-ins arriving and the barrage. */
  withFeed?: boolean;
  onStage?: (stage: LotteryStage) => void;
  onWall?: (wall: LivePayload<'lottery.wall'>) => void;
  onBarrage?: (barrage: LivePayload<'lottery.barrage'>) => void;
  /** A phone asked to take over a roster row (the console reads its requests again). */
  onTakeover?: () => void;
};

/**
 * One surface's view of a lottery on the live engine (use-live-snapshot.ts): `lottery.stage` on `game:<id>` and,
 * with `withFeed`, the wall, barrage and takeover requests on `stage:<id>`.
 */
export const useLotteryLive = <T>({
  activityId,
  queryKey,
  read,
  stageOf,
  enabled = true,
  withFeed = false,
  ...on
}: Options<T>) => {
  const onRef = useRef(on);
  onRef.current = on;

  const live = useLiveSnapshot<T, LotteryStage>({
    activityId,
    queryKey,
    read,
    snapshotOf: stageOf,
    enabled,
    stage: withFeed,
    onEvent: (event, payload, { keep }) => {
      if (event === 'lottery.stage') {
        const next = payload as LotteryStage;
        if (keep(next)) onRef.current.onStage?.(next);
      } else if (event === 'lottery.wall') onRef.current.onWall?.(payload as LivePayload<'lottery.wall'>);
      else if (event === 'lottery.barrage') onRef.current.onBarrage?.(payload as LivePayload<'lottery.barrage'>);
      else if (event === 'lottery.takeover') onRef.current.onTakeover?.();
    },
  });

  const { data, snapshot: stage, keep, error, connected, reload } = live;
  return { data, stage, keep, error, connected, reload };
};
