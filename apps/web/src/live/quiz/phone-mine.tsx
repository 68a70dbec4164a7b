import { prizeContract } from '@app/contract/prize';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { useLiveQuery } from '../kit/live-hooks.js';
import type { LiveSession } from '../kit/live-screen.js';
import { PhoneSpinner } from '../kit/phone-result.js';
import './quiz-phone.css';

/** What the participant has won, each with its redemption code and whether it was handed over. */
export const MineScreen = ({ live }: { live: LiveSession }) => {
  const { t } = useTranslation('live');
  const mine = useLiveQuery(prizeContract.h5Mine, { ticket: live.ticket });
  return (
    <>
      <ScreenBar title={t('myPrizes')} onBack={() => live.go({ name: 'home' })} />
      <Panel>
        {mine.isPending ? (
          <PhoneSpinner label={t('common:loading')} />
        ) : (mine.data ?? []).length === 0 ? (
          <p className="ph-empty">{t('noWins')}</p>
        ) : (
          <ul className="ph-list">
            {(mine.data ?? []).map((win) => (
              <li key={win.code} className="ph-between">
                <div className="ph-stack" style={{ gap: 4 }}>
                  <strong>{win.goods_name}</strong>
                  <span className="ph-muted">{`${win.turn_name} · ${dateText(win.won_at, true)}`}</span>
                  <span className="qz-code">{t('codeLine', { code: win.code })}</span>
                </div>
                <span className={win.redeemed ? 'ph-tag' : 'ph-tag ph-tag-green'}>
                  {win.redeemed ? t('redeemed') : t('notRedeemed')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
};
