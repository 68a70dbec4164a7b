import type { DataOf } from '@app/contract';
import type { voteContract } from '@app/contract/vote';

export type VoteHomeData = DataOf<typeof voteContract.h5Home>;
export type CandidatePage = DataOf<typeof voteContract.h5Candidates>;
export type PublicCandidate = CandidatePage['list'][number];
export type CandidateDetail = DataOf<typeof voteContract.h5Candidate>;
export type RankingEntry = DataOf<typeof voteContract.h5Ranking>[number];
export type CastResult = DataOf<typeof voteContract.h5Cast>;
export type Standing = DataOf<typeof voteContract.h5Gate>;

/** The vote's own sub-screens: they live inside the participant's home screen, not in live-screen.ts. */
export type VoteView =
  | { name: 'home' }
  | { name: 'detail'; id: number }
  | { name: 'ranking' }
  | { name: 'signup' }
  | { name: 'mySignup' }
  | { name: 'wechat' };

/** Casting a vote from any screen: the candidate being sent, so its button shows it and refuses a second tap. */
export type VoteCaster = { cast: (candidateId: number) => void; sendingId: number | null };

/** What every vote sub-screen works with. */
export type VoteContext = {
  ticket: string;
  code: string;
  title: string;
  home: VoteHomeData;
  show: (view: VoteView) => void;
  caster: VoteCaster;
};

/** Candidate numbers read 001, 002… as on the posters. */
export const numberText = (n: number) => String(n).padStart(3, '0');
