import type { SessionSnapshot } from '@app/contract';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../app/api-error.js';
import { useServerCountdown } from '../kit/use-server-countdown.js';
import { answerText } from './answer-style.js';
import { PhoneAnswerPad } from './phone-answer-pad.js';
import { PhoneFinal, PhoneLeaderboard, PhoneReveal } from './phone-outcome.js';
import type { PhoneData } from './phone-session.js';
import { useAnswer } from './use-answer.js';

type Props = {
  ticket: string;
  data: PhoneData;
  snapshot: SessionSnapshot;
  now: () => number;
  onRefused: (error: ApiError) => void;
};

const lowSeconds = 5;

const Waiting = ({ title, sub, busy }: { title: string; sub?: string; busy?: boolean }) => (
  <div className="ip-center">
    {busy && <div className="ip-spinner" />}
    <h1 className="ip-title">{title}</h1>
    {sub && <p className="ip-sub">{sub}</p>}
  </div>
);

/** What a joined phone shows in each phase of the session. */
export const PhonePlay = ({ ticket, data, snapshot, now, onRefused }: Props) => {
  const { t } = useTranslation('liveInteractive');
  const { me, phone_site: phoneSite } = data;
  const answering = snapshot.phase === 'question' || snapshot.phase === 'closed';
  const { answer, submit } = useAnswer(ticket, answering ? snapshot.step_index : null, onRefused);
  const { left, total, seconds } = useServerCountdown(snapshot, now);
  const judge = { T: t('phone.judgeT'), F: t('phone.judgeF') };

  // The server's record of this phone's answer counts only for the step it was read with (after a reload).
  const stored = data.snapshot.step_index === snapshot.step_index ? me.answer : null;
  const given = answer && answer.status !== 'refused' ? answer.answer : stored;
  const sending = answer?.status === 'sending' || answer?.status === 'retrying';

  const view = () => {
    const step = snapshot.step;
    switch (snapshot.phase) {
      case 'lobby':
        return (
          <div className="ip-center">
            <div className="ip-badge ip-badge-right" aria-hidden="true">
              ✓
            </div>
            <h1 className="ip-title">{t('phone.joined')}</h1>
            <p className="ip-sub">{t('phone.seeYourName', { name: me.nickname })}</p>
          </div>
        );
      case 'question':
      case 'closed': {
        if (!step) return <Waiting title={t('phone.lookAtScreen')} busy />;
        const timeUp = snapshot.phase === 'closed' || (left === 0 && !snapshot.paused);
        return (
          <>
            <div className="ip-step-head">
              <span>
                {step.round_name} · {t('phone.stepOf', { n: snapshot.step_index + 1, m: snapshot.step_count })}
              </span>
              {seconds !== null && (
                <span className={`ip-clock${seconds <= lowSeconds ? ' ip-clock-low' : ''}`} role="timer">
                  {seconds}
                </span>
              )}
            </div>
            {left !== null && total > 0 && (
              <div className="ip-timebar">
                <div style={{ width: `${(left / total) * 100}%` }} />
              </div>
            )}
            <p className="ip-stem">{step.stem}</p>
            {given ? (
              <Waiting
                title={sending ? t('phone.sending') : t('phone.answered')}
                sub={t('phone.yourAnswer', { answer: answerText(step, given, judge) })}
                busy={sending}
              />
            ) : timeUp ? (
              <Waiting title={t('phone.timeUp')} sub={t('phone.missed')} />
            ) : (
              <PhoneAnswerPad
                key={step.index}
                step={step}
                disabled={snapshot.paused}
                onAnswer={(a) => submit(step.index, a)}
              />
            )}
          </>
        );
      }
      case 'reveal':
        return <PhoneReveal snapshot={snapshot} me={me} phoneSite={phoneSite} />;
      case 'leaderboard':
        return <PhoneLeaderboard me={me} phoneSite={phoneSite} />;
      case 'finished':
        return <PhoneFinal me={me} phoneSite={phoneSite} />;
    }
  };

  return (
    <>
      <header className="ip-bar">
        <span className="ip-bar-name">{me.nickname}</span>
        <span className="ip-bar-score">{me.score.toLocaleString()}</span>
      </header>
      <div className="ip-body">{view()}</div>
      {snapshot.paused && snapshot.phase === 'question' && <div className="ip-overlay">{t('phone.paused')}</div>}
      {answer?.status === 'retrying' && <output className="ip-toast ip-toast-warn">{t('phone.retrying')}</output>}
      {answer?.status === 'refused' && <output className="ip-toast">{answer.message}</output>}
    </>
  );
};
