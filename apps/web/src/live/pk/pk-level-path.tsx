import { useTranslation } from 'react-i18next';
import { PhoneButton } from '../kit/phone-button.js';
import type { PkLevelState } from './pk-hooks.js';
import './pk-phone.css';
import { PhoneIcon } from '../kit/phone-icon.js';

type Props = {
  levels: PkLevelState[];
  color: string;
  /** The level being started, whose button spins. */
  starting: number | null;
  canStart: boolean;
  onStart: (level: PkLevelState) => void;
};

const NodeMark = ({ level, n }: { level: PkLevelState; n: number }) =>
  level.state === 'won' ? '✓' : level.state === 'locked' ? <PhoneIcon name="lock" /> : n;

/** The levels top to bottom as a path: each node won (✓), open (挑战) or locked (a lock), joined by a line. */
export const PkLevelPath = ({ levels, color, starting, canStart, onStart }: Props) => {
  const { t } = useTranslation('live');
  return (
    <ol className="qz-path">
      {levels.map((level, i) => (
        <li key={level.id} style={{ opacity: level.state === 'locked' ? 0.55 : 1 }}>
          <div className="qz-path-rail">
            <span
              className={level.state === 'locked' ? 'qz-node' : 'qz-node qz-node-on'}
              style={level.state === 'locked' ? undefined : { background: color, borderColor: color }}
            >
              <NodeMark level={level} n={i + 1} />
            </span>
            {i + 1 < levels.length && <span className="qz-path-line" />}
          </div>
          <div className="qz-path-body">
            <div className="ph-stack" style={{ gap: 2 }}>
              <strong>{t('levelTitle', { n: i + 1, title: level.name })}</strong>
              <span className="ph-muted qz-small">
                {t('pk.levelRule', { count: level.question_count, win: level.win_correct })}
                {level.time_limit > 0 && ` · ${t('pk.timeLimit', { n: level.time_limit })}`}
              </span>
              {level.best_correct !== null && (
                <span className="qz-small">{t('pk.bestCorrect', { n: level.best_correct })}</span>
              )}
            </div>
            {level.state === 'open' ? (
              <PhoneButton
                kind="primary"
                disabled={!canStart}
                busy={starting === level.id}
                onClick={() => onStart(level)}
              >
                {t('pk.challenge')}
              </PhoneButton>
            ) : (
              <span className="ph-muted">{level.state === 'won' ? t('pk.won') : t('levelLocked')}</span>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
};
