import { useTranslation } from 'react-i18next';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import type { LiveSession } from '../kit/live-screen.js';
import { clockText } from '../kit/live-settings.js';
import { PhoneButton } from '../kit/phone-button.js';
import { type PkLevelState, type PkResult, usePkStart } from './pk-hooks.js';
import '../kit/quiz-kit.css';
import './pk-phone.css';

type Props = { live: LiveSession; result: PkResult; level: PkLevelState };

const Side = ({ who, correct, color }: { who: string; correct: string; color: string }) => (
  <div className="qz-side">
    <span className="ph-muted">{who}</span>
    <strong style={{ color }}>{correct}</strong>
  </div>
);

/** How the match ended: won or lost, my right answers against the opponent's, and the way on. */
export const PkResultScreen = ({ live, result, level }: Props) => {
  const { t } = useTranslation('live');
  const { ticket, settings, go } = live;
  const start = usePkStart();
  const back = () => go({ name: 'pk' });
  const nextLevel = result.next_level_id;
  const color = result.won ? settings.theme.color : '#8c8c8c';
  return (
    <>
      <ScreenBar title={level.name} onBack={back} />
      <Panel style={{ textAlign: 'center' }}>
        <div className="qz-score" style={{ color }}>
          {result.won ? t('pk.victory') : t('pk.defeat')}
        </div>
        <div className="ph-between" style={{ marginTop: 16 }}>
          <Side
            who={t('pk.me')}
            correct={t('pk.correctOf', { n: result.correct_count })}
            color={settings.theme.color}
          />
          <strong>{t('pk.vs')}</strong>
          {result.opponent ? (
            <Side
              who={result.opponent.name}
              correct={t('pk.correctOf', { n: result.opponent.correct_count })}
              color="#595959"
            />
          ) : (
            <Side who={t('pk.nobody')} correct={t('pk.needCorrect', { n: level.win_correct })} color="#595959" />
          )}
        </div>
        <div className="qz-pair">
          <span>{t('correctCount', { n: result.correct_count, total: result.total })}</span>
          <span>{t('duration', { text: clockText(result.duration_ms) })}</span>
        </div>
      </Panel>
      <Panel>
        <div className="ph-form" style={{ gap: 12 }}>
          {nextLevel !== null && (
            <PhoneButton
              kind="primary"
              block
              busy={start.isPending}
              onClick={() =>
                start.mutate({ ticket, level_id: nextLevel }, { onSuccess: (match) => go({ name: 'pkMatch', match }) })
              }
            >
              {t('pk.nextLevel')}
            </PhoneButton>
          )}
          <PhoneButton block onClick={back}>
            {t('pk.backHome')}
          </PhoneButton>
        </div>
      </Panel>
    </>
  );
};
