import type { LeaderboardRow } from '@app/contract';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previousOrder } from './leaderboard-order.js';

/** How long the old order stays up before the rows move, and how long they take. */
const holdMs = 1200;
const moveMs = 900;

/**
 * Moves each row (by player) from where it was drawn last to where it is drawn now: FLIP, so the browser animates
 * transforms only, however many rows change places.
 */
const useFlip = (order: string) => {
  const rows = useRef(new Map<number, HTMLElement>());
  const places = useRef(new Map<number, DOMRect>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order drawn changes
  useLayoutEffect(() => {
    const next = new Map<number, DOMRect>();
    for (const [id, el] of rows.current) {
      const now = el.getBoundingClientRect();
      next.set(id, now);
      const was = places.current.get(id);
      if (!el.animate) continue;
      if (was) {
        const dx = was.left - now.left;
        const dy = was.top - now.top;
        if (dx || dy) {
          el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
            duration: moveMs,
            easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
          });
        }
      } else {
        el.animate(
          [
            { opacity: 0, transform: 'translateY(3vh)' },
            { opacity: 1, transform: 'none' },
          ],
          {
            duration: 500,
            easing: 'ease-out',
          },
        );
      }
    }
    places.current = next;
  }, [order]);
  return (id: number) => (el: HTMLElement | null) => {
    if (el) rows.current.set(id, el);
    else rows.current.delete(id);
  };
};

/** The top ten: drawn in the order before the last step, then re-ranked with the points it gave. */
export const ScreenLeaderboard = ({ rows }: { rows: LeaderboardRow[] }) => {
  const { t } = useTranslation('liveInteractive');
  const [moved, setMoved] = useState(false);
  const key = rows.map((r) => `${r.player_id}:${r.score}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new leaderboard starts from its old order again
  useEffect(() => {
    setMoved(false);
    const timer = setTimeout(() => setMoved(true), holdMs);
    return () => clearTimeout(timer);
  }, [key]);
  const shown = moved ? rows : previousOrder(rows);
  const place = useFlip(shown.map((r) => r.player_id).join(','));

  if (rows.length === 0) return <div className="is-empty">{t('screen.emptyBoard')}</div>;
  return (
    <>
      <h2 className="is-board-title">{t('screen.leaderboard')}</h2>
      <ol className={`is-board${rows.length > 5 ? ' is-board-wide' : ''}`} aria-label={t('screen.leaderboard')}>
        {shown.map((r) => (
          <li
            key={r.player_id}
            ref={place(r.player_id)}
            className={`is-row${r.rank <= 3 ? ' is-row-top' : ''}`}
            aria-posinset={r.rank}
          >
            <span className={`is-rank${r.rank <= 3 ? ` is-rank-${r.rank}` : ''}`}>{r.rank}</span>
            <span className="is-row-name">{r.nickname}</span>
            <span className="is-delta">{moved && r.delta > 0 ? `+${r.delta.toLocaleString()}` : ''}</span>
            <span className="is-row-score">{r.score.toLocaleString()}</span>
          </li>
        ))}
      </ol>
    </>
  );
};
