import { computeGradeResults, describeGradeRule, fullMark, type GradeRoundResult } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import type { ActivityRecord } from '../activity/index.js';
import type { gradeRounds } from './grade.table.js';
import { ownGrade } from './grade-activity.js';
import { gradeJudgeGroupRepository } from './grade-judge-group.repository.js';
import { gradeResultRepository } from './grade-result.repository.js';
import { ruleOf, toGradeItem, toGradeRound } from './grade-round.mappers.js';

type RoundRow = typeof gradeRounds.$inferSelect;

/** A round of this activity, or GRADE_ROUND_NOT_FOUND (also a round of another activity). */
export const roundOfActivity = async (db: Db, activity: ActivityRecord, roundId: number) => {
  const round = await gradeResultRepository(db).round(activity, roundId);
  if (!round) throw new AppError('GRADE_ROUND_NOT_FOUND');
  return round;
};

/**
 * A round's result, recomputed from its stored rows by the contract's one computation (grade-result.ts). With
 * `only`, of that one contestant (or of none, null): its line is right but for its rank, and the round's counts
 * are that contestant's, which is all the stage shows while a contestant is being scored.
 */
export const roundResult = async (
  db: Db,
  activity: ActivityRecord,
  round: RoundRow,
  only?: number | null,
): Promise<GradeRoundResult> => {
  const repo = gradeResultRepository(db);
  const [items, judges, groups, entries, scores, audience] = await Promise.all([
    repo.items(activity, round.id),
    repo.judges(activity, round.id),
    gradeJudgeGroupRepository(db).list(activity, round.id),
    repo.entries(activity, round.id, only),
    repo.scores(activity, round.id, only),
    repo.audience(activity, round.id, only),
  ]);
  const weights = groups.map(({ group }) => ({ id: group.id, name: group.name, weight: group.weight }));
  const rule = ruleOf(round);
  // A removed judge is not waited for; the scores they submitted still count (computeGradeResults keeps them).
  const listed = judges.filter((j) => j.removedAt === null);
  const results = computeGradeResults({
    rule,
    items,
    judges: listed.map((j) => ({ id: j.id, group_id: j.groupId })),
    groups: weights,
    contestants: entries.map((e) => ({ id: e.contestant.id, sort: e.sort })),
    scores: scores.map(({ score }) => ({
      contestant_id: score.contestantId,
      judge_id: score.judgeId,
      abstained: score.abstained,
      items: score.items,
    })),
    audience,
  });
  const entryOf = new Map(entries.map((e) => [e.contestant.id, e]));
  return {
    round: toGradeRound({
      round,
      itemCount: items.length,
      contestantCount: entries.length,
      judgeCount: listed.length,
      scoreCount: scores.length,
    }),
    rule_text: describeGradeRule(rule, weights),
    full_mark: fullMark(items),
    items: items.map(toGradeItem),
    judges: judges.map((j) => ({
      id: j.id,
      name: j.name,
      title: j.title,
      removed: j.removedAt !== null,
      group_id: j.groupId,
    })),
    groups: weights,
    lines: results.map((r) => {
      const entry = entryOf.get(r.contestant_id)!;
      return {
        ...r,
        name: entry.contestant.name,
        group_name: entry.groupName ?? '',
        photo: entry.contestant.photo,
        sort: entry.sort,
      };
    }),
  };
};

/** The contestants' results in a round (`userData/userScore`). */
export const gradeResultService = (deps: Pick<Deps, 'db'>) => ({
  userScore: async (user: CurrentUser, activityId: number, roundId: number) => {
    const activity = await ownGrade(deps.db, user, activityId);
    return roundResult(deps.db, activity, await roundOfActivity(deps.db, activity, roundId));
  },
});
