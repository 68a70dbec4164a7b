import { activityPeriods, type contract, type ParsedInputOf, toFen } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import type { OrderDraft, OrderService } from '../order/index.js';
import { onlineNumOrderDraft, serviceOrderDraft, valueServiceRepository } from '../order/index.js';
import { ownerOf } from '../wallet/index.js';
import { statusOf } from './activity.mappers.js';
import { type ActivityRow, activityRepository } from './activity.repository.js';
import { requireOpenKind } from './kind-gate.js';
import { ownActivity } from './own-activity.js';

type UnionInput = ParsedInputOf<typeof contract.activity.unionCreate>;

/** An order for `days` online, at the period's price; what it buys is given in publication.ts once paid. */
const orderFor = (activity: ActivityRow, days: number, verb: '发布活动' | '续费活动'): OrderDraft => {
  const period = activityPeriods.find((p) => p.days === days);
  if (!period) throw new AppError('VALIDATION_FAILED', '请选择发布时长');
  return {
    type: 'activity',
    title: `${verb}：${activity.title}（${days}天）`,
    amount: toFen(period.price),
    activityId: activity.id,
    quantity: days,
  };
};

/** A running activity is renewed, not published again; a kind that does not run yet is not sold. */
const publishable = (activity: ActivityRow, now: Date) => {
  requireOpenKind(activity.kind);
  if (statusOf(activity, now) === 'published') throw new AppError('ACTIVITY_ALREADY_PUBLISHED');
  return activity;
};

/** Publishing and renewing an activity: orders for days online, paid from the balance or online. */
export const activityPublishService = (deps: Pick<Deps, 'db' | 'clock'>, orders: OrderService) => {
  const lockOwn = async (tx: Db, user: CurrentUser, activityId: number) => {
    const activity = await activityRepository(tx).lock(ownerOf(user), activityId);
    if (!activity) throw new AppError('ACTIVITY_NOT_FOUND');
    return activity;
  };

  return {
    /** The activity row stays locked from the check to the payment, so publishing twice at once charges once. */
    publishWithBalance: async (user: CurrentUser, activityId: number, days: number) =>
      orders.view(
        await orders.buyWithBalance(user, async (tx) =>
          orderFor(publishable(await lockOwn(tx, user, activityId), deps.clock()), days, '发布活动'),
        ),
      ),

    /** An unpaid publishing order, paid online through checkout. */
    publishOrder: async (user: CurrentUser, activityId: number, days: number) => {
      const activity = publishable(await ownActivity(deps.db, user, activityId), deps.clock());
      return orders.view(await orders.create(user, orderFor(activity, days, '发布活动')));
    },

    /**
     * An unpaid union order: the publishing period and, bought with it, services and capacity, each a part of
     * its own kind at the site's price now. Paid from the balance with Order/balancePay, or online.
     */
    unionOrder: (user: CurrentUser, input: UnionInput) =>
      orders.createUnion(user, async (tx) => {
        const activity = publishable(await ownActivity(tx, user, input.activity_id), deps.clock());
        const publishing = orderFor(activity, input.days, '发布活动');
        const catalogue = valueServiceRepository(tx);
        const services = [];
        for (const wanted of input.services) {
          const service = await catalogue.onSale(user.tenantId, wanted.id);
          if (!service) throw new AppError('ORDER_SERVICE_NOT_FOUND');
          services.push(serviceOrderDraft(service, wanted.quantity));
        }
        const capacity = input.online_num ? [onlineNumOrderDraft(input.online_num)] : [];
        const parts = [publishing, ...services, ...capacity];
        const title = parts.length > 1 ? `${publishing.title}等${parts.length}项` : publishing.title;
        return { union: { title, activityId: activity.id }, parts };
      }),

    /** Where a union order stands, with its parts. */
    union: (user: CurrentUser, orderSn: string) => orders.union(user, orderSn),

    unionCheckout: (user: CurrentUser, orderSn: string, origin: string) =>
      orders.checkout(user, orderSn, ['union'], origin),

    /** An unpaid renewal order; only an activity that has been published can be renewed. */
    renewalOrder: async (user: CurrentUser, activityId: number, days: number) => {
      const activity = await ownActivity(deps.db, user, activityId);
      requireOpenKind(activity.kind);
      if (activity.status === 'draft') throw new AppError('ACTIVITY_NOT_PUBLISHED');
      return orders.view(await orders.create(user, orderFor(activity, days, '续费活动')));
    },

    checkout: (user: CurrentUser, orderSn: string, origin: string) =>
      orders.checkout(user, orderSn, ['activity'], origin),
  };
};
