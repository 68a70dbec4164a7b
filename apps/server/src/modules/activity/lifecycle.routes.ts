import { contract } from '@app/contract';
import { requestOrigin } from '../../platform/payment/request-origin.js';
import type { ModuleContext } from '../module.js';
import { orderService } from '../order/index.js';
import { activityService } from './activity.service.js';
import { activityDraftService } from './activity-draft.service.js';
import { activityPublishService } from './activity-publish.service.js';
import { activityRefundService } from './activity-refund.service.js';
import { homeOverviewService } from './home-overview.service.js';

const { activity } = contract;

export const lifecycleRoutes = ({ route, deps }: ModuleContext) => {
  const activities = activityService(deps);
  const drafts = activityDraftService(deps);
  const publishing = activityPublishService(deps, orderService(deps));
  const refunds = activityRefundService(deps);
  const overview = homeOverviewService(deps);
  route(activity.list, ({ user, input }) => activities.list(user, input));
  route(activity.info, ({ user, input }) => activities.info(user, input.activity_id));
  route(activity.save, ({ user, input }) => activities.save(user, input));
  route(activity.setPassword, ({ user, input }) => activities.setPassword(user, input.activity_id, input.password));
  route(activity.updateQrcodeStyle, ({ user, input: { activity_id, ...style } }) =>
    activities.updateQrcodeStyle(user, activity_id, style),
  );
  route(activity.saveNoPublishIcon, ({ user, input }) =>
    activities.saveNoPublishIcon(user, input.activity_id, input.no_publish_icon),
  );
  route(activity.copy, ({ user, input }) => drafts.copy(user, input.activity_id));
  route(activity.remove, ({ user, input }) => activities.remove(user, input.activity_id));
  route(activity.create, ({ user, input }) => drafts.create(user, input));
  route(activity.homeOverview, ({ user }) => overview.overview(user));
  route(activity.trialLimit, ({ user }) => activities.trialLimit(user));
  route(activity.periods, () => activities.periods());
  route(activity.isPublish, ({ user, input }) => activities.publishState(user, input.activity_id));
  route(activity.isPublishOverTime, ({ user, input }) => activities.publishState(user, input.activity_id));
  route(activity.publishBalancePay, ({ user, input }) =>
    publishing.publishWithBalance(user, input.activity_id, input.days),
  );
  route(activity.publishOnlineSave, ({ user, input }) => publishing.publishOrder(user, input.activity_id, input.days));
  route(activity.publishActPay, ({ user, input, req }) =>
    publishing.checkout(user, input.order_sn, requestOrigin(req)),
  );
  route(activity.unionCreate, ({ user, input }) => publishing.unionOrder(user, input));
  route(activity.createActPay, ({ user, input, req }) =>
    publishing.unionCheckout(user, input.order_sn, requestOrigin(req)),
  );
  route(activity.getCreateAct, ({ user, input }) => publishing.union(user, input.order_sn));
  route(activity.refundClosedKind, ({ user, input }) => refunds.refundClosedKind(user, input.activity_id));
  route(activity.createRenewalOrder, ({ user, input }) => publishing.renewalOrder(user, input.activity_id, input.days));
  route(activity.renewalActPay, ({ user, input, req }) =>
    publishing.checkout(user, input.order_sn, requestOrigin(req)),
  );
};
