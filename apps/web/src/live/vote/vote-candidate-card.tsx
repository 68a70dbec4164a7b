import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneButton } from '../kit/phone-button.js';
import { numberText, type PublicCandidate, type VoteCaster } from './vote-view.js';
import './vote-phone.css';

type Props = {
  candidate: PublicCandidate;
  showVotes: boolean;
  caster: VoteCaster;
  onOpen: (id: number) => void;
};

/** The picture of a candidate, or their first letter on the theme colour when they have none. */
export const CandidateCover = ({ candidate, style }: { candidate: PublicCandidate; style: CSSProperties }) =>
  candidate.cover ? (
    <img src={candidate.cover} alt="" style={{ objectFit: 'cover', display: 'block', ...style }} />
  ) : (
    <div className="vt-cover-letter" style={style}>
      {candidate.name.slice(0, 1)}
    </div>
  );

/** 投票 for one candidate: busy while its vote is on its way, and still while another's is. */
export const VoteButton = ({
  candidate,
  caster,
  block = false,
}: Pick<Props, 'candidate' | 'caster'> & { block?: boolean }) => {
  const { t } = useTranslation('liveVote');
  return (
    <PhoneButton
      kind="primary"
      block={block}
      className="vt-vote-button"
      aria-label={t('voteFor', { name: candidate.name })}
      busy={caster.sendingId === candidate.id}
      disabled={caster.sendingId !== null && caster.sendingId !== candidate.id}
      onClick={() => caster.cast(candidate.id)}
    >
      {t('vote')}
    </PhoneButton>
  );
};

/** A candidate's vote count, in the red the phone pages use for it. */
export const Votes = ({ votes }: { votes: number }) => {
  const { t } = useTranslation('liveVote');
  return <span className="vt-votes">{t('votesValue', { n: votes })}</span>;
};

/** Name over 编号 (and whatever follows, e.g. votes), filling the space a list row leaves. */
export const NameAndNumber = ({ name, number, children }: { name: string; number: number; children?: ReactNode }) => {
  const { t } = useTranslation('liveVote');
  return (
    <span className="vt-name-block">
      <span className="vt-name">{name}</span>
      <span className="vt-number">{t('number', { n: numberText(number) })}</span>
      {children}
    </span>
  );
};

/** A card of the two-column grid: cover, 编号, name, votes, 投票. */
export const CandidateCard = ({ candidate, showVotes, caster, onOpen }: Props) => {
  const { t } = useTranslation('liveVote');
  return (
    <article className="vt-card">
      <button
        type="button"
        aria-label={candidate.name}
        className="vt-plain"
        style={{ width: '100%' }}
        onClick={() => onOpen(candidate.id)}
      >
        <CandidateCover candidate={candidate} style={{ width: '100%', aspectRatio: '1' }} />
      </button>
      <div className="vt-card-body">
        <span className="vt-number">{t('number', { n: numberText(candidate.number) })}</span>
        <span className="vt-name">{candidate.name}</span>
        {showVotes && <Votes votes={candidate.votes} />}
        <VoteButton candidate={candidate} caster={caster} block />
      </div>
    </article>
  );
};

/** A row of the one-column list: a small cover beside 编号, name and votes, 投票 on the right. */
export const CandidateRow = ({ candidate, showVotes, caster, onOpen }: Props) => (
  <div className="vt-row">
    <button type="button" aria-label={candidate.name} className="vt-plain" onClick={() => onOpen(candidate.id)}>
      <CandidateCover candidate={candidate} style={{ width: 64, height: 64, borderRadius: 8 }} />
    </button>
    <NameAndNumber name={candidate.name} number={candidate.number}>
      {showVotes && <Votes votes={candidate.votes} />}
    </NameAndNumber>
    <VoteButton candidate={candidate} caster={caster} />
  </div>
);
