import { ProviderError } from '../../platform/payment/provider-error.js';
import { changeBalance } from '../wallet/index.js';
import { type HbPayoutRow, hbPayoutRepository } from './hb-payout.repository.js';
import { hbRuleRepository } from './hb-rule.repository.js';
import type { PayerDeps, RedPacketPayer } from './red-packet-payer.js';

/**
 * A transfer that failed this way may still have gone through at WeChat Pay (no answer, an answer we could not
 * trust, its own fault): its payout stays pending rather than giving the money back and paying twice.
 */
const outcomeUnknown = (err: unknown) =>
  !(err instanceof ProviderError) ||
  ['NETWORK', 'RESPONSE_SIGNATURE', 'SYSTEM_ERROR'].includes(err.code) ||
  err.code.startsWith('HTTP_5');

/** Gives a refused transfer's money back to the balance and its share of the budget back to the rule. */
const giveBack = (deps: Pick<PayerDeps, 'db'>, payout: HbPayoutRow, reason: string) =>
  deps.db.transaction(async (tx) => {
    // The rule first, then the balance: the order a claim takes them in, so the two never wait on each other.
    const rule = await hbRuleRepository(tx).lock(payout.activityId);
    const failed = await hbPayoutRepository(tx).markFailed(payout.id, reason);
    if (!failed) return payout;
    await changeBalance(tx, {
      tenantId: payout.tenantId,
      customerId: payout.customerId,
      kind: 'hb_money',
      amount: payout.amount,
      reason: 'refund',
      remark: `红包发放失败退回（${payout.outNo}）：${reason}`,
    });
    if (rule) await hbRuleRepository(tx).giveBack(rule.id, payout.amount);
    return failed;
  });

type SettleDeps = Pick<PayerDeps, 'db' | 'clock' | 'log'>;

/** What the person reads with the money and the merchant's records name the batch. */
export type PayoutTexts = { title: string; wish: string };

/**
 * Asks for a pending payout's transfer: paid at once, it is paid; accepted, it waits (with its batch) for the
 * reconciler to learn the outcome; refused, its money goes back; unknown, it waits.
 */
export const sendPayout = async (deps: SettleDeps, payout: HbPayoutRow, payer: RedPacketPayer, texts: PayoutTexts) => {
  const payouts = hbPayoutRepository(deps.db);
  try {
    const sent = await payer.transfer.send({
      outNo: payout.outNo,
      openid: payout.openid,
      amountFen: payout.amount,
      title: texts.title,
      remark: texts.wish || texts.title,
    });
    const settled =
      sent.state === 'paid'
        ? await payouts.markPaid(payout.id, sent.batchId, deps.clock())
        : await payouts.markSent(payout.id, sent.batchId);
    return settled ?? payout;
  } catch (err) {
    if (outcomeUnknown(err)) {
      deps.log.error({ err, outNo: payout.outNo }, 'red packet transfer outcome unknown; the payout stays pending');
      return payout;
    }
    return giveBack(deps, payout, (err as ProviderError).reason);
  }
};

/**
 * Learns where a waiting payout's transfer stands and settles it: paid, or refused (its money goes back), or sent
 * again when the provider never received it (the same batch number, so it cannot be paid twice). One still on its
 * way keeps waiting.
 */
export const settlePayout = async (
  deps: SettleDeps,
  payout: HbPayoutRow,
  payer: RedPacketPayer,
  texts: () => Promise<PayoutTexts>,
) => {
  const outcome = await payer.transfer.check(payout.outNo);
  const payouts = hbPayoutRepository(deps.db);
  switch (outcome.state) {
    case 'paid':
      return (await payouts.markPaid(payout.id, outcome.batchId, deps.clock())) ?? payout;
    case 'failed':
      return giveBack(deps, payout, outcome.reason);
    case 'missing':
      return sendPayout(deps, payout, payer, await texts());
    case 'processing':
      return payout.batchId ? payout : ((await payouts.markSent(payout.id, outcome.batchId)) ?? payout);
  }
};
