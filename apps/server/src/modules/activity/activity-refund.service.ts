import { type ActivityKind, activityKindNames, isOpenKind, toYuan } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { changeBalance, ownerOf } from '../wallet/index.js';
import { toActivityDetail } from './activity.mappers.js';
import { activityRepository } from './activity.repository.js';
import { activityRefundRepository } from './activity-refund.repository.js';

/**
 * Money back for an activity of a kind that does not run yet (docs/activity-kinds.md): nothing of it ever ran,
 * so every paid publishing and renewal order goes back to the general balance in full, in one transaction.
 */
export const activityRefundService = (deps: Pick<Deps, 'db' | 'clock'>) => ({
  refundClosedKind: (user: CurrentUser, activityId: number) =>
    deps.db.transaction(async (tx) => {
      const owner = ownerOf(user);
      const activities = activityRepository(tx);
      const orders = activityRefundRepository(tx);
      const activity = await activities.lock(owner, activityId);
      if (!activity) throw new AppError('ACTIVITY_NOT_FOUND');
      if (isOpenKind(activity.kind)) throw new AppError('ACTIVITY_REFUND_KIND_OPEN');
      const paid = await orders.lockPaidOrders(owner, activityId);
      if (paid.length === 0) throw new AppError('ACTIVITY_NOTHING_TO_REFUND');
      // An issued invoice already states these amounts; taking the money back needs the invoice undone first.
      if (paid.some((o) => o.invoiceId !== null)) throw new AppError('ACTIVITY_REFUND_INVOICED');
      const kindName = activityKindNames[activity.kind as ActivityKind];
      for (const order of paid) {
        await changeBalance(tx, {
          ...owner,
          kind: 'money',
          amount: order.amount,
          reason: 'refund',
          remark: `退款：${order.title}（${kindName}尚未开放）`,
          orderId: order.id,
          actorId: user.id,
        });
      }
      await orders.markRefunded(paid.map((o) => o.id));
      const draft = await activities.update(owner, activityId, { status: 'draft', publishedAt: null, expiresAt: null });
      return {
        refunded: toYuan(paid.reduce((sum, o) => sum + o.amount, 0)),
        orders: paid.length,
        activity: toActivityDetail(draft, deps.clock(), await activities.trialJoined(activityId)),
      };
    }),
});
