import { randomBytes } from 'node:crypto';
import { type contract, gradeLimits, type ParsedInputOf } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import type { ActivityRecord } from '../activity/index.js';
import { ownGrade } from './grade-activity.js';
import { gradeJudgeRepository } from './grade-judge.repository.js';
import { gradeJudgeGroupRepository } from './grade-judge-group.repository.js';
import { toGradeJudge } from './grade-round.mappers.js';
import { gradeRoundRepository } from './grade-round.repository.js';
import { ownRound } from './grade-round-access.js';

type SaveInput = ParsedInputOf<typeof contract.grade.saveJudge>;

/** 144 random bits: a judge's link is their only credential, so it must not be guessable. */
const newJudgeKey = () => randomBytes(18).toString('base64url');

/** The judge's group is one of the round's, and a round with groups puts every judge in one. */
const checkGroup = async (db: Db, activity: ActivityRecord, roundId: number, groupId: number | null) => {
  const groups = gradeJudgeGroupRepository(db);
  if (groupId === null) {
    if (await groups.has(activity, roundId)) throw new AppError('GRADE_JUDGE_GROUP_REQUIRED');
    return;
  }
  if ((await groups.one(activity, groupId))?.group.roundId !== roundId) {
    throw new AppError('GRADE_JUDGE_GROUP_NOT_FOUND');
  }
};

/** A round's judges and their links (`grade/judges`, `saveJudge`, `delJudge`, `renewJudgeKey`). */
export const gradeJudgeService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const { db } = deps;
  const repo = gradeJudgeRepository(db);

  const judgeOf = async (activity: ActivityRecord, id: number) => {
    const found = await repo.one(activity, id);
    if (!found) throw new AppError('GRADE_JUDGE_NOT_FOUND');
    return toGradeJudge(found);
  };

  /** Another organiser's judge, or a removed one, answers as a missing one. */
  const ownJudge = async (user: CurrentUser, id: number) => {
    const judge = await repo.owned(user, id);
    if (!judge) throw new AppError('GRADE_JUDGE_NOT_FOUND');
    return await ownGrade(db, user, judge.activityId);
  };

  return {
    list: async (user: CurrentUser, roundId: number) => {
      const { activity } = await ownRound(db, user, roundId);
      return (await repo.list(activity, roundId)).map(toGradeJudge);
    },

    /**
     * Adds a judge last with a link of their own, or edits the judge `id` of that round. Once the round has judge
     * groups every judge is in one of them; who is in which group stays as scored once the round is scored.
     */
    save: async (user: CurrentUser, { round_id, id, name, title, group_id }: SaveInput) => {
      const { activity } = await ownRound(db, user, round_id);
      const values = { name, title, groupId: group_id };
      const saved = await db.transaction(async (tx: Db) => {
        const judges = gradeJudgeRepository(tx);
        const rounds = gradeRoundRepository(tx);
        if (!(await rounds.lock(activity, round_id))) throw new AppError('GRADE_ROUND_NOT_FOUND');
        if (id !== undefined) {
          const judge = await judges.one(activity, id);
          if (!judge || judge.judge.roundId !== round_id) throw new AppError('GRADE_JUDGE_NOT_FOUND');
          // A judge kept in their group (even in none) may always be renamed.
          if (judge.judge.groupId !== group_id) {
            await checkGroup(tx, activity, round_id, group_id);
            if (await rounds.scored(activity, round_id)) throw new AppError('GRADE_JUDGE_GROUP_SCORED');
          }
          await judges.update(activity, round_id, id, values);
          return id;
        }
        await checkGroup(tx, activity, round_id, group_id);
        if ((await judges.count(activity, round_id)) >= gradeLimits.judgesPerRound) {
          throw new AppError('GRADE_JUDGE_LIMIT');
        }
        return judges.insert(activity, round_id, { ...values, key: newJudgeKey() });
      });
      return judgeOf(activity, saved);
    },

    /** The link stops working at once; the scores already given stay in the results. */
    remove: async (user: CurrentUser, id: number) => {
      await repo.remove(await ownJudge(user, id), id, deps.clock());
      return null;
    },

    /** For a link that leaked: the old key stops working, the judge and their scores stay. */
    renewKey: async (user: CurrentUser, id: number) => {
      const activity = await ownJudge(user, id);
      await repo.setKey(activity, id, newJudgeKey());
      return judgeOf(activity, id);
    },
  };
};
