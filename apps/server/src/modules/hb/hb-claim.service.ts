import { type ErrorName, errorTable, type HbQualify } from '@app/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { ParticipantRecord } from '../activity/index.js';
import { openidOf } from '../mch/index.js';
import { orderNumber } from '../order/index.js';
import { changeBalance } from '../wallet/index.js';
import { toMyPayout } from './hb.mappers.js';
import { claimingParticipant } from './hb-participant.js';
import { type HbPayoutRow, hbPayoutRepository } from './hb-payout.repository.js';
import { earnedPackets } from './hb-qualify.repository.js';
import { type HbRuleRow, hbRuleRepository } from './hb-rule.repository.js';
import { type Draw, packetAmount, secureDraw } from './packet-amount.js';
import { sendPayout } from './payout-transfer.js';
import { type PayerDeps, type RedPacketPayer, redPacketPayer } from './red-packet-payer.js';

type Claimant = Awaited<ReturnType<typeof claimingParticipant>>;

const needs: Record<HbQualify, ErrorName> = { passed: 'HB_NEED_PASS', winners: 'HB_NEED_WIN', top: 'HB_NEED_RANK' };

/** Payouts that went out or may still go out; a failed one was given back and does not count. */
const taken = (mine: HbPayoutRow[]) => mine.filter((p) => p.status !== 'failed').length;

/** Why the participant cannot have another red packet now, or null. */
const refusalOf = (
  rule: HbRuleRow,
  participant: Pick<ParticipantRecord, 'preview'>,
  earned: number,
  mine: HbPayoutRow[],
): ErrorName | null => {
  if (participant.preview) return 'HB_PREVIEW';
  if (earned === 0) return needs[rule.qualify];
  if (taken(mine) >= Math.min(earned, rule.perPerson)) return 'HB_ALREADY_CLAIMED';
  if (packetAmount(rule, rule.budget - rule.paidTotal, (min) => min) === null) return 'HB_SOLD_OUT';
  return null;
};

/** A participant's side of red packets: whether they can claim one, and the claim. */
export const hbClaimService = (deps: PayerDeps & { draw?: Draw }) => {
  const { db, clock } = deps;
  const draw = deps.draw ?? secureDraw;
  const payouts = hbPayoutRepository(db);

  /** Takes the packet from the budget and the balance, under the rule's lock, and records it as pending. */
  const take = async (tx: Db, found: Claimant, earned: number, payer: RedPacketPayer) => {
    const { participant, activity } = found;
    const rule = await hbRuleRepository(tx).lock(activity.id);
    if (!rule?.enabled) throw new AppError('HB_NOT_OFFERED');
    const mine = await hbPayoutRepository(tx).ofParticipant(activity.id, participant.id);
    const refusal = refusalOf(rule, participant, earned, mine);
    if (refusal) throw new AppError(refusal);
    const amount = packetAmount(rule, rule.budget - rule.paidTotal, draw);
    if (amount === null) throw new AppError('HB_SOLD_OUT');
    const now = clock();
    const outNo = orderNumber(now, 'HB', 10);
    const owner = { tenantId: activity.tenantId, customerId: activity.customerId };
    await changeBalance(tx, {
      ...owner,
      kind: 'hb_money',
      amount: -amount,
      reason: 'red_packet',
      remark: `红包发放（${outNo}）：${activity.title}`,
    }).catch((err: unknown) => {
      if (err instanceof AppError && err.errorName === 'WALLET_HB_BALANCE_NOT_ENOUGH')
        throw new AppError('HB_SOLD_OUT');
      throw err;
    });
    await hbRuleRepository(tx).take(rule.id, amount);
    const payout = await hbPayoutRepository(tx).insert({
      ...owner,
      activityId: activity.id,
      participantId: participant.id,
      seq: mine.length + 1,
      outNo,
      amount,
      // The reconciler measures a payout's wait on the app's clock.
      createdAt: now,
      channel: payer.transfer.channel,
      merchantId: payer.merchantId,
      openid: openidOf(participant.identity) ?? '',
    });
    return { payout, wish: rule.wish };
  };

  return {
    state: async (ticket: string) => {
      const { participant, activity } = await claimingParticipant(db, ticket, clock());
      const rule = await hbRuleRepository(db).of(activity.id);
      if (!rule?.enabled) return { offered: false, qualify: 'passed' as const, can_claim: false, reason: '', mine: [] };
      const [earned, mine] = await Promise.all([
        earnedPackets(db, rule, activity.id, participant.id),
        payouts.ofParticipant(activity.id, participant.id),
      ]);
      const refusal = refusalOf(rule, participant, earned, mine);
      return {
        offered: true,
        qualify: rule.qualify,
        can_claim: refusal === null,
        reason: refusal ? errorTable[refusal].msg : '',
        mine: mine.map(toMyPayout),
      };
    },

    /**
     * Checks what the participant earned, takes the packet under the rule's lock (so simultaneous claims queue
     * and the budget holds), then asks for the transfer outside the transaction; a refused transfer is given back.
     */
    claim: async (ticket: string) => {
      const found = await claimingParticipant(db, ticket, clock());
      const { participant, activity } = found;
      const rule = await hbRuleRepository(db).of(activity.id);
      if (!rule?.enabled) throw new AppError('HB_NOT_OFFERED');
      const earned = await earnedPackets(db, rule, activity.id, participant.id);
      const payer = await redPacketPayer(deps, activity.id);
      if (payer.transfer.channel === 'wechatpay' && !openidOf(participant.identity)) {
        throw new AppError('HB_NEEDS_WECHAT');
      }
      const { payout, wish } = await db.transaction((tx) => take(tx, found, earned, payer));
      return toMyPayout(await sendPayout(deps, payout, payer, { title: activity.title, wish }));
    },
  };
};
