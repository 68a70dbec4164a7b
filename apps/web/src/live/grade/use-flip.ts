import { useLayoutEffect, useRef } from 'react';
import { prefersReducedMotion } from './screen-motion.js';

const moveMs = 900;

/**
 * Moves each row (by contestant) from where it was drawn last to where it is drawn now when the order changes:
 * FLIP, so the browser animates transforms only, however many rows change places.
 */
export const useFlip = (order: string) => {
  const rows = useRef(new Map<number, HTMLElement>());
  const places = useRef(new Map<number, DOMRect>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order drawn changes
  useLayoutEffect(() => {
    const still = prefersReducedMotion();
    const next = new Map<number, DOMRect>();
    for (const [id, el] of rows.current) {
      const now = el.getBoundingClientRect();
      next.set(id, now);
      const was = places.current.get(id);
      if (still || !was || typeof el.animate !== 'function') continue;
      const dx = was.left - now.left;
      const dy = was.top - now.top;
      if (dx || dy) {
        el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
          duration: moveMs,
          easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
        });
      }
    }
    places.current = next;
  }, [order]);
  return (id: number) => (el: HTMLElement | null) => {
    if (el) rows.current.set(id, el);
    else rows.current.delete(id);
  };
};
