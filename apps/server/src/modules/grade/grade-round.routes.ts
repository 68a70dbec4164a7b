import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { gradeEntryService } from './grade-entry.service.js';
import { gradeItemService } from './grade-item.service.js';
import { gradeJudgeService } from './grade-judge.service.js';
import { gradeJudgeGroupService } from './grade-judge-group.service.js';
import { gradeRoundService } from './grade-round.service.js';

const r = contract.gradeRound;
const g = contract.grade;

/** Rounds with their rule and scoring items, a round's contestants and stage order, and its judges. */
export const registerGradeRoundRoutes = ({ route, deps }: ModuleContext) => {
  const rounds = gradeRoundService(deps);
  const items = gradeItemService(deps);
  const entries = gradeEntryService(deps);
  const judges = gradeJudgeService(deps);
  const judgeGroups = gradeJudgeGroupService(deps);

  route(r.list, ({ user, input }) => rounds.list(user, input));
  route(r.addSetting, ({ user, input: { activity_id, ...settings } }) => rounds.add(user, activity_id, settings));
  route(r.saveSetting, ({ user, input: { id, ...settings } }) => rounds.save(user, id, settings));
  route(r.getSetting, ({ user, input }) => rounds.get(user, input.id));
  route(r.delSetting, ({ user, input }) => rounds.remove(user, input.id));
  route(r.sort, ({ user, input }) => rounds.sort(user, input.activity_id, input.ids));
  route(r.getRule, ({ user, input }) => rounds.rule(user, input.id));
  route(r.saveRule, ({ user, input }) => rounds.saveRule(user, input));

  route(r.scoringItems, ({ user, input }) => items.list(user, input.activity_id, input.round_id));
  route(r.scoringItemsDetail, ({ user, input }) => items.detail(user, input.id));
  route(r.addScoringItems, ({ user, input: { round_id, ...fields } }) => items.add(user, round_id, fields));
  route(r.editScoringItems, ({ user, input: { id, ...fields } }) => items.edit(user, id, fields));
  route(r.delScoringItems, ({ user, input }) => items.remove(user, input.id));

  route(contract.gradeActivity.saveRc, ({ user, input }) =>
    entries.save(user, input.activity_id, input.round_id, input.contestant_ids),
  );
  route(g.drawOrder, ({ user, input }) => entries.draw(user, input.round_id));

  route(g.judges, ({ user, input }) => judges.list(user, input.round_id));
  route(g.saveJudge, ({ user, input }) => judges.save(user, input));
  route(g.delJudge, ({ user, input }) => judges.remove(user, input.id));
  route(g.renewJudgeKey, ({ user, input }) => judges.renewKey(user, input.id));
  route(g.judgeGroups, ({ user, input }) => judgeGroups.list(user, input.round_id));
  route(g.saveJudgeGroup, ({ user, input }) => judgeGroups.save(user, input));
  route(g.delJudgeGroup, ({ user, input }) => judgeGroups.remove(user, input.id));
};
