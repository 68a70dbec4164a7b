import type { CompetitionSettings } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ActivityRecord, activities } from '../activity/index.js';
import { competitionEntries } from './competition.table.js';

const unscored = sql`not exists (select 1 from ${competitionEntries} e where e.activity_id = ${activities.id})`;

/** The competition's settings, under `competition` in the activity's settings (the quiz rounds keep the rest). */
export const competitionSettingsRepository = (db: Db) => ({
  /** Merges `part` in; with `whileUnscored`, only while the ledger is empty. Answers the activity, or undefined. */
  save: async (activity: ActivityRecord, part: Partial<CompetitionSettings>, whileUnscored = false) =>
    (
      await db
        .update(activities)
        .set({
          settings: sql`jsonb_set(${activities.settings}, '{competition}',
            coalesce(${activities.settings} -> 'competition', '{}'::jsonb) || ${JSON.stringify(part)}::jsonb)`,
        })
        .where(whileUnscored ? and(eq(activities.id, activity.id), unscored) : eq(activities.id, activity.id))
        .returning()
    )[0],
});
