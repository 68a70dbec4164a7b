import type { LotteryBarrageSettings, LotteryScreenMessage } from '@app/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

export const barrageLanes = 6;
/** Seconds a message takes to cross the screen, by the organiser's speed. */
export const crossSeconds: Record<LotteryBarrageSettings['speed'], number> = { slow: 14, normal: 10, fast: 7 };
/** Messages waiting beyond this are dropped oldest first: at 100 a second the screen shows a sample, not a backlog. */
const queueMax = 120;
const flyingMax = 48;

export type Flying = LotteryScreenMessage & { lane: number; key: number };

/**
 * The barrage's traffic: messages queue and leave one at a time into the lane that has been free longest, a
 * lane taking the next message once the last one has moved clear of the right edge.
 */
export const useBarrageLanes = (speed: LotteryBarrageSettings['speed'], running: boolean) => {
  const [flying, setFlying] = useState<Flying[]>([]);
  const queue = useRef<LotteryScreenMessage[]>([]);
  const laneFree = useRef<number[]>(Array(barrageLanes).fill(0));
  const nextKey = useRef(0);
  const [wake, setWake] = useState(0);

  const seen = useRef(new Set<number>());
  const runningRef = useRef(running);
  runningRef.current = running;
  // A message flies once: a screen that reads again after a reconnect gets the last ones again. While the barrage
  // is hidden nothing queues, so turning it on does not release a backlog.
  const add = useCallback((messages: readonly LotteryScreenMessage[]) => {
    const fresh = messages.filter((m) => !seen.current.has(m.id));
    for (const m of fresh) seen.current.add(m.id);
    if (!runningRef.current || fresh.length === 0) return;
    queue.current = [...queue.current, ...fresh].slice(-queueMax);
    setWake((n) => n + 1);
  }, []);
  const land = useCallback((key: number) => setFlying((f) => f.filter((m) => m.key !== key)), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `wake` is the signal that the queue has new messages
  useEffect(() => {
    if (!running) {
      queue.current = [];
      setFlying([]);
      return;
    }
    // A lane is clear once its last message has gone a fifth of its crossing.
    const clearMs = (crossSeconds[speed] * 1000) / 5;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const launch = () => {
      timer = undefined;
      const now = Date.now();
      const lane = laneFree.current.indexOf(Math.min(...laneFree.current));
      const wait = (laneFree.current[lane] ?? 0) - now;
      if (wait > 0) {
        timer = setTimeout(launch, wait);
        return;
      }
      const message = queue.current.shift();
      if (!message) return;
      laneFree.current[lane] = now + clearMs;
      const key = nextKey.current++;
      setFlying((f) => [...f.slice(-(flyingMax - 1)), { ...message, lane, key }]);
      if (queue.current.length > 0) timer = setTimeout(launch, 0);
    };
    launch();
    return () => clearTimeout(timer);
  }, [running, speed, wake]);

  return { flying, add, land };
};
