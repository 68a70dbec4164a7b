import { clockText } from './live-settings.js';
import './phone-kit.css';

/** The time left on a question or match, red in its last ten seconds. */
export const ClockTag = ({ left }: { left: number }) => (
  <span className={left < 10_000 ? 'ph-tag ph-tag-red' : 'ph-tag ph-tag-blue'} style={{ fontSize: 15 }}>
    <span aria-hidden="true">⏱</span>
    <span role="timer">{clockText(left)}</span>
  </span>
);
