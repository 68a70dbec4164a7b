import { gib } from '@app/contract';
import type { Db } from '../../db/client.js';
import { extendPublication } from '../activity/publication.js';
import { grantTraffic } from '../traffic/traffic-account.repository.js';
import { changeBalance } from '../wallet/balance.repository.js';
import { earnPoints } from '../wallet/points.repository.js';
import { grantEntitlement } from './entitlement.repository.js';
import { raiseOnlineNum } from './online-num.repository.js';
import type { OrderRow } from './order.repository.js';

/**
 * Gives the account what a just-paid order bought, inside the payment's transaction, so an order is
 * never paid without its effect nor the effect given without the payment.
 */
export const fulfil = async (tx: Db, order: OrderRow, now: Date): Promise<void> => {
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
    return;
  }
  if (order.type === 'service') await grantEntitlement(tx, order, now);
  if (order.type === 'online_num') await raiseOnlineNum(tx, order);
  if (order.type === 'activity') await extendPublication(tx, order, now);
  if (order.type === 'traffic') await grantTraffic(tx, order, order.quantity * gib, now);
  await earnPoints(tx, order);
};
