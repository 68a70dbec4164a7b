import { gradeActivityContract, gradeRoundContract, gradeUserDataContract } from '@app/contract/grade';
import { gradeLimits } from '@app/contract/grade-schemas';
import { useEndpointQuery } from '../../../app/api-hooks.js';

const data = gradeUserDataContract;

/** The activity's rounds in show order (at most gradeLimits.rounds, so one page holds them all). */
export const useGradeRounds = (activityId: number) =>
  useEndpointQuery(gradeRoundContract.list, { activity_id: activityId, page: 1, limit: gradeLimits.rounds });

/** A round's ranked result lines, recomputed from its stored scores by the server on every read. */
export const useGradeRoundResult = (activityId: number, roundId: number) =>
  useEndpointQuery(data.userScore, { activity_id: activityId, round_id: roundId }, { enabled: roundId > 0 });

/** How many audience scores a round has stored, and from how many people: the lists' totals, one row read each. */
export const useAudienceCounts = (activityId: number, roundId: number) => {
  const input = { activity_id: activityId, round_id: roundId, page: 1, limit: 1 };
  const enabled = roundId > 0;
  const scores = useEndpointQuery(data.audienceScore, input, { enabled });
  const members = useEndpointQuery(gradeActivityContract.audienceList, input, { enabled });
  return { scores: scores.data?.total, members: members.data?.total };
};
