import { voteContract } from '@app/contract/vote';
import { Empty, Flex, Spin, Tabs } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { useLiveQuery } from '../kit/live-hooks.js';
import { NameAndNumber, Votes } from './vote-candidate-card.js';
import type { RankingEntry, VoteContext } from './vote-view.js';

const medals = ['#f5b800', '#a3adbd', '#cd7f32'];
const row: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  padding: '10px 4px',
  border: 0,
  background: 'none',
  textAlign: 'left',
  cursor: 'pointer',
};
const plainList: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

const Entry = ({ entry, vote, style }: { entry: RankingEntry; vote: VoteContext; style?: CSSProperties }) => {
  const medal = medals[entry.rank - 1];
  return (
    <li style={style}>
      <button type="button" style={row} onClick={() => vote.show({ name: 'detail', id: entry.id })}>
        <Flex
          align="center"
          justify="center"
          style={{
            width: 32,
            height: 32,
            borderRadius: 16,
            background: medal ?? '#f0f0f0',
            color: medal ? '#fff' : '#666',
            fontWeight: 700,
          }}
        >
          {entry.rank}
        </Flex>
        {entry.cover && (
          <img src={entry.cover} alt="" style={{ width: 44, height: 44, borderRadius: 8, objectFit: 'cover' }} />
        )}
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
  const ranking = useLiveQuery(voteContract.h5Ranking, { ticket: vote.ticket, category_id: categoryId });
  if (ranking.isPending) return <Spin style={{ display: 'block', margin: 24 }} />;
  const list = (ranking.data ?? []).slice(0, top);
  if (list.length === 0) return <Empty description={t('noRanking')} />;
  return (
    <>
      <ol aria-label={t('top3')} style={{ ...plainList, background: '#fff6e5', borderRadius: 10, padding: 4 }}>
        {list.slice(0, 3).map((e) => (
          <Entry key={e.id} entry={e} vote={vote} />
        ))}
      </ol>
      {list.length > 3 && (
        <ol aria-label={t('ranking')} style={plainList}>
          {list.slice(3).map((e) => (
            <Entry key={e.id} entry={e} vote={vote} style={{ borderBottom: '1px solid #f3f3f3' }} />
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
  const { categories } = vote.home;
  return (
    <>
      <ScreenBar title={t('ranking')} onBack={() => vote.show({ name: 'home' })} />
      <Panel>
        {categories.length > 0 && (
          <Tabs
            activeKey={String(category)}
            onChange={(key) => setCategory(key ? Number(key) : '')}
            items={[{ key: '', label: t('all') }, ...categories.map((c) => ({ key: String(c.id), label: c.name }))]}
          />
        )}
        <RankingList vote={vote} categoryId={category} />
      </Panel>
    </>
  );
};
