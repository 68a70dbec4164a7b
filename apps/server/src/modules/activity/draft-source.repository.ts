import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { questionBanks } from '../question/index.js';
import { activityTemplates } from './activity.table.js';

export type TemplateRow = typeof activityTemplates.$inferSelect;

/** What a new draft is made from: the platform's templates and the public question banks they name. */
export const draftSourceRepository = (db: Db) => ({
  template: async (id: number) =>
    (await db.select().from(activityTemplates).where(eq(activityTemplates.id, id)))[0] ?? null,
  countTemplateUse: (id: number) =>
    db
      .update(activityTemplates)
      .set({ useCount: sql`${activityTemplates.useCount} + 1` })
      .where(eq(activityTemplates.id, id)),
  /** Public banks by their seed code; codes that name no public bank are left out. */
  publicBanks: (codes: string[]) =>
    codes.length
      ? db
          .select({ id: questionBanks.id, code: questionBanks.code })
          .from(questionBanks)
          .where(and(eq(questionBanks.isPublic, true), inArray(questionBanks.code, codes)))
      : Promise.resolve([]),
});
