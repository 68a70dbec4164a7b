import {
  type BalanceKind,
  type LedgerReason,
  type OrderStatus,
  type OrderType,
  orderPayMinutes,
  orderTypes,
  type UnionOrder,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { isUniqueViolation } from '../auth/index.js';
import type { TenantService } from '../tenant/index.js';
import { changeBalance, ownerOf, toLedgerEntry } from '../wallet/index.js';
import { fulfil } from './fulfilment.js';
import { isOpen, type OrderDetail, toOrder, toPayment, toRefund } from './order.mappers.js';
import { type OrderRow, orderRepository } from './order.repository.js';
import { orderNumber } from './order-number.js';
import { lockOwnOrder, providerPaymentService } from './provider-payment.service.js';

export type OrderDraft = {
  type: OrderType;
  title: string;
  /** Fen. */
  amount: number;
  /** The balance a top-up credits. */
  kind?: BalanceKind;
  serviceId?: number;
  /** The activity an activity order publishes or renews. */
  activityId?: number;
  /** Units bought; for an activity order, the days it buys. */
  quantity?: number;
  /** The union order this one is a part of. */
  unionId?: number;
};

/** What names a union order; its amount is its parts'. */
export type UnionDraft = Pick<OrderDraft, 'title' | 'activityId'>;

type RecordQuery = { page: number; limit: number; status?: OrderStatus; type?: OrderType };

const spendReason: Record<Exclude<OrderType, 'recharge'>, LedgerReason> = {
  service: 'service',
  online_num: 'online_num',
  activity: 'activity',
  traffic: 'traffic',
  union: 'activity',
};

/** A clash of random order numbers is rare; a few fresh tries settle it, each in its own savepoint. */
const numberAttempts = 5;

const insertOrder = async (db: Db, user: CurrentUser, draft: OrderDraft, now: Date) => {
  if (!Number.isSafeInteger(draft.amount) || draft.amount <= 0) {
    throw new Error(`an order needs a positive whole number of fen, got ${draft.amount}`);
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((sp) =>
        orderRepository(sp).insert({
          ...ownerOf(user),
          orderSn: orderNumber(now),
          type: draft.type,
          title: draft.title,
          amount: draft.amount,
          kind: draft.kind ?? null,
          serviceId: draft.serviceId ?? null,
          activityId: draft.activityId ?? null,
          quantity: draft.quantity ?? 1,
          unionId: draft.unionId ?? null,
          actorId: user.id,
          expiresAt: new Date(now.getTime() + orderPayMinutes * 60_000),
        }),
      );
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= numberAttempts) throw err;
    }
  }
};

/** Pays a locked order from the general balance and gives what it bought; a paid order is answered as it is. */
const payLocked = async (tx: Db, user: CurrentUser, order: OrderRow, now: Date) => {
  if (order.type === 'recharge') throw new AppError('ORDER_PAY_METHOD_INVALID');
  if (order.status === 'paid') return order;
  if (!isOpen(order, now)) throw new AppError('ORDER_CLOSED');
  await changeBalance(tx, {
    tenantId: order.tenantId,
    customerId: order.customerId,
    kind: 'money',
    amount: -order.amount,
    reason: spendReason[order.type],
    remark: order.title,
    orderId: order.id,
    actorId: user.id,
  });
  const paid = await orderRepository(tx).markPaid(order.id, { payMethod: 'balance', paidAt: now });
  await fulfil(tx, paid, now);
  return paid;
};

