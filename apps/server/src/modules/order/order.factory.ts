import { toFen } from '@app/contract';
import type { CurrentUser } from '../../platform/request-context.js';
import type { TestApp } from '../../test/test-app.js';
import { makeActivity } from '../activity/activity.factory.js';
import { type OrderDraft, orderService } from './order.service.js';

let counter = 0;

/** The account as a signed-in caller (a staff account acts for its organiser), for calling services directly. */
export const callerOf = (c: { id: number; tenantId: number; phone: string; ownerId: number | null }): CurrentUser => ({
  id: c.id,
  tenantId: c.tenantId,
  ownerId: c.ownerId ?? c.id,
  phone: c.phone,
  isStaff: c.ownerId !== null,
  sessionId: 0,
  grants: c.ownerId === null ? 'all' : { pages: [], actions: [] },
});

/**
 * An unpaid order of the customer; an activity fee of the given yuan unless told otherwise, publishing a new
 * activity of the organiser for a day.
 */
export const makeOrder = async (
  t: TestApp,
  customer: Parameters<typeof callerOf>[0],
  yuan: number,
  draft: Partial<OrderDraft> = {},
) => {
  counter += 1;
  const type = draft.type ?? 'activity';
  const owner = { tenantId: customer.tenantId, id: customer.ownerId ?? customer.id };
  const activityId = type === 'activity' ? (draft.activityId ?? (await makeActivity(t, owner)).id) : undefined;
  return orderService(t.deps).create(callerOf(customer), {
    type,
    title: `测试订单 ${counter}`,
    amount: toFen(yuan),
    activityId,
    ...draft,
  });
};
