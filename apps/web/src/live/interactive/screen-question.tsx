import type { SessionSnapshot, SessionStep } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useServerCountdown } from '../kit/use-server-countdown.js';
import { AnswerShapeIcon } from './answer-shape.js';
import { answerStyle, judgeStyles } from './answer-style.js';

const lowSeconds = 5;

/** The options as the phones show them: same colours, same shapes; dimmed when not `lit`. */
export const ScreenOptions = ({ step, lit }: { step: SessionStep; lit?: (key: string) => boolean }) => {
  const { t } = useTranslation('liveInteractive');
  if (step.type === 'blank') return <div className="is-blank">{t('screen.blankHint', { n: step.blank_count })}</div>;
  const tiles =
    step.type === 'judge'
      ? (['T', 'F'] as const).map((key) => ({
          key,
          text: key === 'T' ? t('screen.judgeT') : t('screen.judgeF'),
          ...judgeStyles[key],
        }))
      : step.options.map((o, i) => ({ key: o.key, text: o.text || o.key, ...answerStyle(i) }));
  return (
    <div className="is-options">
      {tiles.map((tile) => (
        <div
          key={tile.key}
          className="is-option"
          style={{ background: tile.color, opacity: lit && !lit(tile.key) ? 0.3 : 1 }}
        >
          <AnswerShapeIcon shape={tile.shape} size="3vw" />
          <span>{tile.text}</span>
        </div>
      ))}
    </div>
  );
};

/** A shown step: its countdown on the server clock, the options, and how many have answered. */
export const ScreenQuestion = ({ snapshot, now }: { snapshot: SessionSnapshot; now: () => number }) => {
  const { t } = useTranslation('liveInteractive');
  const { seconds } = useServerCountdown(snapshot, now);
  const step = snapshot.step;
  if (!step) return null;
  const open = snapshot.phase === 'question' && seconds !== 0;
  const share = snapshot.joined > 0 ? Math.min(1, snapshot.answered / snapshot.joined) : 0;
  return (
    <>
      <div className="is-q-head">
        <div className="is-q-round">
          {step.round_name} · {t('screen.stepOf', { n: snapshot.step_index + 1, m: snapshot.step_count })}
        </div>
        {open ? (
          <div className={`is-clock${(seconds ?? 0) <= lowSeconds ? ' is-clock-low' : ''}`} role="timer">
            {seconds}
          </div>
        ) : (
          <div className="is-clock is-clock-done">{t('screen.closed')}</div>
        )}
      </div>
      <div className="is-stem">{step.stem}</div>
      {step.type === 'sort' && <div className="is-sort-hint">{t('screen.sortHint')}</div>}
      <ScreenOptions step={step} />
      <div className="is-progress">
        <span>{t('screen.answeredOf', { n: snapshot.answered, m: snapshot.joined })}</span>
        <div className="is-progress-bar">
          <div style={{ width: `${share * 100}%` }} />
        </div>
      </div>
      {snapshot.paused && <div className="is-overlay">{t('screen.paused')}</div>}
    </>
  );
};
