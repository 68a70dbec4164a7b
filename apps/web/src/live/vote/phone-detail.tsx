import { voteContract } from '@app/contract/vote';
import { Button, Carousel, Flex, Spin, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { useLiveQuery } from '../kit/live-hooks.js';
import { CandidateCover } from './vote-candidate-card.js';
import { ShareButton } from './vote-share.js';
import { type CandidateDetail, numberText, type VoteContext } from './vote-view.js';

const Pictures = ({ candidate }: { candidate: CandidateDetail }) => {
  const pictures = candidate.images.length > 0 ? candidate.images : candidate.cover ? [candidate.cover] : [];
  if (pictures.length === 0) return <CandidateCover candidate={candidate} style={{ width: '100%', height: 240 }} />;
  if (pictures.length === 1)
    return <img src={pictures[0]} alt={candidate.name} style={{ width: '100%', display: 'block' }} />;
  return (
    <Carousel autoplay dots>
      {pictures.map((src, i) => (
        <div key={src}>
          <img
            src={src}
            alt={`${candidate.name} ${i + 1}`}
            style={{ width: '100%', maxHeight: 420, objectFit: 'contain', background: '#000' }}
          />
        </div>
      ))}
    </Carousel>
  );
};

const Figures = ({ candidate, showVotes }: { candidate: CandidateDetail; showVotes: boolean }) => {
  const { t } = useTranslation('liveVote');
  return (
    <Flex justify="space-around" style={{ textAlign: 'center' }}>
      <Statistic title={t('numberLabel')} value={numberText(candidate.number)} />
      {showVotes && <Statistic title={t('candidateVotes')} value={candidate.votes} />}
      <Statistic title={t('rankLabel')} value={t('rank', { n: candidate.rank })} />
    </Flex>
  );
};

/** One candidate: pictures, video, numbers, introduction, and 投票 / 分享 at thumb's reach. */
export const VoteDetail = ({ vote, id }: { vote: VoteContext; id: number }) => {
  const { t } = useTranslation('liveVote');
  const query = useLiveQuery(voteContract.h5Candidate, { ticket: vote.ticket, id });
  const back = () => vote.show({ name: 'home' });
  const c = query.data;
  if (!c) {
    return (
      <>
        <ScreenBar title={t('detail')} onBack={back} />
        {query.isPending && <Spin style={{ display: 'block', margin: 48 }} />}
      </>
    );
  }
  const sending = vote.caster.sendingId;
  return (
    <>
      <ScreenBar title={c.name} onBack={back} />
      <Panel style={{ padding: 0, overflow: 'hidden' }}>
        <Pictures candidate={c} />
      </Panel>
      <Panel>
        <Figures candidate={c} showVotes={vote.home.settings.show_votes} />
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: '12px 0 0' }}>
          {t('myVotesToday', { n: c.my_votes_today })}
        </Typography.Paragraph>
      </Panel>
      {c.video && (
        <Panel style={{ padding: 0, overflow: 'hidden' }}>
          {/* biome-ignore lint/a11y/useMediaCaption: candidates upload their own clips, which come without captions */}
          <video src={c.video} controls playsInline preload="metadata" style={{ width: '100%', display: 'block' }} />
        </Panel>
      )}
      {c.description && (
        <Panel>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('intro')}
          </Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{c.description}</Typography.Paragraph>
        </Panel>
      )}
      <Flex gap={12} style={{ position: 'sticky', bottom: 0, padding: 12, background: '#fffc' }}>
        <ShareButton vote={vote} candidate={c} />
        <Button
          type="primary"
          size="large"
          block
          aria-label={t('voteFor', { name: c.name })}
          loading={sending === c.id}
          disabled={sending !== null && sending !== c.id}
          onClick={() => vote.caster.cast(c.id)}
        >
          {t('vote')}
        </Button>
      </Flex>
    </>
  );
};
