import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/index.js';
import { lotterySettingsRepository } from './lottery-settings.repository.js';
import { lotteryTierRepository } from './lottery-tier.repository.js';

/**
 * Gives a copied lottery the original's settings and tiers, every prize to draw again. People, sign-ins, barrage,
 * draws and winners belong to the original's event and stay behind.
 */
export const copyLottery = async (tx: Db, from: ActivityRecord, to: ActivityRecord) => {
  const settings = lotterySettingsRepository(tx);
  await settings.create(to, await settings.read(from.id));
  const tiers = lotteryTierRepository(tx);
  for (const { tier } of await tiers.list(from)) {
    const { name, prizeTitle, prizeImage, count, perSpin, groups, sort } = tier;
    await tiers.insert(to, { name, prizeTitle, prizeImage, count, perSpin, groups, sort });
  }
};
