import type { CSSProperties } from 'react';
import type { DrawSlot } from './draw-slots.js';
import { spherePoints } from './sphere-points.js';

const points = spherePoints(96);
export const sphereSlots = points.length;

/**
 * The draw as a sphere of names in CSS 3D: it turns slowly while waiting, fast while the draw spins, and steps
 * back behind the winners once they are shown.
 */
export const ScreenSphere = ({ slots, mode }: { slots: DrawSlot[]; mode: 'idle' | 'spinning' | 'settled' }) => (
  <div className={`ls-sphere-stage ls-draw-${mode}`} aria-hidden>
    <div className="ls-sphere">
      <div className="ls-sphere-spin">
        {slots.map((slot, i) => {
          const p = points[i % points.length]!;
          const style = {
            transform: `rotateY(${p.lon}deg) rotateX(${p.lat}deg) translateZ(var(--r))`,
          } as CSSProperties;
          return (
            <div key={slot.key} className="ls-sphere-card" style={style}>
              {slot.photo ? <img src={slot.photo} alt="" /> : slot.name}
            </div>
          );
        })}
      </div>
    </div>
  </div>
);
