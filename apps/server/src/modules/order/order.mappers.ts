import {
  type Order,
  type OrderStatus,
  type orderDetailSchema,
  type paymentSchema,
  type rechargeRecordSchema,
  type refundSchema,
  toYuan,
} from '@app/contract';
import type { z } from 'zod';
import type { OrderRow, PaymentRow, RefundRow } from './order.repository.js';

/** An unpaid order takes money until it expires; after that it reads as closed. */
export const isOpen = (order: OrderRow, now: Date) => order.status === 'unpaid' && order.expiresAt > now;

export const statusAt = (order: OrderRow, now: Date): OrderStatus =>
  order.status === 'unpaid' && !isOpen(order, now) ? 'closed' : order.status;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toOrder = (row: OrderRow, now: Date): Order => ({
  id: row.id,
  order_sn: row.orderSn,
  type: row.type,
  title: row.title,
  amount: toYuan(row.amount),
  status: statusAt(row, now),
  pay_method: row.payMethod,
  kind: row.kind,
  quantity: row.quantity,
  invoiced: row.invoiceId !== null,
  paid_at: iso(row.paidAt),
  created_at: row.createdAt.toISOString(),
});

export const toPayment = (row: PaymentRow): z.infer<typeof paymentSchema> => ({
  payment_no: row.paymentNo,
  provider: row.provider,
  amount: toYuan(row.amount),
  status: row.status,
  // Null until the provider's notification names its trade number.
  trade_no: row.tradeNo ?? '',
  paid_at: iso(row.paidAt),
  created_at: row.createdAt.toISOString(),
});

export const toRefund = (row: RefundRow): z.infer<typeof refundSchema> => ({
  refund_no: row.refundNo,
  amount: toYuan(row.amount),
  reason: row.reason,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const toRechargeRecord = (row: OrderRow, now: Date): z.infer<typeof rechargeRecordSchema> => ({
  id: row.id,
  order_sn: row.orderSn,
  // Recharge orders are always created with the balance they credit.
  kind: row.kind ?? 'money',
  amount: toYuan(row.amount),
  status: statusAt(row, now),
  provider: row.payMethod,
  paid_at: iso(row.paidAt),
  created_at: row.createdAt.toISOString(),
});
