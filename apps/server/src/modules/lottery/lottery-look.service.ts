import type { LotteryDrawOptions, LotteryLook } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { activityCapacity } from '../live-session/index.js';
import { ownLottery } from './lottery-activity.js';
import { lotterySettingsRepository } from './lottery-settings.repository.js';
import { toLotteryTier } from './lottery-tier.mappers.js';
import { lotteryTierRepository } from './lottery-tier.repository.js';

/** The big screen's look and the draw options (`Nd/site`, `Nd/config`), and the settings page's one read. */
export const lotteryLookService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;
  const settings = lotterySettingsRepository(db);
  return {
    /** Saves the fields sent; the others keep their saved values. */
    site: async (user: CurrentUser, activityId: number, look: Partial<LotteryLook>) =>
      settings.merge(await ownLottery(db, user, activityId), 'look', look),

    /** Saves the options sent; the others keep their saved values. */
    drawOptions: async (user: CurrentUser, activityId: number, options: Partial<LotteryDrawOptions>) =>
      settings.merge(await ownLottery(db, user, activityId), 'draw', options),

    settings: async (user: CurrentUser, activityId: number) => {
      const activity = await ownLottery(db, user, activityId);
      return {
        activity_id: activity.id,
        title: activity.title,
        code: activity.code ?? '',
        link: activity.code ? `/h5/${activity.code}` : '',
        settings: await settings.read(activity.id),
        tiers: (await lotteryTierRepository(db).list(activity)).map(toLotteryTier),
        capacity: await activityCapacity(db, activity.id),
      };
    },
  };
};
