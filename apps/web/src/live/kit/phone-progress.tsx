import type { ReactNode } from 'react';
import './phone-kit.css';

type Props = { percent: number; label: string; children?: ReactNode };

/** How far along something is, as a thin bar in the activity's colour; what follows it reads beside the bar. */
export const PhoneProgress = ({ percent, label, children }: Props) => (
  <div className="ph-progress">
    <div
      className="ph-progress-bar"
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <span style={{ width: `${percent}%` }} />
    </div>
    {children}
  </div>
);
