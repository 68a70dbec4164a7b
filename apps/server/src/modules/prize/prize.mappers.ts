import type { contract, DataOf, PrizeGoods, PrizeTurn, PrizeWin } from '@app/contract';
import { percentOf } from './draw.js';
import type { prizeDraws, prizeGoods, prizeTurns } from './prize.table.js';

export type TurnRow = typeof prizeTurns.$inferSelect;
export type GoodsRow = typeof prizeGoods.$inferSelect;
export type DrawRow = typeof prizeDraws.$inferSelect;
/** A win with who won it and the goods' picture, as the win queries select it. */
export type WinRow = { draw: DrawRow; name: string; phone: string; unit: string; image: string };

export const toGoods = (r: GoodsRow): PrizeGoods => ({
  id: r.id,
  turn_id: r.turnId,
  name: r.name,
  image: r.image,
  stock: r.stock,
  won: r.won,
  probability: percentOf(r.chance),
  sort: r.sort,
});

export const toTurn = (r: TurnRow, goods: GoodsRow[]): PrizeTurn => ({
  id: r.id,
  activity_id: r.activityId,
  name: r.name,
  need_pass: r.needPass,
  day_limit: r.dayLimit,
  total_limit: r.totalLimit,
  status: r.status,
  goods: goods.filter((g) => g.turnId === r.id).map(toGoods),
});

export const toWin = ({ draw, name, phone, unit, image }: WinRow): PrizeWin => ({
  id: draw.id,
  code: draw.code ?? '',
  activity_id: draw.activityId,
  turn_name: draw.turnName,
  goods_name: draw.goodsName,
  goods_image: image,
  participant_id: draw.participantId,
  name,
  phone,
  unit,
  won_at: draw.createdAt.toISOString(),
  redeemed_at: draw.redeemedAt?.toISOString() ?? null,
});

type MyWin = DataOf<typeof contract.prize.h5Mine>[number];

export const toMyWin = (w: WinRow): MyWin => ({
  code: w.draw.code ?? '',
  turn_name: w.draw.turnName,
  goods_name: w.draw.goodsName,
  goods_image: w.image,
  won_at: w.draw.createdAt.toISOString(),
  redeemed: w.draw.redeemedAt !== null,
});

export type H5Turn = DataOf<typeof contract.prize.h5Turns>[number];
/** What a participant sees of goods: never the stock or the odds. */
export const toH5Goods = (g: GoodsRow) => ({ id: g.id, name: g.name, image: g.image });
