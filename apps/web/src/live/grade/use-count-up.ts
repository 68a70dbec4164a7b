import { useEffect, useState } from 'react';
import { decimalsOf, prefersReducedMotion } from './screen-motion.js';

const durationMs = 1400;

/**
 * The final score counting up from zero as the hall watches, eased out, written with the target's decimals all the
 * way; with reduced motion asked for (or no score yet) it is the target at once.
 */
export const useCountUp = (target: number | null) => {
  const still = target === null || prefersReducedMotion();
  const [shown, setShown] = useState(still ? target : 0);
  useEffect(() => {
    if (target === null || prefersReducedMotion()) {
      setShown(target);
      return;
    }
    // Timed by the frames' own clock, from the first frame drawn.
    let start: number | null = null;
    let frame = 0;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      setShown(progress >= 1 ? target : target * (1 - (1 - progress) ** 3));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    setShown(0);
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown === null || target === null ? null : shown.toFixed(decimalsOf(target));
};
