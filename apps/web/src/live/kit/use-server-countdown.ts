import type { SessionSnapshot } from '@app/contract';
import { useEffect, useState } from 'react';

const tickMs = 100;

/** Milliseconds the shown step has left on the server clock: frozen while paused, null outside a shown step. */
export const stepLeftMs = (snapshot: SessionSnapshot | null, serverNow: number) => {
  if (snapshot?.phase !== 'question') return null;
  if (snapshot.paused) return snapshot.remaining_ms ?? 0;
  if (!snapshot.deadline_at) return null;
  return Math.max(0, Date.parse(snapshot.deadline_at) - serverNow);
};

/**
 * The shown step's countdown from the server clock (useLiveSession's `now`), ticking while it runs, so every
 * screen in the hall shows the same second.
 */
export const useServerCountdown = (snapshot: SessionSnapshot | null, now: () => number) => {
  const [serverNow, setServerNow] = useState(now);
  const running = snapshot?.phase === 'question' && !snapshot.paused;
  useEffect(() => {
    if (!running) return;
    setServerNow(now());
    const timer = setInterval(() => setServerNow(now()), tickMs);
    return () => clearInterval(timer);
  }, [running, now]);
  const left = stepLeftMs(snapshot, running ? serverNow : now());
  const total = snapshot?.step ? snapshot.step.seconds * 1000 : 0;
  return { left, total, seconds: left === null ? null : Math.ceil(left / 1000) };
};
