import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { voteScreenService } from './vote-screen.service.js';

/** The big screen's ranking (contract.vote.screen); its live updates come over /ws. */
export const voteScreenRoutes = ({ route, deps }: ModuleContext) => {
  const screens = voteScreenService(deps);
  route(contract.vote.screen, ({ user, input }) => screens.screen(user, input));
};
