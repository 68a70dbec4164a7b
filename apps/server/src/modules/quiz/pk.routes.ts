import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { challengeService } from './challenge.service.js';
import { pkConfigService } from './pk-config.service.js';
import { pkLevelService } from './pk-level.service.js';
import { pkPlayService } from './pk-play.service.js';

const c = contract.pk;

/** PK mode: the organiser's settings, levels and challenges, and the participant's matches (by ticket). */
export const pkRoutes = ({ route, deps }: ModuleContext) => {
  const config = pkConfigService(deps);
  const levels = pkLevelService(deps);
  const challenges = challengeService(deps);
  const play = pkPlayService(deps);
  route(c.pkIndex, ({ user, input }) => config.index(user, input.activity_id));
  route(c.save, ({ user, input }) => config.save(user, input));
  route(c.levelList, ({ user, input }) => levels.list(user, input.activity_id));
  route(c.levelDetail, ({ user, input }) => levels.detail(user, input.id));
  route(c.levelAdd, ({ user, input }) => levels.add(user, input));
  route(c.levelEdit, ({ user, input }) => levels.edit(user, input));
  route(c.levelDelete, ({ user, input }) => levels.remove(user, input.id));
  route(c.challengeList, ({ user, input }) => challenges.list(user, input));
  route(c.challengeDetail, ({ user, input }) => challenges.detail(user, input.id));
  route(c.challengeAdd, ({ user, input }) => challenges.add(user, input));
  route(c.challengeEdit, ({ user, input }) => challenges.edit(user, input));
  route(c.challengeDelete, ({ user, input }) => challenges.remove(user, input.id));
  route(c.phoneIndex, ({ input }) => play.index(input.ticket));
  route(c.h5Start, ({ input }) => play.start(input));
  route(c.h5Answer, ({ input }) => play.answer(input));
  route(c.h5Finish, ({ input }) => play.finish(input));
};
