import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities } from '../activity/index.js';
import { isUniqueViolation } from '../auth/index.js';
import { screenPasscodes } from './screen.table.js';

type Owner = { tenantId: number; customerId: number };

export const screenRepository = (db: Db) => ({
  pwdOf: async (activityId: number) => {
    const [row] = await db
      .select({ pwd: screenPasscodes.pwd })
      .from(screenPasscodes)
      .where(eq(screenPasscodes.activityId, activityId));
    return row?.pwd ?? null;
  },

  /** Sets the activity's passcode; false when another activity of the site holds it already. */
  save: async (owner: Owner, activityId: number, pwd: string) => {
    const saved = await db
      .insert(screenPasscodes)
      .values({ ...owner, activityId, pwd })
      .onConflictDoUpdate({ target: screenPasscodes.activityId, set: { pwd, updatedAt: new Date() } })
      .returning({ id: screenPasscodes.id })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return [];
        throw error;
      });
    return saved.length > 0;
  },

  /** The activity a passcode opens on this site, unless it was deleted. */
  activityOf: async (tenantId: number, pwd: string) => {
    const [row] = await db
      .select({ kind: activities.kind, code: activities.code, title: activities.title })
      .from(screenPasscodes)
      .innerJoin(activities, eq(activities.id, screenPasscodes.activityId))
      .where(and(eq(screenPasscodes.tenantId, tenantId), eq(screenPasscodes.pwd, pwd), isNull(activities.deletedAt)));
    return row ?? null;
  },
});
