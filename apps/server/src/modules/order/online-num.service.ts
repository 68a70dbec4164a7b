import { onlineNumTiers, orderTypeTitles, toFen } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownerOf } from '../wallet/index.js';
import { onlineNumOf } from './online-num.repository.js';
import type { OrderDraft, OrderService } from './order.service.js';

/** An order for one capacity tier: its quantity is the participants it adds. */
export const onlineNumOrderDraft = (num: number): OrderDraft => {
  const tier = onlineNumTiers.find((t) => t.num === num);
  if (!tier) throw new AppError('VALIDATION_FAILED', '请选择扩容人数');
  return {
    type: 'online_num',
    title: `${orderTypeTitles.online_num}${num}人`,
    amount: toFen(tier.price),
    quantity: num,
  };
};

/** Online-participant capacity: the organiser buys it in the contract's tiers; a paid order raises it. */
export const onlineNumService = (deps: Pick<Deps, 'db'>, orders: OrderService) => {
  const createOrder = (user: CurrentUser, num: number) => orders.create(user, onlineNumOrderDraft(num));

  return {
    config: async (user: CurrentUser) => {
      const onlineNum = await onlineNumOf(deps.db, ownerOf(user));
      if (onlineNum === null) throw new AppError('AUTH_SESSION_EXPIRED');
      return { online_num: onlineNum, tiers: onlineNumTiers.map((t) => ({ num: t.num, price: t.price })) };
    },

    recharge: async (user: CurrentUser, num: number) => orders.view(await createOrder(user, num)),

    /** Orders and pays at once; without enough balance the order stays unpaid and closes by itself. */
    payWithBalance: async (user: CurrentUser, num: number) => {
      const order = await createOrder(user, num);
      return orders.view(await orders.payWithBalance(user, order.orderSn, ['online_num']));
    },

    checkout: (user: CurrentUser, orderSn: string, origin: string) =>
      orders.checkout(user, orderSn, ['online_num'], origin),
  };
};
