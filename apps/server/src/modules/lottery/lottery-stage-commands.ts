import { randomInt } from 'node:crypto';
import {
  type LotteryCommand,
  type LotterySettings,
  type LotteryTier,
  lotteryCommandsByPhase,
  lotteryCommandTitles,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { ActivityRecord } from '../activity/index.js';
import { commitmentOf, newSeed, pickWinners, poolHashOf } from './lottery-draw.js';
import { type LotteryDrawRow, lotteryDrawRepository } from './lottery-draw.repository.js';
import { pageCountOf } from './lottery-stage.mappers.js';
import type { LotteryStageChanges, LotteryStageRow } from './lottery-stage.repository.js';
import { toLotteryTier } from './lottery-tier.mappers.js';
import { lotteryTierRepository } from './lottery-tier.repository.js';

export type LotteryCommandInput = {
  command: LotteryCommand;
  tier_id?: number | undefined;
  count?: number | undefined;
  person_ids?: number[] | undefined;
  page?: number | undefined;
  on?: boolean | undefined;
};

/** What a command runs on: the transaction (the session row is locked), the stage as it is, and the settings. */
export type CommandContext = {
  tx: Db;
  activity: ActivityRecord;
  stage: LotteryStageRow;
  settings: LotterySettings;
  now: Date;
};

/**
 * The tier `open` takes without a tier named: the next one in show order after the shown one that still has
 * prizes (from the first again at the end), or a random one of those when the prize order is random.
 */
const nextTier = (tiers: LotteryTier[], currentId: number | null, random: boolean) => {
  const open = tiers.filter((t) => t.remaining > 0);
  if (open.length === 0) throw new AppError(tiers.length ? 'LOTTERY_TIER_DONE' : 'LOTTERY_NO_TIERS');
  if (random) {
    const others = open.length > 1 ? open.filter((t) => t.id !== currentId) : open;
    return others[randomInt(others.length)]!;
  }
  const at = tiers.findIndex((t) => t.id === currentId);
  return [...tiers.slice(at + 1), ...tiers.slice(0, at + 1)].find((t) => t.remaining > 0)!;
};

/** A fresh seed, committed to at once: the draw row is written before anything can be decided. */
const openDraw = async (c: CommandContext, values: Pick<LotteryDrawRow, 'tierId' | 'count' | 'redrawOf'>) => {
  const seed = newSeed();
  return lotteryDrawRepository(c.tx).open(c.activity, {
    ...values,
    seed: seed.toString('hex'),
    commitment: commitmentOf(seed),
    openedAt: c.now,
  });
};

const shownDraw = async (c: CommandContext) => {
  const draw = c.stage.drawId ? await lotteryDrawRepository(c.tx).draw(c.activity, c.stage.drawId) : undefined;
  if (!draw) throw new AppError('LOTTERY_COMMAND_OUT_OF_ORDER');
  return draw;
};

const open = async (c: CommandContext, input: LotteryCommandInput): Promise<LotteryStageChanges> => {
  const tiers = (await lotteryTierRepository(c.tx).list(c.activity)).map(toLotteryTier);
  const tier = input.tier_id
    ? tiers.find((t) => t.id === input.tier_id)
    : nextTier(tiers, c.stage.tierId, c.settings.draw.random_prize_order);
  if (!tier) throw new AppError('LOTTERY_TIER_NOT_FOUND');
  if (tier.remaining <= 0) throw new AppError('LOTTERY_TIER_DONE');
  const count = Math.min(input.count ?? tier.per_spin, tier.remaining);
  const draw = await openDraw(c, { tierId: tier.id, count, redrawOf: null });
  return { phase: 'ready', tierId: tier.id, drawId: draw.id, page: 1 };
};

/** Locks the pool and decides the winners now, stored with the draw; the screen learns them at `stop`. */
const spin = async (c: CommandContext): Promise<LotteryStageChanges> => {
  const draws = lotteryDrawRepository(c.tx);
  const draw = await shownDraw(c);
  const tier = await lotteryTierRepository(c.tx).one(c.activity, draw.tierId);
  if (!tier) throw new AppError('LOTTERY_TIER_NOT_FOUND');
  const pool = await draws.pool(c.activity, {
    source: c.settings.draw.pool_source,
    tierId: draw.tierId,
    groups: tier.tier.groups,
    oneWinPerPerson: c.settings.draw.one_win_per_person,
  });
  if (pool.length === 0) throw new AppError('LOTTERY_POOL_EMPTY');
  if (pool.length < draw.count) {
    throw new AppError('LOTTERY_POOL_TOO_SMALL', `可参与抽奖的人数（${pool.length}）少于本次抽取人数（${draw.count}）`);
  }
  const winners = pickWinners(Buffer.from(draw.seed, 'hex'), draw.id, pool, draw.count);
  await draws.update(draw.id, { poolIds: pool, poolHash: poolHashOf(pool), winnerIds: winners, spunAt: c.now });
  await draws.addWinners(c.activity, draw, winners);
  return { phase: 'spinning', page: 1 };
};

const stop = async (c: CommandContext): Promise<LotteryStageChanges> => {
  const draw = await shownDraw(c);
  await lotteryDrawRepository(c.tx).update(draw.id, { stoppedAt: c.now });
  return { phase: 'result', page: 1 };
};

const page = async (c: CommandContext, input: LotteryCommandInput): Promise<LotteryStageChanges> => {
  const winners = (await shownDraw(c)).winnerIds.length;
  const last = pageCountOf(winners, c.settings.draw.page_size);
  return { page: Math.min(Math.max(input.page ?? 1, 1), last) };
};

/** Marks winners of the shown draw absent; confirmed winners are final. */
const absent = async (c: CommandContext, input: LotteryCommandInput): Promise<LotteryStageChanges> => {
  const draws = lotteryDrawRepository(c.tx);
  const draw = await shownDraw(c);
  const ids = [...new Set(input.person_ids ?? [])];
  if (ids.length === 0) throw new AppError('VALIDATION_FAILED', '请选择缺席的中奖者');
  const status = new Map((await draws.winnersOf(draw.id)).map((w) => [w.winner.personId, w.winner.status]));
  if (ids.some((id) => !status.has(id))) throw new AppError('LOTTERY_NOT_WINNER_OF_DRAW');
  if (ids.some((id) => status.get(id) === 'confirmed')) throw new AppError('LOTTERY_WINNER_CONFIRMED');
  if (await draws.redrawn(draw.id)) throw new AppError('LOTTERY_COMMAND_OUT_OF_ORDER');
  await draws.setStatus(draw.id, ids, 'absent');
  const absentIds = [...new Set([...draw.absentIds, ...ids])].sort((a, b) => a - b);
  await draws.update(draw.id, { absentIds });
  return {};
};

/** A new committed draw in the same tier for as many as the shown draw's absent winners, once per draw. */
const redraw = async (c: CommandContext): Promise<LotteryStageChanges> => {
  const draws = lotteryDrawRepository(c.tx);
  const draw = await shownDraw(c);
  const absentees = (await draws.winnersOf(draw.id)).filter((w) => w.winner.status === 'absent');
  if (absentees.length === 0 || (await draws.redrawn(draw.id))) throw new AppError('LOTTERY_NO_ABSENT');
  const next = await openDraw(c, { tierId: draw.tierId, count: absentees.length, redrawOf: draw.id });
  return { phase: 'ready', tierId: draw.tierId, drawId: next.id, page: 1 };
};

const confirm = async (c: CommandContext): Promise<LotteryStageChanges> => {
  const draw = await shownDraw(c);
  await lotteryDrawRepository(c.tx).confirmTier(c.activity, draw.tierId);
  return {};
};

/** Commands that leave the shown draw for another tier's, the wall or the end. */
const leaving: readonly LotteryCommand[] = ['open', 'wall', 'end'];

/**
 * A draw the host leaves opened but unspun is closed as abandoned: nobody was drawn with its seed, so the audit
 * reveals it, and lottery:verify checks it against its commitment rather than waiting for a stop that never comes.
 */
const abandonShownDraw = async (c: CommandContext) => {
  if (c.stage.phase !== 'ready' || !c.stage.drawId) return;
  await lotteryDrawRepository(c.tx).abandonUnspun(c.activity, c.stage.drawId, c.now);
};

/**
 * Applies a host command to the stage inside the caller's transaction and answers what the stage row becomes.
 * A command the phase does not take is refused naming the command.
 */
export const applyLotteryCommand = async (
  c: CommandContext,
  input: LotteryCommandInput,
): Promise<LotteryStageChanges> => {
  if (!lotteryCommandsByPhase[c.stage.phase].includes(input.command)) {
    throw new AppError(
      'LOTTERY_COMMAND_OUT_OF_ORDER',
      `当前环节不能进行该操作：${lotteryCommandTitles[input.command]}`,
    );
  }
  if (leaving.includes(input.command)) await abandonShownDraw(c);
  switch (input.command) {
    case 'wall':
      return { phase: 'wall' };
    case 'open':
      return open(c, input);
    case 'spin':
      return spin(c);
    case 'stop':
      return stop(c);
    case 'page':
      return page(c, input);
    case 'absent':
      return absent(c, input);
    case 'redraw':
      return redraw(c);
    case 'confirm':
      return confirm(c);
    case 'barrage':
      return { barrageOn: input.on ?? !c.stage.barrageOn };
    case 'end':
      return { phase: 'finished' };
  }
};
