import { voteContract } from '@app/contract/vote';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callLive } from '../kit/live-api.js';
import { liveKey } from '../kit/live-hooks.js';
import { PhoneButton } from '../kit/phone-button.js';
import { PhoneSpinner } from '../kit/phone-result.js';
import { CategoryTabs } from './category-tabs.js';
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

/** The search box: a name or 编号, sent with the button or the keyboard's search key. */
const Search = ({ keywords, onSearch }: { keywords: string; onSearch: (keywords: string) => void }) => {
  const { t } = useTranslation('liveVote');
  const [text, setText] = useState(keywords);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="vt-search" onSubmit={submit}>
      <input
        type="search"
        className="ph-input"
        placeholder={t('search')}
        aria-label={t('search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <PhoneButton kind="primary" type="submit">
        {t('searchButton')}
      </PhoneButton>
    </form>
  );
};

/** Category tabs, the search box and the candidates in the vote's layout, twenty at a time. */
export const CandidateList = ({ vote, filter, onFilter }: Props) => {
  const { t } = useTranslation('liveVote');
  const { t: tc } = useTranslation();
  const { settings, categories } = vote.home;
  const query = useCandidates(vote.ticket, filter);
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  const Item = settings.layout === 'list' ? CandidateRow : CandidateCard;
  return (
    <section className="vt-list">
      <CategoryTabs
        categories={categories}
        active={filter.category_id}
        onChange={(category_id) => onFilter({ ...filter, category_id })}
      />
      <Search keywords={filter.keywords} onSearch={(keywords) => onFilter({ ...filter, keywords })} />
      {query.isPending ? (
        <PhoneSpinner label={tc('loading')} />
      ) : list.length === 0 ? (
        <p className="ph-empty">{t('noCandidates')}</p>
      ) : (
        <div className={settings.layout === 'list' ? 'vt-grid vt-grid-list' : 'vt-grid'}>
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
      <div className="vt-more">
        {query.hasNextPage ? (
          <PhoneButton busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('loadMore')}
          </PhoneButton>
        ) : (
          list.length > 0 && <span className="ph-muted">{t('noMore')}</span>
        )}
      </div>
    </section>
  );
};
