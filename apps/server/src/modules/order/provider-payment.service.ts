import { type Checkout, type OrderType, toYuan } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { rememberNotice } from '../../platform/payment/payment-notice.repository.js';
import type { NotifyRequest } from '../../platform/payment/payment-provider.js';
import type { SandboxPayment } from '../../platform/payment/sandbox-page.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { changeBalance, ownerOf } from '../wallet/index.js';
import { fulfil } from './fulfilment.js';
import { isOpen } from './order.mappers.js';
import { type OrderRow, orderRepository, type PaymentRow } from './order.repository.js';
import { orderNumber } from './order-number.js';

/**
 * The caller's order of one of the given types, locked until the transaction ends. A part of a union order is
 * paid and closed only through its union.
 */
export const lockOwnOrder = async (tx: Db, user: CurrentUser, orderSn: string, allowed: readonly OrderType[]) => {
  const order = await orderRepository(tx).lockBySn(ownerOf(user), orderSn);
  if (!order || !allowed.includes(order.type)) throw new AppError('ORDER_NOT_FOUND');
  if (order.unionId !== null) throw new AppError('ORDER_IN_UNION');
  return order;
};

/** Money that arrives for an order that no longer takes it goes to the general balance, never lost. */
const refundToBalance = async (tx: Db, order: OrderRow, payment: PaymentRow, now: Date) => {
  const why = order.status === 'paid' ? '订单已支付' : '订单已关闭';
  const remark = `${why}，在线支付的${toYuan(payment.amount).toFixed(2)}元已退回账户余额（支付单号${payment.paymentNo}）`;
  const owner = { tenantId: order.tenantId, customerId: order.customerId };
  await orderRepository(tx).insertRefund({
    ...owner,
    orderId: order.id,
    refundNo: orderNumber(now, 'R', 8),
    amount: payment.amount,
    reason: remark,
    status: 'succeeded',
  });
  await changeBalance(tx, {
    ...owner,
    kind: 'money',
    amount: payment.amount,
    reason: 'refund',
    remark,
    orderId: order.id,
  });
};

/** Paying an order through the payment provider: checkout, the provider's notification, the checkout page. */
export const providerPaymentService = (deps: Pick<Deps, 'db' | 'clock' | 'payment'>) => {
  const repo = orderRepository(deps.db);
  const provider = deps.payment;

  return {
    /** Hands out the order's waiting payment, or starts one, and where the payer pays it. */
    checkout: async (
      user: CurrentUser,
      orderSn: string,
      allowed: readonly OrderType[],
      origin: string,
    ): Promise<Checkout> => {
      const { order, payment } = await deps.db.transaction(async (tx) => {
        const order = await lockOwnOrder(tx, user, orderSn, allowed);
        const now = deps.clock();
        if (order.status === 'paid') throw new AppError('ORDER_ALREADY_PAID');
        if (!isOpen(order, now)) throw new AppError('ORDER_CLOSED');
        const orders = orderRepository(tx);
        const paymentNo = orderNumber(now, 'P', 8);
        const payment =
          (await orders.pendingPayment(ownerOf(user), order.id, provider.name)) ??
          (await orders.insertPayment({
            tenantId: order.tenantId,
            customerId: order.customerId,
            orderId: order.id,
            paymentNo,
            provider: provider.name,
            amount: order.amount,
          }));
        return { order, payment };
      });
      const { payUrl } = await provider.createPayment({
        paymentNo: payment.paymentNo,
        amountFen: payment.amount,
        subject: order.title,
        origin,
        expiresAt: order.expiresAt,
      });
      return {
        order_sn: order.orderSn,
        amount: toYuan(order.amount),
        pay_url: payUrl,
        expires_at: order.expiresAt.toISOString(),
      };
    },

    /** A provider's notification: verified first, then settled once; a retry of it is answered as received. */
    handleNotify: async (tenantId: number, request: NotifyRequest) => {
      const notice = await provider.verifyNotification(request);
      await deps.db.transaction(async (tx) => {
        if (!(await rememberNotice(tx, provider.name, notice))) return;
        const orders = orderRepository(tx);
        const payment = await orders.lockPaymentByNo(tenantId, notice.paymentNo);
        if (!payment || payment.provider !== provider.name) throw new AppError('PAY_NOT_FOUND');
        if (payment.status === 'succeeded') return;
        if (notice.amountFen !== payment.amount) throw new AppError('PAY_AMOUNT_MISMATCH');
        if (notice.status === 'failed') {
          await orders.settlePayment(payment.id, { status: 'failed', tradeNo: payment.tradeNo, paidAt: null });
          return;
        }
        const order = await orders.lockById(payment, payment.orderId);
        if (!order) throw new Error(`payment ${payment.paymentNo} names order ${payment.orderId}, which is missing`);
        const now = deps.clock();
        await orders.settlePayment(payment.id, { status: 'succeeded', tradeNo: notice.tradeNo, paidAt: now });
        if (!isOpen(order, now)) return refundToBalance(tx, order, payment, now);
        const paid = await orders.markPaid(order.id, { payMethod: provider.name, paidAt: now });
        await fulfil(tx, paid, now);
      });
      return null;
    },

    /** What the sandbox checkout page shows for a payment of this site. */
    paymentForCheckout: async (tenantId: number, paymentNo: string): Promise<SandboxPayment | null> => {
      const payment = await repo.paymentByNo(tenantId, paymentNo);
      if (!payment || payment.provider !== provider.name) return null;
      const order = await repo.byId(payment, payment.orderId);
      if (!order) return null;
      const paid = payment.status === 'succeeded' || order.status === 'paid';
      const state = paid ? 'paid' : isOpen(order, deps.clock()) ? 'payable' : 'closed';
      return { paymentNo, subject: order.title, amountFen: payment.amount, state };
    },
  };
};
