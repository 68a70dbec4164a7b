import { prizeContract } from '@app/contract/prize';
import { quizContract } from '@app/contract/quiz';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-error.js';
import { RedPacketOffer } from '../hb/index.js';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { useLiveQuery } from '../kit/live-hooks.js';
import type { LiveSession } from '../kit/live-screen.js';
import { PhoneButton } from '../kit/phone-button.js';
import { PhoneFigures } from '../kit/phone-figures.js';
import { PhoneSpinner } from '../kit/phone-result.js';
import { FeeDue, feeDue, useFeeStatus } from '../mch/index.js';
import { offersPk, usePkHome } from '../pk/index.js';
import { MoreOffer, useStartQuiz, VideoEntry } from '../theme/index.js';
import './quiz-phone.css';
import { PhoneIcon } from '../kit/phone-icon.js';

type Props = { live: LiveSession; onTicketLost: () => void };
type Levels = { title: string; passed: boolean }[];

const LevelList = ({ levels, open }: { levels: Levels; open: number }) => {
  const { t } = useTranslation('live');
  return (
    <Panel>
      <h2 className="ph-subtitle">{t('levels')}</h2>
      <ul className="ph-list">
        {levels.map((level, i) => {
          const locked = i + 1 > open;
          const mark = level.passed ? '✓' : <PhoneIcon name={locked ? 'lock' : 'unlock'} />;
          const state = level.passed ? t('levelPassed') : locked ? t('levelLocked') : t('levelOpen');
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a level is its place in the order; titles may repeat
            <li key={i} className={locked ? 'ph-between qz-level-locked' : 'ph-between'}>
              <span>{t('levelTitle', { n: i + 1, title: level.title })}</span>
              <span className="ph-muted">
                <span aria-hidden="true">{mark}</span> {state}
              </span>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
};

/** After joining: where the participant stands, and the ways on (answer, PK, ranking, prizes, draw). */
export const HomeScreen = ({ live, onTicketLost }: Props) => {
  const { t } = useTranslation('live');
  const { ticket, settings, go } = live;
  const state = useLiveQuery(quizContract.h5State, { ticket });
  const turns = useLiveQuery(prizeContract.h5Turns, { ticket });
  const start = useStartQuiz(live);
  const pk = usePkHome(ticket, { enabled: offersPk(live.info) });
  const fee = useFeeStatus(ticket);
  const mustPay = feeDue(fee.data);

  const lost = state.error instanceof ApiError && state.error.errorName === 'H5_TICKET_INVALID';
  useEffect(() => {
    if (lost) onTicketLost();
  }, [lost, onTicketLost]);

  if (!state.data) return <PhoneSpinner label={t('common:loading')} />;
  const s = state.data;
  const noneLeft = s.attempts_left === 0 && s.open_attempt_id === null;
  return (
    <>
      <ScreenBar title={live.info.title} />
      <Panel>
        <PhoneFigures
          figures={[
            { label: t('attemptsLeft'), value: s.attempts_left ?? t('unlimited') },
            { label: t('bestScore'), value: s.best_score ?? '-' },
          ]}
        />
      </Panel>
      {settings.barrier && s.levels.length > 0 && <LevelList levels={s.levels} open={s.open_level} />}
      {mustPay && fee.data && <FeeDue ticket={ticket} status={fee.data} />}
      <VideoEntry live={live} />
      {s.best_score !== null && <RedPacketOffer ticket={ticket} />}
      {s.best_score !== null && <MoreOffer live={live} back={{ name: 'home' }} />}
      <Panel>
        <div className="ph-form" style={{ gap: 12 }}>
          <PhoneButton
            kind="primary"
            block
            disabled={noneLeft || mustPay || fee.isPending}
            busy={start.isPending}
            onClick={start.run}
          >
            {s.open_attempt_id === null ? t('startQuiz') : t('resumeQuiz')}
          </PhoneButton>
          {noneLeft && <span className="ph-muted">{t('noAttemptsLeft')}</span>}
          {pk.data?.config.enabled && (
            <PhoneButton block onClick={() => go({ name: 'pk' })}>
              {t('pk.enter')}
            </PhoneButton>
          )}
          {(turns.data?.length ?? 0) > 0 && (
            <PhoneButton block onClick={() => go({ name: 'draw' })}>
              {t('goDraw')}
            </PhoneButton>
          )}
          {settings.show_ranking && (
            <PhoneButton block onClick={() => go({ name: 'ranking' })}>
              {t('ranking')}
            </PhoneButton>
          )}
          <PhoneButton block onClick={() => go({ name: 'mine' })}>
            {t('myPrizes')}
          </PhoneButton>
        </div>
      </Panel>
    </>
  );
};
