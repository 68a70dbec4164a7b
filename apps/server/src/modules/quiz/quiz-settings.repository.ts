import type { QuizSettings } from '@app/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities } from '../activity/index.js';
import type { Owner } from '../wallet/index.js';

const ownActivityRow = (owner: Owner, id: number) =>
  and(
    eq(activities.id, id),
    eq(activities.tenantId, owner.tenantId),
    eq(activities.customerId, owner.customerId),
    isNull(activities.deletedAt),
  );

/** A quiz's settings live in its activity row. */
export const quizSettingsRepository = (db: Db) => ({
  save: async (owner: Owner, id: number, settings: QuizSettings) => {
    await db.update(activities).set({ settings }).where(ownActivityRow(owner, id));
  },
  /** Sets one key in place, so it cannot undo a whole-settings save that lands at the same time. */
  setDayMax: async (owner: Owner, id: number, dayMax: number) => {
    await db
      .update(activities)
      .set({ settings: sql`jsonb_set(${activities.settings}, '{day_max}', to_jsonb(${dayMax}::int))` })
      .where(ownActivityRow(owner, id));
  },
});
