import { voteContract } from '@app/contract/vote';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { useLiveQuery } from '../kit/live-hooks.js';
import { PhoneSpinner } from '../kit/phone-result.js';
import { CategoryTabs } from './category-tabs.js';
import { NameAndNumber, Votes } from './vote-candidate-card.js';
import type { RankingEntry, VoteContext } from './vote-view.js';
import './vote-phone.css';

const medals = ['#f5b800', '#a3adbd', '#cd7f32'];

const Entry = ({ entry, vote }: { entry: RankingEntry; vote: VoteContext }) => {
  const medal = medals[entry.rank - 1];
  return (
    <li>
      <button type="button" className="vt-rank-row" onClick={() => vote.show({ name: 'detail', id: entry.id })}>
        <span className="vt-rank" style={medal ? { background: medal, color: '#fff' } : undefined}>
          {entry.rank}
        </span>
        {entry.cover && <img className="vt-rank-img" src={entry.cover} alt="" />}
        <NameAndNumber name={entry.name} number={entry.number} />
        {vote.home.settings.show_votes && <Votes votes={entry.votes} />}
      </button>
    </li>
  );
};

/** The ranking: the first three on a warm highlight of their own, then the rest; `top` cuts it short. */
export const RankingList = ({
  vote,
  categoryId,
  top,
}: {
  vote: VoteContext;
  categoryId: number | '';
  top?: number;
}) => {
  const { t } = useTranslation('liveVote');
  const { t: tc } = useTranslation();
  const ranking = useLiveQuery(voteContract.h5Ranking, { ticket: vote.ticket, category_id: categoryId });
  if (ranking.isPending) return <PhoneSpinner label={tc('loading')} />;
  const list = (ranking.data ?? []).slice(0, top);
  if (list.length === 0) return <p className="ph-empty">{t('noRanking')}</p>;
  return (
    <>
      <ol aria-label={t('top3')} className="vt-ranks vt-ranks-top">
        {list.slice(0, 3).map((e) => (
          <Entry key={e.id} entry={e} vote={vote} />
        ))}
      </ol>
      {list.length > 3 && (
        <ol aria-label={t('ranking')} className="vt-ranks vt-ranks-rest">
          {list.slice(3).map((e) => (
            <Entry key={e.id} entry={e} vote={vote} />
          ))}
        </ol>
      )}
    </>
  );
};

/** The ranking screen by category; the counts move as votes come in (useVoteLive keeps it fresh). */
export const VoteRankingScreen = ({ vote }: { vote: VoteContext }) => {
  const { t } = useTranslation('liveVote');
  const [category, setCategory] = useState<number | ''>('');
  return (
    <>
      <ScreenBar title={t('ranking')} onBack={() => vote.show({ name: 'home' })} />
      <Panel>
        <CategoryTabs categories={vote.home.categories} active={category} onChange={setCategory} />
        <RankingList vote={vote} categoryId={category} />
      </Panel>
    </>
  );
};
