import { Button, Flex, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numberText, type PublicCandidate, type VoteCaster } from './vote-view.js';

type Props = {
  candidate: PublicCandidate;
  showVotes: boolean;
  caster: VoteCaster;
  onOpen: (id: number) => void;
};

const plain: CSSProperties = { border: 0, padding: 0, background: 'none', cursor: 'pointer', textAlign: 'left' };

/** The picture of a candidate, or their first letter on the theme colour when they have none. */
export const CandidateCover = ({ candidate, style }: { candidate: PublicCandidate; style: CSSProperties }) =>
  candidate.cover ? (
    <img src={candidate.cover} alt="" style={{ objectFit: 'cover', display: 'block', ...style }} />
  ) : (
    <Flex
      align="center"
      justify="center"
      style={{ background: 'linear-gradient(135deg, #ffd7d0, #ffe9c7)', color: '#c0392b', fontSize: 32, ...style }}
    >
      {candidate.name.slice(0, 1)}
    </Flex>
  );

const VoteButton = ({ candidate, caster, block }: Pick<Props, 'candidate' | 'caster'> & { block?: boolean }) => {
  const { t } = useTranslation('liveVote');
  return (
    <Button
      type="primary"
      shape="round"
      block={block}
      aria-label={t('voteFor', { name: candidate.name })}
      loading={caster.sendingId === candidate.id}
      disabled={caster.sendingId !== null && caster.sendingId !== candidate.id}
      onClick={() => caster.cast(candidate.id)}
    >
      {t('vote')}
    </Button>
  );
};

/** A candidate's vote count, in the red the phone pages use for it. */
export const Votes = ({ votes }: { votes: number }) => {
  const { t } = useTranslation('liveVote');
  return (
    <Typography.Text type="danger" strong>
      {t('votesValue', { n: votes })}
    </Typography.Text>
  );
};

/** Name over 编号 (and whatever follows, e.g. votes), filling the space a list row leaves. */
export const NameAndNumber = ({ name, number, children }: { name: string; number: number; children?: ReactNode }) => {
  const { t } = useTranslation('liveVote');
  return (
    <Flex vertical style={{ flex: 1, minWidth: 0 }}>
      <Typography.Text strong ellipsis>
        {name}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('number', { n: numberText(number) })}
      </Typography.Text>
      {children}
    </Flex>
  );
};

/** A card of the two-column grid: cover, 编号, name, votes, 投票. */
export const CandidateCard = ({ candidate, showVotes, caster, onOpen }: Props) => {
  const { t } = useTranslation('liveVote');
  return (
    <article style={{ background: '#fff', borderRadius: 10, overflow: 'hidden', boxShadow: '0 1px 4px #0001' }}>
      <button
        type="button"
        aria-label={candidate.name}
        style={{ ...plain, width: '100%' }}
        onClick={() => onOpen(candidate.id)}
      >
        <CandidateCover candidate={candidate} style={{ width: '100%', aspectRatio: '1' }} />
      </button>
      <Flex vertical gap={4} style={{ padding: 8 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('number', { n: numberText(candidate.number) })}
        </Typography.Text>
        <Typography.Text strong ellipsis>
          {candidate.name}
        </Typography.Text>
        {showVotes && <Votes votes={candidate.votes} />}
        <VoteButton candidate={candidate} caster={caster} block />
      </Flex>
    </article>
  );
};

/** A row of the one-column list: a small cover beside 编号, name and votes, 投票 on the right. */
export const CandidateRow = ({ candidate, showVotes, caster, onOpen }: Props) => (
  <Flex align="center" gap={12} style={{ background: '#fff', borderRadius: 10, padding: 8 }}>
    <button type="button" aria-label={candidate.name} style={plain} onClick={() => onOpen(candidate.id)}>
      <CandidateCover candidate={candidate} style={{ width: 64, height: 64, borderRadius: 8 }} />
    </button>
    <NameAndNumber name={candidate.name} number={candidate.number}>
      {showVotes && <Votes votes={candidate.votes} />}
    </NameAndNumber>
    <VoteButton candidate={candidate} caster={caster} />
  </Flex>
);
