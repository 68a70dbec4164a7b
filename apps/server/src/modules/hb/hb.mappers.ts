import { type HbPayout, type HbRule, toYuan } from '@app/contract';
import type { HbPayoutListRow, HbPayoutRow } from './hb-payout.repository.js';
import type { HbRuleRow } from './hb-rule.repository.js';

/** What the form starts from before a rule is saved. */
const unsaved: Omit<HbRuleRow, 'id' | 'createdAt' | 'updatedAt' | 'tenantId' | 'customerId' | 'activityId'> = {
  enabled: true,
  mode: 'fixed',
  amount: 100,
  minAmount: 100,
  maxAmount: 500,
  budget: 100_00,
  perPerson: 1,
  qualify: 'passed',
  topN: 10,
  wish: '恭喜你获得答题红包',
  paidTotal: 0,
  paidCount: 0,
};

export const toHbRule = (
  activityId: number,
  row: HbRuleRow | null,
  context: { hbMoney: number; merchant: { id: number; name: string } | null },
): HbRule => {
  const r = row ?? unsaved;
  return {
    activity_id: activityId,
    saved: row !== null,
    enabled: r.enabled,
    mode: r.mode,
    amount: toYuan(r.amount),
    min_amount: toYuan(r.minAmount),
    max_amount: toYuan(r.maxAmount),
    budget: toYuan(r.budget),
    per_person: r.perPerson,
    qualify: r.qualify,
    top_n: r.topN,
    wish: r.wish,
    paid_total: toYuan(r.paidTotal),
    paid_count: r.paidCount,
    hb_money: toYuan(context.hbMoney),
    merchant: context.merchant,
  };
};

export const toMyPayout = (row: HbPayoutRow) => ({
  id: row.id,
  amount: toYuan(row.amount),
  status: row.status,
  fail_reason: row.failReason,
  created_at: row.createdAt.toISOString(),
});

export const toHbPayout = (row: HbPayoutListRow): HbPayout => ({
  ...toMyPayout(row),
  out_no: row.outNo,
  participant_id: row.participantId,
  participant_name: row.participantName,
  phone: row.phone,
  channel: row.channel,
  paid_at: row.paidAt?.toISOString() ?? null,
});
