import type { contract, ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import type { CurrentUser } from '../../platform/request-context.js';
import type { ActivityRecord } from '../activity/index.js';
import { ownGrade } from './grade-activity.js';
import { gradeAudienceRepository } from './grade-audience.repository.js';
import { roundOfActivity } from './grade-result.service.js';
import { toAudienceScore, toGradeScore } from './grade-score.mappers.js';
import { gradeScoreRepository } from './grade-score.repository.js';
import { publishGradeStage } from './grade-stage.service.js';

type JudgesInput = ParsedInputOf<typeof contract.gradeUserData.judgesScore>;
type AudienceInput = ParsedInputOf<typeof contract.gradeUserData.audienceScore>;
type PeopleInput = ParsedInputOf<typeof contract.gradeActivity.audienceList>;

/**
 * The score data calls (`userData/*Score*`, `GradeActivity/audience*`): list, delete and clear stored scores. A
 * delete moves the stage (the judges' progress, a shown result), so the screens hear it.
 */
export const gradeScoreDataService = (deps: Pick<Deps, 'db' | 'bus' | 'log'>) => {
  const { db } = deps;
  const judges = gradeScoreRepository(db);
  const audience = gradeAudienceRepository(db);
  const deletedFrom = (activity: ActivityRecord, deleted: number) => {
    if (deleted > 0) publishGradeStage(deps, activity);
    return { deleted };
  };

  /** The caller's activity and a round of it. */
  const ownedRound = async (user: CurrentUser, activityId: number, roundId: number) => {
    const activity = await ownGrade(db, user, activityId);
    return { activity, round: await roundOfActivity(db, activity, roundId) };
  };

  return {
    judgesScore: async (user: CurrentUser, input: JudgesInput) => {
      const { activity, round } = await ownedRound(user, input.activity_id, input.round_id);
      const { list, total } = await judges.page(activity, {
        roundId: round.id,
        contestantId: input.contestant_id,
        judgeId: input.judge_id,
        page: input.page,
        limit: input.limit,
      });
      return { list: list.map((r) => toGradeScore(r.score, r.judgeName)), total, page: input.page, limit: input.limit };
    },
    judgesScoreDelete: async (user: CurrentUser, activityId: number, ids: number[]) => {
      const activity = await ownGrade(db, user, activityId);
      return deletedFrom(activity, await judges.deleteIds(activity, ids));
    },
    judgesScoreInit: async (user: CurrentUser, activityId: number, roundId: number) => {
      const { activity, round } = await ownedRound(user, activityId, roundId);
      return deletedFrom(activity, await judges.deleteOfRound(activity, round.id));
    },

    audienceScore: async (user: CurrentUser, input: AudienceInput) => {
      const { activity, round } = await ownedRound(user, input.activity_id, input.round_id);
      const { list, total } = await audience.page(activity, {
        roundId: round.id,
        contestantId: input.contestant_id,
        page: input.page,
        limit: input.limit,
      });
      return {
        list: list.map((r) => toAudienceScore(r.score, r.contestantName)),
        total,
        page: input.page,
        limit: input.limit,
      };
    },
    audienceScoreDelete: async (user: CurrentUser, activityId: number, ids: number[]) => {
      const activity = await ownGrade(db, user, activityId);
      return deletedFrom(activity, await audience.deleteIds(activity, ids));
    },
    audienceScoreInit: async (user: CurrentUser, activityId: number, roundId: number) => {
      const { activity, round } = await ownedRound(user, activityId, roundId);
      return deletedFrom(activity, await audience.deleteOfRound(activity, round.id));
    },

    /** Judges' and the audience's scores of these contestants in the round, or of every contestant. */
    userScoreDelete: async (user: CurrentUser, activityId: number, roundId: number, contestantIds?: number[]) => {
      const { activity, round } = await ownedRound(user, activityId, roundId);
      const deleted = await db.transaction(async (tx) => {
        const ofJudges = await gradeScoreRepository(tx).deleteOfRound(activity, round.id, contestantIds);
        return ofJudges + (await gradeAudienceRepository(tx).deleteOfRound(activity, round.id, contestantIds));
      });
      return deletedFrom(activity, deleted);
    },

    audienceList: async (user: CurrentUser, input: PeopleInput) => {
      const activity = await ownGrade(db, user, input.activity_id);
      if (input.round_id !== '') await roundOfActivity(db, activity, input.round_id);
      const { list, total } = await audience.people(activity, {
        roundId: input.round_id,
        keyword: input.keyword,
        page: input.page,
        limit: input.limit,
      });
      return {
        list: list.map((p) => ({
          participant_id: p.participantId,
          who: p.who,
          scores: p.scores,
          last_at: p.lastAt?.toISOString() ?? '',
        })),
        total,
        page: input.page,
        limit: input.limit,
      };
    },
    audienceDelete: async (user: CurrentUser, activityId: number, participantIds: number[]) => {
      const activity = await ownGrade(db, user, activityId);
      return deletedFrom(activity, await audience.deleteOfParticipants(activity, participantIds));
    },
  };
};
