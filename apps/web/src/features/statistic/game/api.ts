import { gameContract } from '@app/contract/game';
import { useEndpointQuery } from '../../../app/api-hooks.js';

/** Per question of the activity's session: answers, right answers, rate and mean time. */
export const useGameQuestionStats = (activityId: number) =>
  useEndpointQuery(gameContract.questionStats, { activity_id: activityId });
