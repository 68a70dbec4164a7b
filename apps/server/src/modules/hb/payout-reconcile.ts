import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities } from '../activity/index.js';
import { type HbPayoutRow, hbPayoutRepository } from './hb-payout.repository.js';
import { hbRuleRepository } from './hb-rule.repository.js';
import { type PayoutTexts, settlePayout } from './payout-transfer.js';
import { type PayerDeps, payoutPayer } from './red-packet-payer.js';

/** A payout younger than this is its claim's own business: the transfer was asked for a moment ago. */
export const payoutSettleAfterMs = 60_000;
/** How often the waiting payouts are looked at. */
export const reconcileEveryMs = 60_000;
/** How many waiting payouts one round settles; the rest wait for the next round. */
const roundSize = 100;

/** The texts a payout's transfer is sent again with: the activity's name and the rule's wish, as its claim sent. */
const payoutTexts = async (db: Db, payout: HbPayoutRow): Promise<PayoutTexts> => {
  const [activity] = await db
    .select({ title: activities.title })
    .from(activities)
    .where(eq(activities.id, payout.activityId));
  const rule = await hbRuleRepository(db).of(payout.activityId);
  return { title: activity?.title ?? '', wish: rule?.wish ?? '' };
};

const settleOne = async (deps: PayerDeps, payout: HbPayoutRow) => {
  const payer = await payoutPayer(deps, payout);
  if (!payer) {
    deps.log.error({ outNo: payout.outNo }, 'red packet payout waits: the merchant it went through is gone');
    return payout;
  }
  return settlePayout(deps, payout, payer, () => payoutTexts(deps.db, payout));
};

/**
 * One round over the payouts still waiting for their transfer's outcome (no answer, an answer that could not be
 * trusted, or accepted and not yet paid): each is settled by asking the merchant it went through. Several servers
 * may run rounds at once: a payout is paid or given back only from pending, and a transfer sent again keeps its
 * batch number.
 */
export const reconcilePayouts = async (deps: PayerDeps) => {
  const before = new Date(deps.clock().getTime() - payoutSettleAfterMs);
  const due = await hbPayoutRepository(deps.db).pendingBefore(before, roundSize);
  const counts = { paid: 0, failed: 0, waiting: 0 };
  for (const payout of due) {
    const settled = await settleOne(deps, payout).catch((err: unknown) => {
      deps.log.error({ err, outNo: payout.outNo }, 'red packet payout could not be settled; it waits');
      return payout;
    });
    counts[settled.status === 'pending' ? 'waiting' : settled.status] += 1;
  }
  return counts;
};

/** Runs a round every `everyMs`, one at a time; the returned stop ends them. */
export const startPayoutReconciler = (deps: PayerDeps, everyMs = reconcileEveryMs) => {
  let round: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    round ??= reconcilePayouts(deps)
      .catch((err: unknown) => deps.log.error({ err }, 'red packet payouts round failed'))
      .finally(() => {
        round = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await round;
  };
};
