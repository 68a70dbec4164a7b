import { voteContract } from '@app/contract/vote';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Input, Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callLive } from '../kit/live-api.js';
import { liveKey } from '../kit/live-hooks.js';
import { CandidateCard, CandidateRow } from './vote-candidate-card.js';
import type { VoteContext } from './vote-view.js';

export type CandidateFilter = { category_id: number | ''; keywords: string };
export const allCandidates: CandidateFilter = { category_id: '', keywords: '' };
const pageSize = 20;

type Props = { vote: VoteContext; filter: CandidateFilter; onFilter: (f: CandidateFilter) => void };

const useCandidates = (ticket: string, filter: CandidateFilter) => {
  const input = { ticket, ...filter };
  return useInfiniteQuery({
    queryKey: liveKey(voteContract.h5Candidates, input),
    queryFn: ({ pageParam, signal }) =>
      callLive(voteContract.h5Candidates, { ...input, page: pageParam, limit: pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    retry: false,
    refetchOnWindowFocus: false,
  });
};

/** Category tabs, the search box and the candidates in the vote's layout, twenty at a time. */
export const CandidateList = ({ vote, filter, onFilter }: Props) => {
  const { t } = useTranslation('liveVote');
  const { settings, categories } = vote.home;
  const query = useCandidates(vote.ticket, filter);
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  const Item = settings.layout === 'list' ? CandidateRow : CandidateCard;
  const tabs = [{ key: '', label: t('all') }, ...categories.map((c) => ({ key: String(c.id), label: c.name }))];
  return (
    <section style={{ padding: '0 12px 24px' }}>
      {categories.length > 0 && (
        <Tabs
          activeKey={String(filter.category_id)}
          items={tabs}
          onChange={(key) => onFilter({ ...filter, category_id: key ? Number(key) : '' })}
        />
      )}
      <Input.Search
        size="large"
        allowClear
        placeholder={t('search')}
        aria-label={t('search')}
        enterButton={t('searchButton')}
        defaultValue={filter.keywords}
        onSearch={(keywords) => onFilter({ ...filter, keywords: keywords.trim() })}
        style={{ margin: '12px 0' }}
      />
      {query.isPending ? (
        <Spin style={{ display: 'block', margin: 32 }} />
      ) : list.length === 0 ? (
        <Empty description={t('noCandidates')} />
      ) : (
        <div style={{ display: 'grid', gap: 10, gridTemplateColumns: settings.layout === 'list' ? '1fr' : '1fr 1fr' }}>
          {list.map((c) => (
            <Item
              key={c.id}
              candidate={c}
              showVotes={settings.show_votes}
              caster={vote.caster}
              onOpen={(id) => vote.show({ name: 'detail', id })}
            />
          ))}
        </div>
      )}
      <Flex justify="center" style={{ marginTop: 16 }}>
        {query.hasNextPage ? (
          <Button loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('loadMore')}
          </Button>
        ) : (
          list.length > 0 && <Typography.Text type="secondary">{t('noMore')}</Typography.Text>
        )}
      </Flex>
    </section>
  );
};
