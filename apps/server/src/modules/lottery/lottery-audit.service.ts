import type { LotteryAuditDraw, LotteryDrawState, LotteryTakeoverDecision } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import type { CurrentUser } from '../../platform/request-context.js';
import type { ActivityRecord } from '../activity/index.js';
import { ownLottery } from './lottery-activity.js';
import { type LotteryDrawRow, lotteryDrawRepository } from './lottery-draw.repository.js';
import { lotteryPoolChangeRepository, type PoolChangeRow } from './lottery-pool-change.repository.js';
import { toDrawWinner } from './lottery-stage.mappers.js';
import { lotteryTakeoverRepository } from './lottery-takeover.repository.js';
import { lotteryTierRepository } from './lottery-tier.repository.js';

type DecidedTakeover = Awaited<ReturnType<ReturnType<typeof lotteryTakeoverRepository>['decided']>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const stateOf = (d: LotteryDrawRow): LotteryDrawState =>
  d.abandonedAt ? 'abandoned' : d.stoppedAt ? 'stopped' : d.spunAt ? 'spun' : 'opened';

/**
 * The span of time whose changes to who may be drawn a draw's pool reflects: after the spin before it and up to
 * its own spin (up to now while it is not spun).
 */
const spanBefore = (spins: Date[]) => (draw: LotteryDrawRow) => {
  const until = draw.spunAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const since = Math.max(0, ...spins.map((t) => t.getTime()).filter((t) => t < until));
  return (at: Date) => at.getTime() > since && at.getTime() <= until;
};

const toPoolChange = (c: PoolChangeRow) => ({
  person_id: c.personId,
  name: c.name,
  change: c.change,
  by: c.by,
  at: c.createdAt.toISOString(),
});

const toDecision = ({ request, name }: DecidedTakeover): LotteryTakeoverDecision => ({
  id: request.id,
  person_id: request.personId,
  name,
  status: request.status === 'approved' ? 'approved' : 'refused',
  asked_at: request.createdAt.toISOString(),
  decided_at: (request.decidedAt ?? request.createdAt).toISOString(),
});

/**
 * Draws as the audit shows them, with their tiers' names and winners. The seed and the winners of a draw appear
 * once it is stopped: before that the screen has not shown them either. An abandoned draw's seed appears too, as
 * nobody was drawn with it.
 */
export const auditDraws = async (db: Db, activity: ActivityRecord, draws: LotteryDrawRow[]) => {
  const repo = lotteryDrawRepository(db);
  const closed = draws.filter((d) => d.stoppedAt || d.abandonedAt).map((d) => d.id);
  const [tiers, winners, spins, changes, takeovers] = await Promise.all([
    lotteryTierRepository(db).list(activity),
    repo.winnersOfDraws(closed),
    repo.spinTimes(activity),
    lotteryPoolChangeRepository(db).all(activity),
    lotteryTakeoverRepository(db).decided(activity),
  ]);
  const tierNames = new Map(tiers.map((t) => [t.tier.id, t.tier.name]));
  const spanOf = spanBefore(spins);
  return draws.map((d): LotteryAuditDraw => {
    const state = stateOf(d);
    const inSpan = spanOf(d);
    const revealed = state === 'stopped' || state === 'abandoned';
    return {
      draw_id: d.id,
      tier_id: d.tierId,
      tier_name: tierNames.get(d.tierId) ?? '',
      state,
      count: d.count,
      pool_ids: d.poolIds,
      pool_hash: d.poolHash,
      commitment: d.commitment,
      seed: revealed ? d.seed : '',
      winner_ids: revealed ? d.winnerIds : [],
      winners: winners.filter((w) => w.winner.drawId === d.id).map(toDrawWinner),
      redraw_of: d.redrawOf,
      absent_ids: d.absentIds,
      pool_changes: changes.filter((c) => inSpan(c.createdAt)).map(toPoolChange),
      takeovers: takeovers.filter((k) => k.request.decidedAt && inSpan(k.request.decidedAt)).map(toDecision),
      opened_at: d.openedAt.toISOString(),
      spun_at: iso(d.spunAt),
      stopped_at: iso(d.stoppedAt),
      abandoned_at: iso(d.abandonedAt),
    };
  });
};

/** Every draw of a lottery, newest first, with what recomputes it (`lottery/audit`). */
export const lotteryAuditService = (deps: Pick<Deps, 'db'>) => ({
  page: async (user: CurrentUser, input: { activity_id: number; page: number; limit: number }) => {
    const activity = await ownLottery(deps.db, user, input.activity_id);
    const { list, total } = await lotteryDrawRepository(deps.db).page(activity, input.page, input.limit);
    return { list: await auditDraws(deps.db, activity, list), total, page: input.page, limit: input.limit };
  },
});
