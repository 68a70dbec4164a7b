import { type contract, lotteryLimits, type ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import type { ActivityRecord } from '../activity/index.js';
import { ownLottery } from './lottery-activity.js';
import { toLotteryTier, toTierFields } from './lottery-tier.mappers.js';
import { lotteryTierRepository } from './lottery-tier.repository.js';

type TierInput = ParsedInputOf<typeof contract.lotteryNd.add>;

/** A lottery's prize tiers (`Nd/list`, `Nd/add`, `Nd/delete`). */
export const lotteryTierService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;
  const repo = lotteryTierRepository(db);

  const tierOf = async (activity: ActivityRecord, id: number) => {
    const found = await repo.one(activity, id);
    if (!found) throw new AppError('LOTTERY_TIER_NOT_FOUND');
    return found;
  };

  return {
    list: async (user: CurrentUser, activityId: number) =>
      (await repo.list(await ownLottery(db, user, activityId))).map(toLotteryTier),

    /** Adds a tier, or edits one; a count below what the tier has given would take prizes back. */
    save: async (user: CurrentUser, input: TierInput) => {
      const activity = await ownLottery(db, user, input.activity_id);
      const fields = toTierFields(input);
      if (input.id === undefined) {
        if ((await repo.count(activity)) >= lotteryLimits.tiers) throw new AppError('LOTTERY_TIER_LIMIT');
        return toLotteryTier(await tierOf(activity, await repo.insert(activity, fields)));
      }
      const current = await tierOf(activity, input.id);
      if (fields.count < current.won) throw new AppError('LOTTERY_TIER_COUNT_BELOW_WON');
      await repo.update(activity, input.id, fields);
      return toLotteryTier(await tierOf(activity, input.id));
    },

    delete: async (user: CurrentUser, activityId: number, id: number) => {
      const activity = await ownLottery(db, user, activityId);
      await tierOf(activity, id);
      if (!(await repo.deleteUndrawn(activity, id))) throw new AppError('LOTTERY_TIER_HAS_DRAWS');
      return null;
    },
  };
};
