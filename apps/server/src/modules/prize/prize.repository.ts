import { and, asc, eq, inArray, isNull, max, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities } from '../activity/index.js';
import type { Owner } from '../wallet/index.js';
import type { GoodsRow, TurnRow } from './prize.mappers.js';
import { type prizeDraws, prizeGoods, prizeTurns } from './prize.table.js';

export type TurnFields = Pick<TurnRow, 'name' | 'needPass' | 'dayLimit' | 'totalLimit'> &
  Partial<Pick<TurnRow, 'status'>>;
export type GoodsFields = Pick<GoodsRow, 'name' | 'image' | 'stock' | 'chance'>;

/** Rows of the organiser's, by tenant and customer: every prize query filters so. */
export const owned = <T extends typeof prizeTurns | typeof prizeGoods | typeof prizeDraws>(table: T, owner: Owner) =>
  and(eq(table.tenantId, owner.tenantId), eq(table.customerId, owner.customerId));

/** A live turn of the organiser's, in one of their live activities. */
const ownTurn = (owner: Owner, id: number) =>
  and(eq(prizeTurns.id, id), owned(prizeTurns, owner), isNull(prizeTurns.deletedAt), isNull(activities.deletedAt));

/** A turn's goods in their order, deleted ones left out. */
export const goodsOfTurns = (db: Db, turnIds: number[]): Promise<GoodsRow[]> =>
  turnIds.length
    ? db
        .select()
        .from(prizeGoods)
        .where(and(inArray(prizeGoods.turnId, turnIds), isNull(prizeGoods.deletedAt)))
        .orderBy(asc(prizeGoods.sort), asc(prizeGoods.id))
    : Promise.resolve([]);

/** The organiser's turns and goods; every query filters by tenant and customer. */
export const prizeRepository = (db: Db) => ({
  turnsOf: (owner: Owner, activityId: number) =>
    db
      .select()
      .from(prizeTurns)
      .where(and(eq(prizeTurns.activityId, activityId), owned(prizeTurns, owner), isNull(prizeTurns.deletedAt)))
      .orderBy(asc(prizeTurns.sort), asc(prizeTurns.id)),
  /** With `lock`, holds the turn so goods changes to it run one at a time. */
  turnById: async (owner: Owner, id: number, lock = false): Promise<TurnRow | null> => {
    const query = db
      .select({ turn: prizeTurns })
      .from(prizeTurns)
      .innerJoin(activities, eq(activities.id, prizeTurns.activityId))
      .where(ownTurn(owner, id));
    return (await (lock ? query.for('update', { of: prizeTurns }) : query))[0]?.turn ?? null;
  },
  nextTurnSort: async (owner: Owner, activityId: number) =>
    ((
      await db
        .select({ last: max(prizeTurns.sort) })
        .from(prizeTurns)
        .where(and(eq(prizeTurns.activityId, activityId), owned(prizeTurns, owner)))
    )[0]?.last ?? 0) + 1,
  insertTurn: async (owner: Owner, activityId: number, sort: number, fields: TurnFields) =>
    (
      await db
        .insert(prizeTurns)
        .values({ ...fields, ...owner, activityId, sort })
        .returning()
    )[0]!,
  updateTurn: async (owner: Owner, id: number, fields: TurnFields) =>
    (
      await db
        .update(prizeTurns)
        .set(fields)
        .where(and(eq(prizeTurns.id, id), owned(prizeTurns, owner)))
        .returning()
    )[0]!,
  deleteTurn: (owner: Owner, id: number, now: Date) =>
    db
      .update(prizeTurns)
      .set({ deletedAt: now })
      .where(and(eq(prizeTurns.id, id), owned(prizeTurns, owner))),

  /** Live goods of a live turn of the organiser's. */
  goodsById: async (owner: Owner, id: number): Promise<GoodsRow | null> =>
    (
      await db
        .select({ goods: prizeGoods })
        .from(prizeGoods)
        .innerJoin(prizeTurns, eq(prizeTurns.id, prizeGoods.turnId))
        .innerJoin(activities, eq(activities.id, prizeTurns.activityId))
        .where(
          and(
            eq(prizeGoods.id, id),
            owned(prizeGoods, owner),
            isNull(prizeGoods.deletedAt),
            isNull(prizeTurns.deletedAt),
            isNull(activities.deletedAt),
          ),
        )
    )[0]?.goods ?? null,
  /** The chance the turn's goods take, leaving one of them out (the one being edited). */
  chanceSum: async (turnId: number, except?: number) =>
    Number(
      (
        await db
          .select({ total: sum(prizeGoods.chance) })
          .from(prizeGoods)
          .where(
            and(
              eq(prizeGoods.turnId, turnId),
              isNull(prizeGoods.deletedAt),
              except ? ne(prizeGoods.id, except) : undefined,
            ),
          )
      )[0]?.total ?? 0,
    ),
  nextGoodsSort: async (turnId: number) =>
    ((
      await db
        .select({ last: max(prizeGoods.sort) })
        .from(prizeGoods)
        .where(eq(prizeGoods.turnId, turnId))
    )[0]?.last ?? 0) + 1,
  insertGoods: async (turn: TurnRow, sort: number, fields: GoodsFields) =>
    (
      await db
        .insert(prizeGoods)
        .values({
          ...fields,
          tenantId: turn.tenantId,
          customerId: turn.customerId,
          activityId: turn.activityId,
          turnId: turn.id,
          sort,
        })
        .returning()
    )[0]!,
  updateGoods: async (owner: Owner, id: number, fields: GoodsFields) =>
    (
      await db
        .update(prizeGoods)
        .set(fields)
        .where(and(eq(prizeGoods.id, id), owned(prizeGoods, owner)))
        .returning()
    )[0]!,
  deleteGoods: (owner: Owner, id: number, now: Date) =>
    db
      .update(prizeGoods)
      .set({ deletedAt: now })
      .where(and(eq(prizeGoods.id, id), owned(prizeGoods, owner))),
  /** Numbers the turn's goods 1, 2, 3 … in the order of `ids`, in one statement. */
  reorderGoods: (owner: Owner, turnId: number, ids: number[]) =>
    db.execute(sql`
      update ${prizeGoods} set sort = v.ord
      from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as v(id, ord)
      where ${prizeGoods.id} = v.id and ${prizeGoods.turnId} = ${turnId} and ${owned(prizeGoods, owner)}`),
});
