import type { LotteryBarrageSettings } from '@app/contract';
import type { CSSProperties } from 'react';
import { crossSeconds, type Flying } from './use-barrage-lanes.js';

type Props = { flying: Flying[]; speed: LotteryBarrageSettings['speed']; onLanded: (key: number) => void };

/** Approved messages flying right to left across the top of the screen, each in its lane. */
export const ScreenBarrage = ({ flying, speed, onLanded }: Props) => (
  <div className="ls-barrage" aria-live="off">
    {flying.map((m) => (
      <div
        key={m.key}
        className={m.system ? 'ls-bullet ls-bullet-system' : 'ls-bullet'}
        style={{ '--lane': m.lane, animationDuration: `${crossSeconds[speed]}s` } as CSSProperties}
        onAnimationEnd={() => onLanded(m.key)}
      >
        {m.name && <b>{m.name}：</b>}
        {m.text}
      </div>
    ))}
  </div>
);
