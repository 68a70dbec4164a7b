import { clockText } from './live-settings.js';
import './phone-kit.css';
import { PhoneIcon } from './phone-icon.js';

/** The time left on a question or match, red in its last ten seconds. */
export const ClockTag = ({ left }: { left: number }) => (
  <span className={left < 10_000 ? 'ph-tag ph-tag-red' : 'ph-tag ph-tag-blue'} style={{ fontSize: 15 }}>
    <PhoneIcon name="clock" />
    <span role="timer">{clockText(left)}</span>
  </span>
);
