import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/index.js';
import { ofActivity } from '../activity/index.js';
import { lotteryMessages } from './lottery.table.js';

export type MessageRow = typeof lotteryMessages.$inferSelect;
export type MessageInsert = typeof lotteryMessages.$inferInsert;
type Lottery = Pick<ActivityRecord, 'id' | 'tenantId' | 'customerId'>;

const m = lotteryMessages;

/** Barrage messages of one lottery: the phones' (moderated) and the organiser's system messages. */
export const lotteryBarrageRepository = (db: Db) => ({
  insert: async (row: MessageInsert) => (await db.insert(m).values(row).returning())[0]!,

  /** The phones' messages, newest first; `status` empty for every state. */
  page: async (activity: Lottery, status: '' | MessageRow['status'], page: { offset: number; limit: number }) => {
    const where = and(ofActivity(m, activity), eq(m.system, false), status ? eq(m.status, status) : undefined);
    const [rows, [total]] = await Promise.all([
      db.select().from(m).where(where).orderBy(desc(m.id)).limit(page.limit).offset(page.offset),
      db.select({ n: count() }).from(m).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Moves phones' messages to `status`; answers those that changed (already there: untouched). */
  setStatus: (activity: Lottery, ids: number[], status: MessageRow['status']) =>
    db
      .update(m)
      .set({ status })
      .where(and(ofActivity(m, activity), eq(m.system, false), inArray(m.id, ids), ne(m.status, status)))
      .returning(),

  systemList: (activity: Lottery, limit: number) =>
    db
      .select()
      .from(m)
      .where(and(ofActivity(m, activity), eq(m.system, true)))
      .orderBy(desc(m.id))
      .limit(limit),
  systemCount: async (activity: Lottery) =>
    (
      await db
        .select({ n: count() })
        .from(m)
        .where(and(ofActivity(m, activity), eq(m.system, true)))
    )[0]?.n ?? 0,
  deleteSystem: async (activity: Lottery, id: number) =>
    (
      await db
        .delete(m)
        .where(and(ofActivity(m, activity), eq(m.system, true), eq(m.id, id)))
        .returning({ id: m.id })
    ).length,
});
