import { randomInt } from 'node:crypto';
import { errorTable } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { resolveTicket, shanghaiDayOf } from '../activity/index.js';
import { landOn, rollRange } from './draw.js';
import { type DrawCounts, drawRepository } from './draw.repository.js';
import { type H5Turn, type TurnRow, toH5Goods, toMyWin } from './prize.mappers.js';
import { goodsOfTurns } from './prize.repository.js';
import { newRedemptionCode } from './redemption-code.js';

export type DrawDeps = Pick<Deps, 'db' | 'clock'> & {
  /** A whole number in [0, 10000); the CSPRNG unless a test fixes it. */
  roll?: () => number;
  newCode?: () => string;
};

type Refusal = 'PRIZE_NEED_PASS' | 'PRIZE_DAY_LIMIT' | 'PRIZE_TOTAL_LIMIT';

/** Why the participant may not draw in the turn now, checked in the order a participant would fix them. */
const refusalOf = (turn: TurnRow, passed: boolean, counts: DrawCounts): Refusal | undefined => {
  if (turn.needPass && !passed) return 'PRIZE_NEED_PASS';
  if (turn.dayLimit > 0 && counts.today >= turn.dayLimit) return 'PRIZE_DAY_LIMIT';
  if (turn.totalLimit > 0 && counts.total >= turn.totalLimit) return 'PRIZE_TOTAL_LIMIT';
  return undefined;
};

/** Draws left: the tighter of the day's and the total's; null when neither limits. */
const drawsLeft = (turn: TurnRow, counts: DrawCounts) => {
  const left = [
    turn.dayLimit > 0 ? turn.dayLimit - counts.today : undefined,
    turn.totalLimit > 0 ? turn.totalLimit - counts.total : undefined,
  ].filter((n) => n !== undefined);
  return left.length ? Math.max(0, Math.min(...left)) : null;
};

const none: DrawCounts = { total: 0, today: 0 };
// A clash among 32^8 codes is rare; a few tries make a failure practically impossible.
const codeTries = 5;

/** The participant's side of prizes: the turns they may draw in, the draw itself, and their wins. */
export const prizeDrawService = (deps: DrawDeps) => {
  const { db, clock } = deps;
  const roll = deps.roll ?? (() => randomInt(rollRange));
  const newCode = deps.newCode ?? newRedemptionCode;

  const recordWin = async (tx: Db, draw: Parameters<ReturnType<typeof drawRepository>['insertDraw']>[0]) => {
    for (let i = 0; i < codeTries; i += 1) {
      const row = await drawRepository(tx).insertDraw({ ...draw, code: newCode() });
      if (row) return row;
    }
    throw new AppError('INTERNAL');
  };

  return {
    turns: async (ticket: string): Promise<H5Turn[]> => {
      const { participant, activity } = await resolveTicket(db, ticket, clock());
      const repo = drawRepository(db);
      const turns = await repo.openTurns(activity.id);
      const ids = turns.map((t) => t.id);
      const [goods, counts, passed] = await Promise.all([
        goodsOfTurns(db, ids),
        repo.counts(participant.id, ids, shanghaiDayOf(clock())),
        repo.hasPassed(activity.id, participant.id),
      ]);
      return turns.map((turn) => {
        const refusal = refusalOf(turn, passed, counts.get(turn.id) ?? none);
        return {
          id: turn.id,
          name: turn.name,
          need_pass: turn.needPass,
          goods: goods.filter((g) => g.turnId === turn.id).map(toH5Goods),
          draws_left: drawsLeft(turn, counts.get(turn.id) ?? none),
          can_draw: !refusal,
          reason: refusal ? errorTable[refusal].msg : '',
        };
      });
    },
    /** One draw, all in one transaction with the participant's row held: limits cannot be outrun. */
    draw: async (ticket: string, turnId: number) => {
      const now = clock();
      const { participant, activity } = await resolveTicket(db, ticket, now);
      const day = shanghaiDayOf(now);
      return db.transaction(async (tx) => {
        const repo = drawRepository(tx);
        await repo.lockParticipant(participant.id);
        const turn = await repo.turnOf(activity.id, turnId);
        if (!turn) throw new AppError('PRIZE_TURN_NOT_FOUND');
        if (turn.status !== 'on') throw new AppError('PRIZE_TURN_CLOSED');
        const counts = (await repo.counts(participant.id, [turn.id], day)).get(turn.id) ?? none;
        const refusal = refusalOf(turn, await repo.hasPassed(activity.id, participant.id), counts);
        if (refusal) throw new AppError(refusal);
        const goods = await goodsOfTurns(tx, [turn.id]);
        const pool = goods.map((g) => ({ id: g.id, chance: g.chance, stock: g.stock }));
        const rolled = roll();
        const landed = landOn(pool, rolled);
        const taken = landed ? await repo.takeOne(landed.id) : null;
        const draw = {
          tenantId: activity.tenantId,
          customerId: activity.customerId,
          activityId: activity.id,
          turnId: turn.id,
          participantId: participant.id,
          day,
          roll: rolled,
          pool: JSON.stringify(pool),
          turnName: turn.name,
        };
        if (!taken) {
          const row = (await repo.insertDraw(draw))!;
          return { draw_id: row.id, won: false, goods: null, code: null };
        }
        const row = await recordWin(tx, { ...draw, goodsId: taken.id, goodsName: taken.name });
        return { draw_id: row.id, won: true, goods: toH5Goods(taken), code: row.code };
      });
    },
    mine: async (ticket: string) => {
      const { participant } = await resolveTicket(db, ticket, clock());
      return (await drawRepository(db).winsOf(participant.id)).map(toMyWin);
    },
  };
};
