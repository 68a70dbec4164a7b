import type { GradeContestantFields } from '@app/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { gradeContestantRoundsRepository } from './grade-contestant-rounds.repository.js';
import { type GradeScope, gradeGroupRepository } from './grade-group.repository.js';
import { gradeSettingsRepository } from './grade-settings.repository.js';

type ContestantForm = GradeContestantFields & { round_ids: number[] };

/** What a contestant's form may name: the activity's own group, fields and rounds. */
export const contestantChecks = (db: Db) => ({
  /** Checks the form's group, field values and rounds; answers its rounds, each once. */
  fields: async (activity: GradeScope, form: ContestantForm) => {
    if (form.group_id !== null && !(await gradeGroupRepository(db).byId(activity, form.group_id))) {
      throw new AppError('GRADE_GROUP_NOT_FOUND');
    }
    const keys = new Set((await gradeSettingsRepository(db).fields(activity)).map((f) => f.key));
    if (Object.keys(form.values).some((key) => !keys.has(key))) throw new AppError('GRADE_FIELD_UNKNOWN');
    const roundIds = [...new Set(form.round_ids)];
    const found = await gradeContestantRoundsRepository(db).roundsOf(activity, roundIds);
    if (found.length !== roundIds.length) throw new AppError('GRADE_ROUND_NOT_FOUND');
    return roundIds;
  },

  /** Refuses to take a contestant out of a round where a judge or the audience has scored them. */
  notScoredIn: async (tx: Db, activity: GradeScope, contestantId: number, roundIds: number[]) => {
    if (roundIds.length === 0) return;
    const scored = await gradeContestantRoundsRepository(tx).scoredRounds(activity, contestantId);
    if (roundIds.some((id) => scored.has(id))) {
      throw new AppError('GRADE_CONTESTANT_SCORED', '该选手在要移出的轮次中已有评分，不能移出该轮次');
    }
  },
});
