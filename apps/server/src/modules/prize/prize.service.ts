import type { contract, List, ParsedInputOf, PrizeWin } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownActivity } from '../activity/index.js';
import { ownerOf } from '../wallet/index.js';
import { chanceOf, rollRange } from './draw.js';
import { toGoods, toTurn, toWin } from './prize.mappers.js';
import { goodsOfTurns, prizeRepository } from './prize.repository.js';
import { normalizeCode } from './redemption-code.js';
import { winRepository } from './win.repository.js';

type Input<E extends keyof typeof contract.prize> = ParsedInputOf<(typeof contract.prize)[E]>;
type TurnInput = Input<'turnAdd'> | Input<'turnConfig'>;

const turnFieldsOf = (input: TurnInput) => ({
  name: input.name,
  needPass: input.need_pass,
  dayLimit: input.day_limit,
  totalLimit: input.total_limit,
});

const turnOf = async (db: Db, user: CurrentUser, id: number, lock = false) => {
  const turn = await prizeRepository(db).turnById(ownerOf(user), id, lock);
  if (!turn) throw new AppError('PRIZE_TURN_NOT_FOUND');
  return turn;
};

const withGoods = async (db: Db, turn: Parameters<typeof toTurn>[0]) => toTurn(turn, await goodsOfTurns(db, [turn.id]));

/** The organiser's prize turns and their goods, and the wins they hand over. */
export const prizeService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const { db, clock } = deps;
  const repo = prizeRepository(db);
  const winRepo = winRepository(db);

  /** A win of one of the organiser's activities, by the code the winner shows. */
  const winOf = async (user: CurrentUser, typed: string) => {
    const win = await winRepo.winByCode(ownerOf(user), normalizeCode(typed));
    if (!win) throw new AppError('PRIZE_CODE_NOT_FOUND');
    return win;
  };

  return {
    turns: async (user: CurrentUser, activityId: number) => {
      await ownActivity(db, user, activityId);
      const turns = await repo.turnsOf(ownerOf(user), activityId);
      const goods = await goodsOfTurns(
        db,
        turns.map((t) => t.id),
      );
      return turns.map((t) => toTurn(t, goods));
    },
    addTurn: async (user: CurrentUser, input: Input<'turnAdd'>) => {
      await ownActivity(db, user, input.activity_id);
      const sort = await repo.nextTurnSort(ownerOf(user), input.activity_id);
      return toTurn(await repo.insertTurn(ownerOf(user), input.activity_id, sort, turnFieldsOf(input)), []);
    },
    configTurn: async (user: CurrentUser, input: Input<'turnConfig'>) => {
      await turnOf(db, user, input.turn_id);
      const turn = await repo.updateTurn(ownerOf(user), input.turn_id, {
        ...turnFieldsOf(input),
        status: input.status,
      });
      return withGoods(db, turn);
    },
    deleteTurn: async (user: CurrentUser, id: number) => {
      await turnOf(db, user, id);
      await repo.deleteTurn(ownerOf(user), id, clock());
      return null;
    },
    goods: async (user: CurrentUser, turnId: number) => {
      await turnOf(db, user, turnId);
      return (await goodsOfTurns(db, [turnId])).map(toGoods);
    },
    /** The turn is held while its chances are summed, so two saves cannot together pass 100%. */
    saveGoods: (user: CurrentUser, input: Input<'goodsSave'>) =>
      db.transaction(async (tx) => {
        const turn = await turnOf(tx, user, input.turn_id, true);
        const editing = input.id ? input.id : undefined;
        const goodsRepo = prizeRepository(tx);
        if (editing) {
          const goods = await goodsRepo.goodsById(ownerOf(user), editing);
          if (!goods || goods.turnId !== turn.id) throw new AppError('PRIZE_GOODS_NOT_FOUND');
        }
        const chance = chanceOf(input.probability);
        if ((await goodsRepo.chanceSum(turn.id, editing)) + chance > rollRange) {
          throw new AppError('PRIZE_PROBABILITY_OVER');
        }
        const fields = { name: input.name, image: input.image, stock: input.stock, chance };
        const row = editing
          ? await goodsRepo.updateGoods(ownerOf(user), editing, fields)
          : await goodsRepo.insertGoods(turn, await goodsRepo.nextGoodsSort(turn.id), fields);
        return toGoods(row);
      }),
    deleteGoods: async (user: CurrentUser, id: number) => {
      if (!(await repo.goodsById(ownerOf(user), id))) throw new AppError('PRIZE_GOODS_NOT_FOUND');
      await repo.deleteGoods(ownerOf(user), id, clock());
      return null;
    },
    /** The new order must name every goods of the turn exactly once. */
    sort: (user: CurrentUser, input: Input<'sort'>) =>
      db.transaction(async (tx) => {
        await turnOf(tx, user, input.turn_id, true);
        const current = new Set((await goodsOfTurns(tx, [input.turn_id])).map((g) => g.id));
        const given = new Set(input.ids);
        const same =
          given.size === input.ids.length && given.size === current.size && input.ids.every((id) => current.has(id));
        if (!same) throw new AppError('PRIZE_SORT_MISMATCH');
        await prizeRepository(tx).reorderGoods(ownerOf(user), input.turn_id, input.ids);
        return (await goodsOfTurns(tx, [input.turn_id])).map(toGoods);
      }),
    wins: async (user: CurrentUser, input: Input<'winList'>): Promise<List<PrizeWin>> => {
      await ownActivity(db, user, input.activity_id);
      const { page, limit, keywords, redeemed } = input;
      const { rows, total } = await winRepo.winPage(
        ownerOf(user),
        input.activity_id,
        { keywords, redeemed },
        { page, limit },
      );
      return { list: rows.map(toWin), total, page, limit };
    },
    checkCode: async (user: CurrentUser, code: string) => toWin(await winOf(user, code)),
    verify: async (user: CurrentUser, code: string) => {
      const win = await winOf(user, code);
      if (!(await winRepo.redeem(ownerOf(user), win.draw.id, user.id, clock())))
        throw new AppError('PRIZE_CODE_REDEEMED');
      return toWin(await winOf(user, code));
    },
  };
};
