import type { LotteryMyWin, LotteryPhone } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { PhoneBarrage } from './phone-barrage.js';
import { PhoneClaim } from './phone-claim.js';

type Props = { data: LotteryPhone; ticket: string; onClaimed: (win: LotteryMyWin) => void };

/** What the stage means for me, in a line: waiting, drawing, or that this draw picked me. */
const stageLine = (data: LotteryPhone) => {
  const { stage, me } = data;
  if (stage.phase === 'result' && stage.winners.some((w) => w.person_id === me?.person_id)) return 'phone.stage.won';
  return `phone.stage.${stage.phase}`;
};

/** After signing in: my sign-in, the draw as it goes, my prizes with their claim forms, and the barrage box. */
export const PhoneHome = ({ data, ticket, onClaimed }: Props) => {
  const { t } = useTranslation('lotteryLive');
  const me = data.me;
  if (!me) return null;
  const start = { name: me.name, phone: me.values.phone ?? '', address: '' };
  return (
    <div className="lp-body">
      <section className="lp-card lp-me">
        <div className="lp-badge" aria-hidden>
          ✓
        </div>
        <h1 className="lp-title">{t('phone.signedIn', { name: me.name })}</h1>
        <p className="lp-sub">{data.title}</p>
        <p className="lp-stage" aria-live="polite">
          {t(stageLine(data))}
        </p>
      </section>
      {data.wins.map((win) => (
        <PhoneClaim key={win.winner_id} ticket={ticket} win={win} start={start} onClaimed={onClaimed} />
      ))}
      <PhoneBarrage ticket={ticket} barrage={data.barrage} />
    </div>
  );
};
