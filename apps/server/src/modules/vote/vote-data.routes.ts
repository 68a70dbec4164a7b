import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { voteDataService } from './vote-data.service.js';

const d = contract.voteData;

/** The organiser's vote records and voters, removing votes and the two resets. */
export const voteDataRoutes = ({ route, deps }: ModuleContext) => {
  const data = voteDataService(deps);
  route(d.vote, ({ user, input }) => data.vote(user, input));
  route(d.user, ({ user, input }) => data.user(user, input));
  route(d.userVote, ({ user, input }) => data.userVote(user, input));
  route(d.voteDel, ({ user, input }) => data.voteDel(user, input));
  route(d.delete, ({ user, input }) => data.delete(user, input));
  route(d.voteInit, ({ user, input }) => data.voteInit(user, input));
  route(d.userInit, ({ user, input }) => data.userInit(user, input));
};
