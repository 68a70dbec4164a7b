import { type contract, type GradeScore, isScoreInRange, judgeTotal, type ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { activityOwner } from '../activity/index.js';
import type { gradeItems } from './grade.table.js';
import { gradeJudgeGroupRepository } from './grade-judge-group.repository.js';
import { judgeOfKey } from './grade-judge-page.service.js';
import { gradeResultRepository } from './grade-result.repository.js';
import { settingsOf } from './grade-round.mappers.js';
import { toGradeScore } from './grade-score.mappers.js';
import { gradeScoreRepository } from './grade-score.repository.js';
import { publishGradeStage } from './grade-stage.service.js';

type ScoreInput = ParsedInputOf<typeof contract.gradePhone.score>;
type ItemRow = typeof gradeItems.$inferSelect;
type ItemScore = { item_id: number; score: number };

const rangeText = (item: ItemRow) => `“${item.name}”的分数须在${item.min}到${item.max}之间，步长${item.step}`;

/** The scores given in the round's item order: every item of the round once, each on its step inside its range. */
const checkedItems = (items: ItemRow[], given: ItemScore[]): ItemScore[] => {
  const scoreOf = new Map(given.map((g) => [g.item_id, g.score]));
  if (given.length !== items.length || scoreOf.size !== given.length || items.some((i) => !scoreOf.has(i.id))) {
    throw new AppError('GRADE_SCORE_ITEMS_INCOMPLETE');
  }
  for (const item of items) {
    if (!isScoreInRange(scoreOf.get(item.id)!, item)) throw new AppError('GRADE_SCORE_OUT_OF_RANGE', rangeText(item));
  }
  return items.map((i) => ({ item_id: i.id, score: scoreOf.get(i.id)! }));
};

/** A judge's score of a contestant from their phone (`h5/grade/score`): stored once unless the host unlocked it. */
export const gradeScoreService = (deps: Pick<Deps, 'db' | 'clock' | 'bus' | 'log'>) => {
  const { db, clock } = deps;
  const scores = gradeScoreRepository(db);
  const rounds = gradeResultRepository(db);

  return {
    submit: async (input: ScoreInput): Promise<GradeScore> => {
      const now = clock();
      const { judge, round, activity } = await judgeOfKey(db, input.key, now);
      // Read together, checked in this order: a panel submits at once while the hall scores.
      const [grouped, inRound, items] = await Promise.all([
        judge.groupId === null ? gradeJudgeGroupRepository(db).has(activity, round.id) : false,
        rounds.hasContestant(activity, round.id, input.contestant_id),
        rounds.items(activity, round.id),
      ]);
      // A round with groups weighs each judge by their group: a judge in none would count for nothing.
      if (grouped) throw new AppError('GRADE_JUDGE_UNGROUPED');
      if (!inRound) throw new AppError('GRADE_CONTESTANT_NOT_IN_ROUND');
      if (items.length === 0) throw new AppError('GRADE_ROUND_HAS_NO_ITEMS');
      const { comment } = settingsOf(round);
      if (input.abstain && input.items.length > 0) {
        throw new AppError('GRADE_SCORE_ITEMS_INCOMPLETE', '回避评分时不能填写分数');
      }
      const given = input.abstain ? [] : checkedItems(items, input.items);
      if (!input.abstain && comment === 'required' && input.comment === '')
        throw new AppError('GRADE_COMMENT_REQUIRED');
      const stored = await scores.submit({
        ...activityOwner(activity),
        roundId: round.id,
        contestantId: input.contestant_id,
        judgeId: judge.id,
        abstained: input.abstain,
        items: given,
        total: input.abstain ? 0 : judgeTotal(items, given),
        comment: comment === 'off' ? '' : input.comment,
        submittedAt: now,
      });
      if (!stored) throw new AppError('GRADE_SCORE_LOCKED');
      publishGradeStage(deps, activity);
      return toGradeScore(stored, judge.name);
    },
  };
};
