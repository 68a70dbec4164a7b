import type { LotteryStageWinner } from '@app/contract';
import { useTranslation } from 'react-i18next';

type Props = {
  tierName: string;
  prizeTitle: string;
  winners: LotteryStageWinner[];
  page: number;
  pageCount: number;
};

/** Cards shrink as a page holds more winners, so 50 fit a screen as well as 3. */
const sizeOf = (n: number) => (n <= 6 ? 'l' : n <= 20 ? 'm' : n <= 60 ? 's' : 'xs');

/** One page of the shown draw's winners, under the tier and its prize. */
export const ScreenWinners = ({ tierName, prizeTitle, winners, page, pageCount }: Props) => {
  const { t } = useTranslation('lotteryLive');
  return (
    <div className="ls-winners">
      <div className="ls-winners-head">
        <h2>{tierName}</h2>
        {prizeTitle && <span className="ls-prize">{prizeTitle}</span>}
        {pageCount > 1 && <span className="ls-page">{t('screen.pageOf', { n: page, m: pageCount })}</span>}
      </div>
      <ul className={`ls-winner-grid ls-size-${sizeOf(winners.length)}`} aria-label={t('screen.winners')}>
        {winners.map((w, i) => (
          <li key={w.person_id} className="ls-winner" style={{ animationDelay: `${Math.min(i, 30) * 40}ms` }}>
            {w.photo && <img src={w.photo} alt="" />}
            <strong>{w.name}</strong>
            {w.department && <span>{w.department}</span>}
            {w.phone && <span className="ls-winner-phone">{w.phone}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
};
