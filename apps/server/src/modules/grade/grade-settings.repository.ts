import { type GradeField, type GradePageName, type GradePages, gradePagesSchema } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activityOwner, ofActivity } from '../activity/index.js';
import { gradeContestants, gradeSettings } from './grade.table.js';
import type { GradeScope } from './grade-group.repository.js';

/** An activity's judge-scoring settings row (made on its first save): the contestant fields and the pages' looks. */
export const gradeSettingsRepository = (db: Db) => {
  const stored = async (activity: GradeScope) =>
    (await db.select().from(gradeSettings).where(ofActivity(gradeSettings, activity)))[0];

  return {
    fields: async (activity: GradeScope): Promise<GradeField[]> => (await stored(activity))?.fields ?? [],

    /** The saved fields, the row locked until the transaction ends, so saves of the fields follow one another. */
    lockedFields: async (activity: GradeScope): Promise<GradeField[]> =>
      (
        await db
          .select({ fields: gradeSettings.fields })
          .from(gradeSettings)
          .where(ofActivity(gradeSettings, activity))
          .for('update')
      )[0]?.fields ?? [],

    saveFields: async (activity: GradeScope, fields: GradeField[]) => {
      await db
        .insert(gradeSettings)
        .values({ ...activityOwner(activity), fields })
        .onConflictDoUpdate({ target: gradeSettings.activityId, set: { fields } });
      return fields;
    },

    /** Removes these keys from every contestant's values. */
    dropValues: async (activity: GradeScope, keys: string[]) => {
      if (keys.length === 0) return;
      const list = sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      );
      await db
        .update(gradeContestants)
        .set({ values: sql`${gradeContestants.values} - array[${list}]::text[]` })
        .where(ofActivity(gradeContestants, activity));
    },

    /** Every page with its defaults. */
    pages: async (activity: GradeScope): Promise<GradePages> =>
      gradePagesSchema.parse((await stored(activity))?.pages ?? {}),

    /** Saves one page (jsonb `||`, so a concurrent save of another page keeps it); answers every page. */
    savePage: async <P extends GradePageName>(activity: GradeScope, page: P, value: GradePages[P]) => {
      const part = { [page]: value };
      const [row] = await db
        .insert(gradeSettings)
        .values({ ...activityOwner(activity), pages: part })
        .onConflictDoUpdate({
          target: gradeSettings.activityId,
          set: { pages: sql`${gradeSettings.pages} || ${JSON.stringify(part)}::jsonb` },
        })
        .returning({ pages: gradeSettings.pages });
      return gradePagesSchema.parse(row?.pages ?? {});
    },
  };
};
