import { and, count, desc, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { participants } from '../activity/index.js';
import type { Owner } from '../wallet/index.js';
import type { WinRow } from './prize.mappers.js';
import { owned } from './prize.repository.js';
import { prizeDraws, prizeGoods } from './prize.table.js';

export type WinFilter = { keywords: string; redeemed: '' | number };

/** A win with who won it and the goods' picture (goods deleted since keep their row). */
export const selectWins = (db: Db) =>
  db
    .select({
      draw: prizeDraws,
      name: participants.name,
      phone: participants.phone,
      unit: participants.unit,
      image: prizeGoods.image,
    })
    .from(prizeDraws)
    .innerJoin(participants, eq(participants.id, prizeDraws.participantId))
    .innerJoin(prizeGoods, eq(prizeGoods.id, prizeDraws.goodsId))
    .$dynamic();

/** The organiser's wins: draws that won goods, each with its redemption code. */
export const winRepository = (db: Db) => ({
  winPage: async (owner: Owner, activityId: number, filter: WinFilter, paging: { page: number; limit: number }) => {
    const pattern = filter.keywords ? containing(filter.keywords) : undefined;
    const where = and(
      eq(prizeDraws.activityId, activityId),
      owned(prizeDraws, owner),
      isNotNull(prizeDraws.code),
      pattern
        ? or(ilike(participants.name, pattern), ilike(participants.phone, pattern), ilike(prizeDraws.code, pattern))
        : undefined,
      filter.redeemed === ''
        ? undefined
        : filter.redeemed
          ? isNotNull(prizeDraws.redeemedAt)
          : isNull(prizeDraws.redeemedAt),
    );
    const [rows, totals] = await Promise.all([
      selectWins(db)
        .where(where)
        .orderBy(desc(prizeDraws.createdAt), desc(prizeDraws.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db
        .select({ n: count() })
        .from(prizeDraws)
        .innerJoin(participants, eq(participants.id, prizeDraws.participantId))
        .where(where),
    ]);
    return { rows: rows as WinRow[], total: totals[0]?.n ?? 0 };
  },
  winByCode: async (owner: Owner, code: string): Promise<WinRow | null> =>
    ((await selectWins(db).where(and(eq(prizeDraws.code, code), owned(prizeDraws, owner))))[0] as WinRow) ?? null,
  /** Marks a win handed over; null when it already was (the guard makes a second redemption lose). */
  redeem: async (owner: Owner, id: number, by: number, now: Date) =>
    (
      await db
        .update(prizeDraws)
        .set({ redeemedAt: now, redeemedBy: by })
        .where(and(eq(prizeDraws.id, id), owned(prizeDraws, owner), isNull(prizeDraws.redeemedAt)))
        .returning({ id: prizeDraws.id })
    )[0] ?? null,
});