/** Orders of the caller's organiser: creating, paying from the balance or a provider, and reading them. */
export const orderService = (deps: Pick<Deps, 'db' | 'clock' | 'payment'>) => {
  const repo = orderRepository(deps.db);
  const view = (row: OrderRow) => toOrder(row, deps.clock());

  return {
    ...providerPaymentService(deps),
    view,

    create: (user: CurrentUser, draft: OrderDraft) => insertOrder(deps.db, user, draft, deps.clock()),

    /**
     * Orders and pays from the balance in one transaction, so a short balance leaves no unpaid order behind.
     * `plan` runs first inside it, to lock and check what is bought and name the order.
     */
    buyWithBalance: (user: CurrentUser, plan: (tx: Db) => Promise<OrderDraft>) =>
      deps.db.transaction(async (tx) => {
        const now = deps.clock();
        const order = await insertOrder(tx, user, await plan(tx), now);
        return payLocked(tx, user, order, now);
      }),

    /**
     * A union order and its parts, written together: the union costs what its parts cost, and they share its
     * number's time limit. `plan` runs first inside the transaction, to lock and check what is bought.
     */
    createUnion: (user: CurrentUser, plan: (tx: Db) => Promise<{ union: UnionDraft; parts: OrderDraft[] }>) =>
      deps.db.transaction(async (tx) => {
        const now = deps.clock();
        const { union, parts } = await plan(tx);
        const amount = parts.reduce((sum, p) => sum + p.amount, 0);
        const row = await insertOrder(tx, user, { ...union, type: 'union', amount }, now);
        const partRows: OrderRow[] = [];
        for (const part of parts) partRows.push(await insertOrder(tx, user, { ...part, unionId: row.id }, now));
        return { ...view(row), parts: partRows.map(view) };
      }),

    /** A union order of the caller's, with its parts. */
    union: async (user: CurrentUser, orderSn: string): Promise<UnionOrder> => {
      const owner = ownerOf(user);
      const order = await repo.bySn(owner, orderSn);
      if (order?.type !== 'union') throw new AppError('ORDER_NOT_FOUND');
      return { ...view(order), parts: (await repo.partsOf(owner, order.id)).map(view) };
    },

    /** Paying again answers the paid order and charges nothing: the order row is locked while it is paid. */
    payWithBalance: (user: CurrentUser, orderSn: string, allowed: readonly OrderType[]) =>
      deps.db.transaction(async (tx) =>
        payLocked(tx, user, await lockOwnOrder(tx, user, orderSn, allowed), deps.clock()),
      ),

    record: async (user: CurrentUser, query: RecordQuery) => {
      const now = deps.clock();
      const paging = { page: query.page, limit: query.limit };
      const filter = { status: query.status, type: query.type };
      const { rows, total } = await repo.page(ownerOf(user), filter, now, paging);
      return { list: rows.map((r) => toOrder(r, now)), total, ...paging };
    },

    detail: async (user: CurrentUser, id: number): Promise<OrderDetail> => {
      const owner = ownerOf(user);
      const order = await repo.byId(owner, id);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      const [parts, payments, refunds, ledger] = await Promise.all([
        order.type === 'union' ? repo.partsOf(owner, order.id) : [],
        repo.paymentsOf(owner, order.id),
        repo.refundsOf(owner, order.id),
        repo.ledgerOf(owner, order.id),
      ]);
      return {
        ...view(order),
        parts: parts.map(view),
        payments: payments.map(toPayment),
        refunds: refunds.map(toRefund),
        ledger: ledger.map((row) => toLedgerEntry({ ...row, orderSn: order.orderSn })),
      };
    },

    payStatus: async (user: CurrentUser, orderSn: string) => {
      const order = await repo.bySn(ownerOf(user), orderSn);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      return view(order);
    },

    /** Closing twice answers the closed order; a paid order cannot be closed. */
    close: (user: CurrentUser, orderSn: string) =>
      deps.db.transaction(async (tx) => {
        const order = await lockOwnOrder(tx, user, orderSn, orderTypes);
        if (order.status === 'paid') throw new AppError('ORDER_ALREADY_PAID');
        if (order.status !== 'unpaid') return view(order);
        const closedAt = deps.clock();
        await orderRepository(tx).settleParts(order.id, { status: 'closed', closedAt });
        return view(await orderRepository(tx).markClosed(order.id, closedAt));
      }),
  };
};

export type OrderService = ReturnType<typeof orderService>;

/** Finds a payment for the checkout page by the site its host names. */
export const sandboxPaymentLookup =
  (deps: Pick<Deps, 'db' | 'clock' | 'payment'>, tenants: Pick<TenantService, 'byHost'>) =>
  async (host: string, paymentNo: string) => {
    const tenant = await tenants.byHost(host);
    return tenant ? providerPaymentService(deps).paymentForCheckout(tenant.id, paymentNo) : null;
  };
