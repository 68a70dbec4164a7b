import { type LotterySettings, lotterySettingsSchema } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/index.js';
import { activityOwner } from '../activity/index.js';
import { lotterySettings } from './lottery.table.js';

export type LotterySettingsPart = keyof LotterySettings;
/** The parts that are objects of fields, which a save may change a few fields of. */
type FieldsPart = Exclude<LotterySettingsPart, 'fields'>;

/** A lottery's settings row: read whole with every part's defaults, saved one part at a time. */
export const lotterySettingsRepository = (db: Db) => ({
  /** The settings of the activity, as the contract's defaults until saved. */
  read: async (activityId: number): Promise<LotterySettings> => {
    const [row] = await db.select().from(lotterySettings).where(eq(lotterySettings.activityId, activityId));
    return lotterySettingsSchema.parse(row ?? {});
  },
  /** The whole settings of a lottery just made (from a template or a copy). */
  create: (activity: ActivityRecord, value: LotterySettings) =>
    db.insert(lotterySettings).values({ ...activityOwner(activity), ...value }),
  save: async <P extends LotterySettingsPart>(activity: ActivityRecord, part: P, value: LotterySettings[P]) => {
    await db
      .insert(lotterySettings)
      .values({
        tenantId: activity.tenantId,
        customerId: activity.customerId,
        activityId: activity.id,
        [part]: value,
      })
      .onConflictDoUpdate({ target: lotterySettings.activityId, set: { [part]: value } });
    return value;
  },
  /**
   * Saves the fields given into the stored part, in one statement (jsonb `||`), so a field not given keeps its
   * value even beside a concurrent save of other fields; answers the whole part with its defaults.
   */
  merge: async <P extends FieldsPart>(activity: ActivityRecord, part: P, fields: Partial<LotterySettings[P]>) => {
    const column = lotterySettings[part];
    const [row] = await db
      .insert(lotterySettings)
      .values({ ...activityOwner(activity), [part]: fields })
      .onConflictDoUpdate({
        target: lotterySettings.activityId,
        set: { [part]: sql`${column} || ${JSON.stringify(fields)}::jsonb` },
      })
      .returning({ stored: column });
    return lotterySettingsSchema.shape[part].parse(row?.stored) as LotterySettings[P];
  },
});
