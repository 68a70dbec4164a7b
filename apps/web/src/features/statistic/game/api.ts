import { contract } from '@app/contract';
import { useEndpointQuery } from '../../../app/api-hooks.js';

/** Per question of the activity's session: answers, right answers, rate and mean time. */
export const useGameQuestionStats = (activityId: number) =>
  useEndpointQuery(contract.game.questionStats, { activity_id: activityId });
