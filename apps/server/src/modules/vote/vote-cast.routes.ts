import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { voteCastService } from './vote-cast.service.js';
import { voteH5Service } from './vote-h5.service.js';
import { voteSignupService } from './vote-signup.service.js';

const c = contract.vote;

/** The participant's side of a vote, by ticket: the page, the gate, voting, the ranking and signing up. */
export const voteCastRoutes = ({ route, deps }: ModuleContext) => {
  const h5 = voteH5Service(deps);
  const cast = voteCastService(deps);
  const signup = voteSignupService(deps);
  route(c.h5Home, ({ input }) => h5.home(input.ticket));
  route(c.h5Candidates, ({ input }) => h5.candidates(input));
  route(c.h5Candidate, ({ input }) => h5.candidate(input));
  route(c.h5Ranking, ({ input }) => h5.ranking(input));
  route(c.h5Gate, ({ input }) => h5.gate(input));
  route(c.h5Cast, ({ input, ip }) => cast.cast(input, ip));
  route(c.h5Signup, ({ input }) => signup.signup(input));
  route(c.h5MySignup, ({ input }) => signup.mine(input.ticket));
};
