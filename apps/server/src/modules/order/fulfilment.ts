import { gib } from '@app/contract';
import type { Db } from '../../db/client.js';
import { extendPublication } from '../activity/index.js';
import { grantTraffic } from '../traffic/index.js';
import { changeBalance, earnPoints } from '../wallet/index.js';
import { grantEntitlement } from './entitlement.repository.js';
import { raiseOnlineNum } from './online-num.repository.js';
import { type OrderRow, orderRepository } from './order.repository.js';

/** What one paid order of a single kind buys; runs in the payment's transaction. */
const giveEffect = async (tx: Db, order: OrderRow, now: Date): Promise<void> => {
  if (order.type === 'recharge') {
    if (!order.kind) throw new Error(`recharge order ${order.id} names no balance`);
    await changeBalance(tx, {
      tenantId: order.tenantId,
      customerId: order.customerId,
      kind: order.kind,
      amount: order.amount,
      reason: 'recharge',
      remark: order.title,
      orderId: order.id,
      actorId: order.actorId,
    });
  }
  if (order.type === 'service') await grantEntitlement(tx, order, now);
  if (order.type === 'online_num') await raiseOnlineNum(tx, order);
  if (order.type === 'activity') await extendPublication(tx, order, now);
  if (order.type === 'traffic') await grantTraffic(tx, order, order.quantity * gib, now);
};

/**
 * Gives the account what a just-paid order bought, inside the payment's transaction, so an order is
 * never paid without its effect nor the effect given without the payment. A union order's parts are paid with
 * it and each gives its own effect; the points are earned once, on the union.
 */
export const fulfil = async (tx: Db, order: OrderRow, now: Date): Promise<void> => {
  if (order.type === 'union') {
    if (!order.paidAt) throw new Error(`union order ${order.id} is fulfilled before it is paid`);
    const parts = await orderRepository(tx).settleParts(order.id, {
      status: 'paid',
      payMethod: order.payMethod,
      paidAt: order.paidAt,
    });
    for (const part of parts) await giveEffect(tx, part, now);
  } else {
    await giveEffect(tx, order, now);
  }
  if (order.type !== 'recharge') await earnPoints(tx, order);
};
