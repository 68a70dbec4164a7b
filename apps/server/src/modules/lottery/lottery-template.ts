import { lotteryLimits, lotterySettingsSchema, lotteryTierFieldsSchema, withPerSpin } from '@app/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/index.js';
import { lotterySettingsRepository } from './lottery-settings.repository.js';
import { toTierFields } from './lottery-tier.mappers.js';
import { lotteryTierRepository } from './lottery-tier.repository.js';

/**
 * What a big-screen lottery template sets up: the lottery's settings (look, draw options, sign-in, fields, barrage;
 * each part the defaults where the template says nothing) and its prize tiers, in show order.
 */
export const lotteryTemplateSchema = lotterySettingsSchema.extend({
  tiers: z.array(withPerSpin(lotteryTierFieldsSchema)).max(lotteryLimits.tiers).default([]),
});
export type LotteryTemplateSettings = z.input<typeof lotteryTemplateSchema>;

/** Lets a seed be written with the template's own type and stored as the templates table keeps settings. */
export const lotteryTemplate = (settings: LotteryTemplateSettings): Record<string, unknown> => settings;

/** Gives a lottery just made from a template the template's settings and tiers, in the draft's transaction. */
export const addTemplateLottery = async (tx: Db, draft: ActivityRecord, templateSettings: Record<string, unknown>) => {
  const { tiers, ...settings } = lotteryTemplateSchema.parse(templateSettings);
  await lotterySettingsRepository(tx).create(draft, settings);
  const repo = lotteryTierRepository(tx);
  for (const tier of tiers) await repo.insert(draft, toTierFields(tier));
};
