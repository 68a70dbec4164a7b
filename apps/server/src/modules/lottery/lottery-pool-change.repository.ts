import type { LotteryPoolChange } from '@app/contract';
import { and, asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activityOwner, ofActivity } from '../activity/index.js';
import { lotteryPoolChanges } from './lottery.table.js';
import type { LotteryScope } from './lottery-people.repository.js';

export type PoolChangeRow = typeof lotteryPoolChanges.$inferSelect;
export type PoolChangeBy = PoolChangeRow['by'];

/** The hand-made changes to who may be drawn, of one lottery. */
export const lotteryPoolChangeRepository = (db: Db) => ({
  record: async (
    s: LotteryScope,
    people: { id: number; name: string }[],
    change: { change: LotteryPoolChange; by: PoolChangeBy; at: Date },
  ) => {
    if (people.length === 0) return;
    const { at: createdAt, ...what } = change;
    await db
      .insert(lotteryPoolChanges)
      .values(people.map((p) => ({ ...activityOwner(s), personId: p.id, name: p.name, ...what, createdAt })));
  },
  /** Every change of the lottery, oldest first (a lottery's hand changes are a few hundred at most). */
  all: (s: LotteryScope) =>
    db
      .select()
      .from(lotteryPoolChanges)
      .where(and(ofActivity(lotteryPoolChanges, s)))
      .orderBy(asc(lotteryPoolChanges.id)),
});
