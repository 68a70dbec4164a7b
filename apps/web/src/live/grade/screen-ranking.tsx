import type { GradeResultLine } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { scoreText } from './screen-motion.js';
import { useFlip } from './use-flip.js';

type Props = {
  lines: GradeResultLine[];
  title: string;
  /** The live ranking beside the contestant on stage: smaller, with their row marked. */
  compact?: boolean;
  current?: number | null;
  showPhoto?: boolean;
};

const topClass = (rank: number | null) => (rank !== null && rank <= 3 ? ` gs-top gs-top-${rank}` : '');

/** The round's ranking: rank, name, final; the top three stand out and rows glide to their new places (FLIP). */
export const ScreenRanking = ({ lines, title, compact = false, current = null, showPhoto = false }: Props) => {
  const { t } = useTranslation('gradeLive');
  const place = useFlip(lines.map((l) => `${l.contestant_id}:${l.final}`).join(','));
  const wide = !compact && lines.length > 10;
  return (
    <div className={compact ? 'gs-board gs-board-compact' : 'gs-board'}>
      <h2 className="gs-board-title">{title}</h2>
      {lines.length === 0 ? (
        <div className="gs-board-empty">{t('screen.emptyRanking')}</div>
      ) : (
        <ol className={wide ? 'gs-rows gs-rows-wide' : 'gs-rows'} aria-label={title}>
          {lines.map((l) => (
            <li
              key={l.contestant_id}
              ref={place(l.contestant_id)}
              className={`gs-row${topClass(l.rank)}${l.contestant_id === current ? ' gs-row-current' : ''}`}
            >
              <span className="gs-rank">{l.rank ?? '—'}</span>
              {showPhoto && l.photo && <img className="gs-row-photo" src={l.photo} alt="" />}
              <span className="gs-row-name">
                {l.name}
                {!compact && l.group_name && <small>{l.group_name}</small>}
              </span>
              <span className="gs-row-final">{scoreText(l.final)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
};
