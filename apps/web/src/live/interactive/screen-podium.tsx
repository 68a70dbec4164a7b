import type { LeaderboardRow } from '@app/contract';
import { useTranslation } from 'react-i18next';

/** By rank: where each stands on the podium (the winner in the middle), how high, and when it rises. */
const podium = [
  { order: 2, height: '44vh', color: '#ffd666', delay: '1.6s' },
  { order: 1, height: '34vh', color: '#d9d9d9', delay: '0.9s' },
  { order: 3, height: '26vh', color: '#d48c4a', delay: '0.3s' },
];

/** The end: the first three on a podium (third rises first, the winner last), the rest of the ten beneath. */
export const ScreenPodium = ({ rows }: { rows: LeaderboardRow[] }) => {
  const { t } = useTranslation('liveInteractive');
  if (rows.length === 0) return <div className="is-empty">{t('screen.emptyBoard')}</div>;
  return (
    <>
      <h2 className="is-board-title">{t('screen.podium')}</h2>
      <ol className="is-podium" aria-label={t('screen.podium')}>
        {podium.map(({ order, height, color, delay }, place) => {
          const row = rows[place];
          return (
            <li key={order} className="is-step" style={{ order, animationDelay: delay }}>
              {row && <div className="is-step-name">{row.nickname}</div>}
              {row && <div className="is-step-score">{row.score.toLocaleString()}</div>}
              <div className="is-step-block" style={{ height, background: color }}>
                {row ? row.rank : ''}
              </div>
            </li>
          );
        })}
      </ol>
      {rows.length > 3 && (
        <ol className="is-rest" start={4}>
          {rows.slice(3).map((r) => (
            <li key={r.player_id}>
              {r.rank}. {r.nickname} · {r.score.toLocaleString()}
            </li>
          ))}
        </ol>
      )}
    </>
  );
};
