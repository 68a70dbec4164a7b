import { type BalanceKind, balanceKindTitles, toFen, toYuan } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { organiserOf, ownerOf } from '../wallet/index.js';
import { toRechargeRecord } from './order.mappers.js';
import { orderRepository } from './order.repository.js';
import type { OrderService } from './order.service.js';

type RechargeQuery = { page: number; limit: number; source?: BalanceKind; order_sn?: string };

const balanceOf = { money: 'money', dx_money: 'dxMoney', hb_money: 'hbMoney' } as const;

/** Topping up a balance: an order paid only through a provider, credited when its notification arrives. */
export const rechargeService = (deps: Pick<Deps, 'db' | 'clock'>, orders: OrderService) => {
  const repo = orderRepository(deps.db);
  return {
    create: async (user: CurrentUser, input: { kind: BalanceKind; amount: number }, origin: string) => {
      const order = await orders.create(user, {
        type: 'recharge',
        title: `${balanceKindTitles[input.kind]}充值`,
        amount: toFen(input.amount),
        kind: input.kind,
      });
      return orders.checkout(user, order.orderSn, ['recharge'], origin);
    },

    list: async (user: CurrentUser, query: RechargeQuery) => {
      const now = deps.clock();
      const paging = { page: query.page, limit: query.limit };
      const filter = { type: 'recharge' as const, kind: query.source, orderSnLike: query.order_sn || undefined };
      const { rows, total } = await repo.page(ownerOf(user), filter, now, paging);
      return { list: rows.map((r) => toRechargeRecord(r, now)), total, ...paging };
    },

    /** What the payer's page polls: the top-up's state and the balance it credits. */
    status: async (user: CurrentUser, orderSn: string) => {
      const order = await repo.bySn(ownerOf(user), orderSn);
      if (order?.type !== 'recharge') throw new AppError('ORDER_NOT_FOUND');
      const record = toRechargeRecord(order, deps.clock());
      const organiser = await organiserOf(deps.db, user);
      return { ...record, balance: toYuan(organiser[balanceOf[record.kind]]) };
    },
  };
};
