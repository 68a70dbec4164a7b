import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { gameReportService } from './game-report.service.js';
import { gameSetupService } from './game-setup.service.js';

const c = contract.game;

/**
 * The organiser's calls of an on-site quiz before and after it runs: rounds, big screen, phone page, join fields,
 * and what its session left (per question, per player).
 */
export const registerSetup = ({ route, deps }: ModuleContext) => {
  const setup = gameSetupService(deps);
  const report = gameReportService(deps);
  route(c.round, ({ user, input }) => setup.rounds(user, input.activity_id));
  route(c.roundDetail, ({ user, input }) => setup.roundDetail(user, input.id));
  route(c.roundAdd, ({ user, input }) => setup.roundAdd(user, input));
  route(c.roundEdit, ({ user, input }) => setup.roundEdit(user, input));
  route(c.roundDel, ({ user, input }) => setup.roundDel(user, input.id));
  route(c.theme, () => setup.themes());
  route(c.site, ({ user, input }) => setup.site(user, input));
  route(c.phoneSite, ({ user, input }) => setup.phoneSite(user, input));
  route(c.fieldSite, ({ user, input }) => setup.fieldSite(user, input));
  route(c.fieldGet, ({ user, input }) => setup.fieldGet(user, input.activity_id));
  route(c.gameConfig, ({ user, input }) => setup.gameConfig(user, input.activity_id));
  route(c.questionStats, ({ user, input }) => report.questionStats(user, input.activity_id));
  route(c.answerRecords, ({ user, input }) => report.answerRecords(user, input));
  route(c.extraScores, ({ user, input }) => report.extraScores(user, input));
};
