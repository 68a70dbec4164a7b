import { type LedgerEntry, type PointsEntry, pointsRuleTitles, type SmsRecord, toYuan } from '@app/contract';
import type { LedgerRow } from './ledger.repository.js';
import type { PointsRow } from './points.repository.js';
import type { SmsRecordRow } from './sms.repository.js';

export const toLedgerEntry = (row: LedgerRow): LedgerEntry => ({
  id: row.id,
  kind: row.kind,
  amount: toYuan(row.amount),
  balance_before: toYuan(row.balanceBefore),
  balance_after: toYuan(row.balanceAfter),
  reason: row.reason,
  remark: row.remark,
  order_id: row.orderId,
  order_sn: row.orderSn,
  created_at: row.createdAt.toISOString(),
});

export const toPointsEntry = (row: PointsRow): PointsEntry => ({
  id: row.id,
  points: row.points,
  balance_after: row.balanceAfter,
  rule: row.rule,
  rule_text: pointsRuleTitles[row.rule],
  order_sn: row.orderSn,
  created_at: row.createdAt.toISOString(),
});

export const toSmsRecord = (row: SmsRecordRow): SmsRecord => ({
  id: row.id,
  phone: row.phone,
  content: row.content,
  segments: row.segments,
  cost: toYuan(row.cost),
  status: row.status,
  created_at: row.createdAt.toISOString(),
});
