import type { entitlementSchema, serviceSchema } from '@app/contract';
import { toYuan } from '@app/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownerOf } from '../wallet/index.js';
import { type EntitlementView, entitlementsOf } from './entitlement.repository.js';
import type { OrderDraft, OrderService } from './order.service.js';
import { type ValueServiceRow, valueServiceRepository } from './value-service.repository.js';

const toValueService = (s: ValueServiceRow): z.infer<typeof serviceSchema> => ({
  id: s.id,
  code: s.code,
  name: s.name,
  description: s.description,
  price: toYuan(s.price),
  duration_days: s.durationDays,
  unit: s.unit,
});

const toEntitlement = (e: EntitlementView): z.infer<typeof entitlementSchema> => ({
  service_id: e.serviceId,
  code: e.code,
  name: e.name,
  quantity: e.quantity,
  expires_at: e.expiresAt ? e.expiresAt.toISOString() : null,
  created_at: e.createdAt.toISOString(),
});

/** An order for units of a service as the site prices it now. */
export const serviceOrderDraft = (service: ValueServiceRow, quantity: number): OrderDraft => ({
  type: 'service',
  title: service.name,
  amount: service.price * quantity,
  serviceId: service.id,
  quantity,
});

/** The site's catalogue of value-added services, and buying them; what a paid order gives is in fulfilment. */
export const valueServiceService = (deps: Pick<Deps, 'db'>, orders: OrderService) => {
  const catalogue = valueServiceRepository(deps.db);

  return {
    list: async (user: CurrentUser) => (await catalogue.list(user.tenantId)).map(toValueService),

    mine: async (user: CurrentUser) => (await entitlementsOf(deps.db, ownerOf(user))).map(toEntitlement),

    /** An unpaid order for the service as the site prices it now; only services on sale can be ordered. */
    order: async (user: CurrentUser, input: { service_id: number; quantity: number }) => {
      const service = await catalogue.onSale(user.tenantId, input.service_id);
      if (!service) throw new AppError('ORDER_SERVICE_NOT_FOUND');
      return orders.view(await orders.create(user, serviceOrderDraft(service, input.quantity)));
    },

    payWithBalance: async (user: CurrentUser, orderSn: string) =>
      orders.view(await orders.payWithBalance(user, orderSn, ['service'])),

    checkout: (user: CurrentUser, orderSn: string, origin: string) =>
      orders.checkout(user, orderSn, ['service'], origin),
  };
};
