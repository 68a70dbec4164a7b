import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { voteCandidateService } from './vote-candidate.service.js';
import { voteSetupService } from './vote-setup.service.js';

const c = contract.vote;

/** The organiser's side of a vote: page and rules, the gate, categories, candidates and their review. */
export const voteSetupRoutes = ({ route, deps }: ModuleContext) => {
  const setup = voteSetupService(deps);
  const candidates = voteCandidateService(deps);
  route(c.template, () => setup.template());
  route(c.site, ({ user, input }) => setup.site(user, input.activity_id));
  route(c.page, ({ user, input }) => setup.page(user, input));
  route(c.gk, ({ user, input }) => setup.gk(user, input));
  route(c.categoryList, ({ user, input }) => setup.categoryList(user, input.activity_id));
  route(c.categoryAdd, ({ user, input }) => setup.categoryAdd(user, input));
  route(c.categoryEdit, ({ user, input }) => setup.categoryEdit(user, input));
  route(c.categoryDelete, ({ user, input }) => setup.categoryDelete(user, input));
  route(c.list, ({ user, input }) => candidates.list(user, input));
  route(c.detail, ({ user, input }) => candidates.detail(user, input));
  route(c.add, ({ user, input }) => candidates.add(user, input));
  route(c.edit, ({ user, input }) => candidates.edit(user, input));
  route(c.delete, ({ user, input }) => candidates.delete(user, input));
  route(c.status, ({ user, input }) => candidates.status(user, input));
  route(c.verifyList, ({ user, input }) => candidates.verifyList(user, input));
  route(c.verify, ({ user, input }) => candidates.verify(user, input));
  route(c.voteUser, ({ user, input }) => candidates.voteUser(user, input));
};
