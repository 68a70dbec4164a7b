import { pkContract } from '@app/contract/quiz';
import { useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';
import { contractChecker } from '../../components/contract-problem.js';
import { showNotice } from '../../components/notice-dialog.js';
import { quizMessages } from './messages.js';

const pk = pkContract;

export const usePkIndex = (activityId: number) =>
  useEndpointQuery(pk.pkIndex, { activity_id: activityId }, { enabled: activityId > 0 });

export const useChallengeDetail = (id: number) => useEndpointQuery(pk.challengeDetail, { id }, { enabled: id > 0 });

export const useSavePkConfig = () => useEndpointChange(pk.save, [pk.pkIndex]);

// Records name their level, so a level change shows in the records too.
const levelViews = [pk.pkIndex, pk.levelList, pk.challengeList];
export const useAddPkLevel = () => useEndpointChange(pk.levelAdd, levelViews);
export const useEditPkLevel = () => useEndpointChange(pk.levelEdit, levelViews);
export const useDeletePkLevel = () => useEndpointChange(pk.levelDelete, levelViews);

const challengeViews = [pk.challengeList, pk.challengeDetail];
export const useAddHouse = () => useEndpointChange(pk.challengeAdd, challengeViews);
export const useEditHouse = () => useEndpointChange(pk.challengeEdit, challengeViews);
export const useDeleteChallenge = () => useEndpointChange(pk.challengeDelete, challengeViews);

const pkProblem = contractChecker('quiz:pk.check.', quizMessages['zh-CN'].pk.check);

/** Whether the values pass the endpoint's own schema; when not, says why in a 提示 dialog (spec section 5). */
export const pkPasses = (schema: Parameters<typeof pkProblem>[0], values: unknown) => {
  const problem = pkProblem(schema, values);
  if (problem) showNotice(problem);
  return !problem;
};
