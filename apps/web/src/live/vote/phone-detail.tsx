import { voteContract } from '@app/contract/vote';
import { useTranslation } from 'react-i18next';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { useLiveQuery } from '../kit/live-hooks.js';
import { PhoneFigures } from '../kit/phone-figures.js';
import { PhoneSpinner } from '../kit/phone-result.js';
import { CandidateCover, VoteButton } from './vote-candidate-card.js';
import { ShareButton } from './vote-share.js';
import { type CandidateDetail, numberText, type VoteContext } from './vote-view.js';
import './vote-phone.css';

/** The candidate's pictures: one, or a row to swipe through. */
const Pictures = ({ candidate }: { candidate: CandidateDetail }) => {
  const pictures = candidate.images.length > 0 ? candidate.images : candidate.cover ? [candidate.cover] : [];
  if (pictures.length === 0) return <CandidateCover candidate={candidate} style={{ width: '100%', height: 240 }} />;
  if (pictures.length === 1) return <img className="vt-picture" src={pictures[0]} alt={candidate.name} />;
  return (
    <div className="vt-gallery">
      {pictures.map((src, i) => (
        <img key={src} src={src} alt={`${candidate.name} ${i + 1}`} />
      ))}
    </div>
  );
};

const Figures = ({ candidate, showVotes }: { candidate: CandidateDetail; showVotes: boolean }) => {
  const { t } = useTranslation('liveVote');
  return (
    <PhoneFigures
      figures={[
        { label: t('numberLabel'), value: numberText(candidate.number) },
        ...(showVotes ? [{ label: t('candidateVotes'), value: candidate.votes }] : []),
        { label: t('rankLabel'), value: t('rank', { n: candidate.rank }) },
      ]}
    />
  );
};

/** One candidate: pictures, video, numbers, introduction, and 投票 / 分享 at thumb's reach. */
export const VoteDetail = ({ vote, id }: { vote: VoteContext; id: number }) => {
  const { t } = useTranslation('liveVote');
  const { t: tc } = useTranslation();
  const query = useLiveQuery(voteContract.h5Candidate, { ticket: vote.ticket, id });
  const back = () => vote.show({ name: 'home' });
  const c = query.data;
  if (!c) {
    return (
      <>
        <ScreenBar title={t('detail')} onBack={back} />
        {query.isPending && <PhoneSpinner label={tc('loading')} />}
      </>
    );
  }
  return (
    <>
      <ScreenBar title={c.name} onBack={back} />
      <Panel style={{ padding: 0, overflow: 'hidden' }}>
        <Pictures candidate={c} />
      </Panel>
      <Panel>
        <Figures candidate={c} showVotes={vote.home.settings.show_votes} />
        <p className="vt-center">{t('myVotesToday', { n: c.my_votes_today })}</p>
      </Panel>
      {c.video && (
        <Panel style={{ padding: 0, overflow: 'hidden' }}>
          {/* biome-ignore lint/a11y/useMediaCaption: candidates upload their own clips, which come without captions */}
          <video src={c.video} controls playsInline preload="metadata" style={{ width: '100%', display: 'block' }} />
        </Panel>
      )}
      {c.description && (
        <Panel>
          <h2 className="ph-subtitle">{t('intro')}</h2>
          <p className="ph-text">{c.description}</p>
        </Panel>
      )}
      <div className="vt-actions">
        <ShareButton vote={vote} candidate={c} />
        <VoteButton candidate={c} caster={vote.caster} block />
      </div>
    </>
  );
};
