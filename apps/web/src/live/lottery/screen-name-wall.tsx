import type { CSSProperties } from 'react';
import type { DrawSlot } from './draw-slots.js';

export const nameWallSlots = 60;

/** The draw as a wall of names: tiles flash in turn while the draw spins, and the wall dims once winners show. */
export const ScreenNameWall = ({ slots, mode }: { slots: DrawSlot[]; mode: 'idle' | 'spinning' | 'settled' }) => (
  <div className={`ls-namewall ls-draw-${mode}`} aria-hidden>
    {slots.map((slot) => (
      // The order the tiles flash in is scattered by a fixed stride, so the flashes look random but stay put.
      <div
        key={slot.key}
        className="ls-namewall-tile"
        style={{ '--i': (slot.key * 37) % nameWallSlots } as CSSProperties}
      >
        {slot.photo ? <img src={slot.photo} alt="" /> : slot.name}
      </div>
    ))}
  </div>
);
