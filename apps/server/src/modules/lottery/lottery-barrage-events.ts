import { type LotteryScreenMessage, liveChannels, lotteryLimits } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { lotteryEventBatcher } from './lottery-event-batcher.js';

/**
 * Approved messages to the big screen on `stage:<id>` (phones do not draw them), batched: a hall's 100 messages a
 * second go out as a few events, none dropped (a batch larger than one event goes as several).
 */
export const lotteryBarrageEvents = (deps: Pick<Deps, 'bus' | 'log'>) =>
  lotteryEventBatcher<LotteryScreenMessage>(deps, async (activityId, messages) => {
    for (let start = 0; start < messages.length; start += lotteryLimits.barrageBatch) {
      await deps.bus.publish(liveChannels.stage(activityId), 'lottery.barrage', {
        activity_id: activityId,
        messages: messages.slice(start, start + lotteryLimits.barrageBatch),
      });
    }
  });

export type LotteryBarrageEvents = ReturnType<typeof lotteryBarrageEvents>;
