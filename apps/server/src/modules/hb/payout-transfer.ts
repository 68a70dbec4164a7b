import { ProviderError } from '../../platform/payment/provider-error.js';
import { changeBalance } from '../wallet/balance.repository.js';
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

/** Asks for a pending payout's transfer: accepted, it is paid; refused, its money goes back; unknown, it waits. */
export const sendPayout = async (
  deps: Pick<PayerDeps, 'db' | 'clock' | 'log'>,
  payout: HbPayoutRow,
  payer: RedPacketPayer,
  texts: { title: string; wish: string },
) => {
  try {
    const { batchId } = await payer.transfer.send({
      outNo: payout.outNo,
      openid: payout.openid,
      amountFen: payout.amount,
      title: texts.title,
      remark: texts.wish || texts.title,
    });
    return (await hbPayoutRepository(deps.db).markPaid(payout.id, batchId, deps.clock())) ?? payout;
  } catch (err) {
    if (outcomeUnknown(err)) {
      deps.log.error({ err, outNo: payout.outNo }, 'red packet transfer outcome unknown; the payout stays pending');
      return payout;
    }
    return giveBack(deps, payout, (err as ProviderError).reason);
  }
};
