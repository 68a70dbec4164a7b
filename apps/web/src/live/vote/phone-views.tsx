import { voteContract } from '@app/contract/vote';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../kit/live-frame.js';
import { useLiveQuery } from '../kit/live-hooks.js';
import { PhoneButton } from '../kit/phone-button.js';
import { VoteDetail } from './phone-detail.js';
import { VoteMySignup } from './phone-my-signup.js';
import { RankingList, VoteRankingScreen } from './phone-ranking.js';
import { VoteSignup } from './phone-signup.js';
import { allCandidates, type CandidateFilter, CandidateList } from './vote-candidates.js';
import { useVoteCast } from './vote-cast.js';
import { VoteHero } from './vote-hero.js';
import type { VoteContext, VoteHomeData, VoteView } from './vote-view.js';

/** 我要报名 until the participant has signed up, then 我的报名. */
const SignupLink = ({ vote }: { vote: VoteContext }) => {
  const { t } = useTranslation('liveVote');
  const mine = useLiveQuery(voteContract.h5MySignup, { ticket: vote.ticket }, { silent: true });
  const signedUp = Boolean(mine.data);
  return (
    <PhoneButton block onClick={() => vote.show({ name: signedUp ? 'mySignup' : 'signup' })}>
      {signedUp ? t('mySignup') : t('signup')}
    </PhoneButton>
  );
};

const Links = ({ vote }: { vote: VoteContext }) => {
  const { t } = useTranslation('liveVote');
  const { show_ranking, candidate_signup } = vote.home.settings;
  if (!show_ranking && !candidate_signup) return null;
  return (
    <div className="vt-links">
      {show_ranking && (
        <PhoneButton block onClick={() => vote.show({ name: 'ranking' })}>
          {t('ranking')}
        </PhoneButton>
      )}
      {candidate_signup && <SignupLink vote={vote} />}
    </div>
  );
};

const Home = ({
  vote,
  filter,
  onFilter,
}: {
  vote: VoteContext;
  filter: CandidateFilter;
  onFilter: (f: CandidateFilter) => void;
}) => {
  const { t } = useTranslation('liveVote');
  const { layout, show_ranking } = vote.home.settings;
  return (
    <>
      <VoteHero vote={vote} />
      <Links vote={vote} />
      {layout === 'rank' && show_ranking && (
        <Panel>
          <h2 className="ph-subtitle">{t('ranking')}</h2>
          <RankingList vote={vote} categoryId="" top={10} />
        </Panel>
      )}
      <CandidateList vote={vote} filter={filter} onFilter={onFilter} />
    </>
  );
};

type Props = {
  ticket: string;
  code: string;
  title: string;
  home: VoteHomeData;
  /** Answers whether the refusal ended voting on this page (it showed another screen). */
  onRefused: (errorName: string | undefined) => boolean;
};

/** The vote's sub-screens, switched here; the home's category and search are kept while the voter looks around. */
export const VoteScreens = ({ ticket, code, title, home, onRefused }: Props) => {
  const [view, show] = useState<VoteView>({ name: 'home' });
  const [filter, setFilter] = useState<CandidateFilter>(allCandidates);
  const { gate, ...caster } = useVoteCast({ ticket, home, onRefused });
  const vote: VoteContext = { ticket, code, title, home, show, caster };
  const screen = () => {
    switch (view.name) {
      case 'detail':
        return <VoteDetail key={view.id} vote={vote} id={view.id} />;
      case 'ranking':
        return <VoteRankingScreen vote={vote} />;
      case 'signup':
        return <VoteSignup vote={vote} />;
      case 'mySignup':
        return <VoteMySignup vote={vote} />;
      default:
        return <Home vote={vote} filter={filter} onFilter={setFilter} />;
    }
  };
  return (
    <>
      {screen()}
      {gate}
    </>
  );
};
