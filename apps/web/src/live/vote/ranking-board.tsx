import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenData } from './ranking-tally.js';

type Entry = ScreenData['ranking'][number];

const medal = ['#ffd65a', '#e3e7ee', '#e8a36b'];
/** Rows the screen fits at once; a longer top N scrolls. */
const rowsInView = 12;
const move = 'transform 700ms cubic-bezier(.2,.8,.2,1)';

const badge = (rank: number): CSSProperties => ({
  flex: '0 0 3.4vw',
  height: '3.4vw',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  fontSize: '1.6vw',
  fontWeight: 800,
  color: rank <= 3 ? '#5a1205' : '#fff',
  background: rank <= 3 ? medal[rank - 1] : 'rgba(255,255,255,.15)',
});

const Cover = ({ entry }: { entry: Entry }) => {
  const box: CSSProperties = { flex: '0 0 4vw', height: '4vw', borderRadius: '50%', border: '0.2vw solid #ffd65a' };
  if (entry.cover) return <img src={entry.cover} alt="" style={{ ...box, objectFit: 'cover' }} />;
  return (
    <span
      aria-hidden
      style={{ ...box, display: 'grid', placeItems: 'center', background: '#7a1020', fontSize: '1.8vw' }}
    >
      {entry.name.slice(0, 1)}
    </span>
  );
};

/**
 * The ranking as horizontal bars. Rows keep their element when they change places, and slide to their new
 * place while their bar grows, so a climb can be followed from across the hall.
 */
export const VoteScreenRanking = ({ ranking, rows }: { ranking: Entry[]; rows: number }) => {
  const { t } = useTranslation('voteScreen');
  const most = Math.max(1, ...ranking.map((e) => e.votes));
  const rowHeight = 100 / Math.max(rows, 1);
  const height = `${(Math.max(rows, rowsInView) / rowsInView) * 100}%`;
  const place = new Map(ranking.map((e, i) => [e.id, i]));
  // Rendered in a fixed order (by id) so React moves nothing and the transform transition does the moving.
  const stable = [...ranking].sort((a, b) => a.id - b.id);
  return (
    <ol
      aria-label={t('candidates')}
      style={{ position: 'relative', height: rows > rowsInView ? height : '100%', margin: 0, padding: 0 }}
    >
      {stable.map((e) => (
        <li
          key={e.id}
          aria-posinset={(place.get(e.id) ?? 0) + 1}
          style={{
            position: 'absolute',
            inset: '0 0 auto 0',
            height: `${rowHeight}%`,
            transform: `translateY(${(place.get(e.id) ?? 0) * 100}%)`,
            transition: move,
            display: 'flex',
            alignItems: 'center',
            gap: '1vw',
            listStyle: 'none',
          }}
        >
          <span style={badge(e.rank)}>{e.rank}</span>
          <Cover entry={e} />
          <span style={{ flex: '0 0 16vw', overflow: 'hidden' }}>
            <span style={{ display: 'block', color: '#ffd65a', fontSize: '1vw' }}>
              {t('number', { number: String(e.number).padStart(3, '0') })}
            </span>
            <span style={{ display: 'block', fontSize: '1.6vw', fontWeight: 700, whiteSpace: 'nowrap' }}>{e.name}</span>
          </span>
          <span style={{ flex: 1, height: '55%', background: 'rgba(255,255,255,.08)', borderRadius: '0.4vw' }}>
            <span
              style={{
                display: 'block',
                height: '100%',
                width: `${Math.max(1, (e.votes / most) * 100)}%`,
                borderRadius: '0.4vw',
                background: 'linear-gradient(90deg,#ff5a3c,#ffb43c 70%,#ffe27a)',
                boxShadow: '0 0 1vw rgba(255,180,60,.45)',
                transition: 'width 700ms ease-out',
              }}
            />
          </span>
          <span style={{ flex: '0 0 9vw', textAlign: 'right', fontSize: '1.8vw', fontWeight: 800, color: '#ffe27a' }}>
            {t('votesUnit', { count: e.votes })}
          </span>
        </li>
      ))}
    </ol>
  );
};
