import type { AttemptResult } from '@app/contract';
import { prizeContract } from '@app/contract/prize';
import { quizContract } from '@app/contract/quiz';
import { useTranslation } from 'react-i18next';
import { RedPacketOffer } from '../hb/index.js';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { useLiveMutation, useLiveQuery } from '../kit/live-hooks.js';
import type { LiveSession } from '../kit/live-screen.js';
import { clockText } from '../kit/live-settings.js';
import { PhoneButton } from '../kit/phone-button.js';
import { AnswerFeedback, answerText } from '../kit/question-card.js';
import { MoreOffer } from '../theme/index.js';
import '../kit/quiz-kit.css';

type Review = NonNullable<AttemptResult['review']>;

const ReviewList = ({ review }: { review: Review }) => {
  const { t } = useTranslation('live');
  return (
    <Panel>
      <h2 className="ph-subtitle">{t('review')}</h2>
      <ol className="ph-list">
        {review.map((item, i) => (
          <li key={item.index}>
            <div className="ph-stack" style={{ width: '100%' }}>
              <strong className="qz-pre">{`${i + 1}. ${item.stem}`}</strong>
              <span>{t('yourAnswer', { text: answerText(t, item.given, item.type) || t('noAnswer') })}</span>
              {item.key_points && (
                <strong>{t('keyPoints', { ...item.key_points, score: item.score, full: item.full_score })}</strong>
              )}
              <AnswerFeedback feedback={item} />
            </div>
          </li>
        ))}
      </ol>
    </Panel>
  );
};

/** The attempt's outcome and what comes next: the next level, a draw, the ranking. */
export const ResultScreen = ({ live, result }: { live: LiveSession; result: AttemptResult }) => {
  const { t } = useTranslation('live');
  const { ticket, settings, go } = live;
  const turns = useLiveQuery(prizeContract.h5Turns, { ticket });
  const start = useLiveMutation(quizContract.h5Start, { stale: [quizContract.h5State] });
  const canDraw = turns.data?.some((turn) => turn.can_draw) ?? false;
  return (
    <>
      <ScreenBar title={t('resultTitle')} onBack={() => go({ name: 'home' })} />
      <Panel style={{ textAlign: 'center' }}>
        <span className="ph-muted">{t('yourScore')}</span>
        <div className="qz-score" style={{ color: settings.theme.color }}>
          {result.score}
          <small>{` / ${result.full_score}`}</small>
        </div>
        <span
          className={result.passed ? 'ph-tag ph-tag-green' : 'ph-tag'}
          style={{ fontSize: 15, padding: '2px 12px' }}
        >
          {result.passed ? t('passed') : t('notPassed')}
        </span>
        <div className="qz-pair">
          <span>{t('correctCount', { n: result.correct_count, total: result.total })}</span>
          <span>{t('duration', { text: clockText(result.duration_ms) })}</span>
        </div>
      </Panel>
      <RedPacketOffer ticket={ticket} />
      <MoreOffer live={live} back={{ name: 'result', result }} />
      <Panel>
        <div className="ph-form" style={{ gap: 12 }}>
          {settings.barrier && result.next_level !== null && (
            <PhoneButton
              kind="primary"
              block
              busy={start.isPending}
              onClick={() => start.mutate({ ticket }, { onSuccess: (attempt) => go({ name: 'quiz', attempt }) })}
            >
              {t('nextLevel', { n: result.next_level })}
            </PhoneButton>
          )}
          {canDraw && (
            <PhoneButton kind="primary" block onClick={() => go({ name: 'draw' })}>
              {t('goDraw')}
            </PhoneButton>
          )}
          {settings.show_ranking && (
            <PhoneButton block onClick={() => go({ name: 'ranking' })}>
              {t('ranking')}
            </PhoneButton>
          )}
          <PhoneButton block onClick={() => go({ name: 'home' })}>
            {t('backHome')}
          </PhoneButton>
        </div>
      </Panel>
      {result.review && result.review.length > 0 && <ReviewList review={result.review} />}
    </>
  );
};
