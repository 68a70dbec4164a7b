import type { contract, LotteryTier, ParsedInputOf } from '@app/contract';
import type { LotteryTierFields, LotteryTierRow } from './lottery-tier.repository.js';

/** A tier as `Nd/add` takes it (per-spin completed), or as a template names it. */
export type LotteryTierEdit = Omit<ParsedInputOf<typeof contract.lotteryNd.add>, 'activity_id' | 'id'>;

export const toTierFields = (input: LotteryTierEdit): LotteryTierFields => ({
  name: input.name,
  prizeTitle: input.prize_title,
  prizeImage: input.prize_image,
  count: input.count,
  perSpin: input.per_spin,
  groups: [...new Set(input.groups)],
  sort: input.sort,
});

export const toLotteryTier = ({ tier, won, confirmed, draws }: LotteryTierRow): LotteryTier => ({
  id: tier.id,
  activity_id: tier.activityId,
  name: tier.name,
  prize_title: tier.prizeTitle,
  prize_image: tier.prizeImage,
  count: tier.count,
  per_spin: tier.perSpin,
  groups: tier.groups,
  sort: tier.sort,
  won,
  confirmed,
  remaining: Math.max(tier.count - won, 0),
  draws,
});
