import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { idSchema } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';
import { balanceKindSchema } from './money.js';
import { checkoutSchema, ledgerEntrySchema } from './wallet.js';

export const orderTypes = ['recharge', 'service', 'online_num', 'activity', 'traffic', 'union'] as const;
export const orderTypeSchema = z.enum(orderTypes, { error: '订单类型错误' });
export type OrderType = z.infer<typeof orderTypeSchema>;
export const orderTypeTitles: Record<OrderType, string> = {
  recharge: '账户充值',
  service: '增值服务',
  online_num: '在线人数扩容',
  activity: '活动费用',
  traffic: '流量包',
  union: '组合订单',
};

export const orderStatuses = ['unpaid', 'paid', 'closed', 'refunded'] as const;
export const orderStatusSchema = z.enum(orderStatuses, { error: '订单状态错误' });
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const orderStatusTitles: Record<OrderStatus, string> = {
  unpaid: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunded: '已退款',
};

/** How an order was paid: from the general balance, or through a payment provider (sandbox by default). */
export const payMethods = ['balance', 'sandbox'] as const;
export const payMethodTitles: Record<(typeof payMethods)[number], string> = {
  balance: '余额支付',
  sandbox: '在线支付（沙箱）',
};

/** An unpaid order closes by itself after this long. */
export const orderPayMinutes = 30;

const orderSnSchema = z.string({ error: '订单不存在' }).trim().min(1, { error: '订单不存在' }).max(40);
/** The input of every call that acts on one order. */
export const orderSnInput = z.object({ order_sn: orderSnSchema });

export const orderSchema = z.object({
  id: z.number(),
  order_sn: z.string(),
  type: orderTypeSchema,
  title: z.string(),
  amount: z.number(),
  status: orderStatusSchema,
  /** '' until paid. */
  pay_method: z.string(),
  /** The balance a top-up credits; null for other orders. */
  kind: balanceKindSchema.nullable(),
  quantity: z.number().int(),
  invoiced: z.boolean(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const paymentSchema = z.object({
  payment_no: z.string(),
  provider: z.string(),
  amount: z.number(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  trade_no: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});

export const refundSchema = z.object({
  refund_no: z.string(),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  created_at: z.string(),
});

export const orderDetailSchema = orderSchema.extend({
  payments: z.array(paymentSchema),
  refunds: z.array(refundSchema),
  /** The balance changes this order caused. */
  ledger: z.array(ledgerEntrySchema),
  /** A union order's parts; empty for any other order. */
  parts: z.array(orderSchema),
});

/** A value-added service of the tenant's catalogue. */
export const serviceSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  /** What one unit buys: days of use, or 0 for a one-off effect. */
  duration_days: z.number().int(),
  unit: z.string(),
});
export type ValueService = z.infer<typeof serviceSchema>;

/** A service bought by the account, with its effect. */
export const entitlementSchema = z.object({
  service_id: z.number(),
  code: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** null: the effect does not expire. */
  expires_at: z.string().nullable(),
  created_at: z.string(),
});

/** Online-participant capacity: how many people may take part at once, and the steps it can grow by. */
export const onlineNumTiers = [
  { num: 500, price: 50 },
  { num: 1000, price: 90 },
  { num: 5000, price: 400 },
  { num: 10000, price: 700 },
] as const;
export const defaultOnlineNum = 200;
const onlineNumSchema = z.coerce
  .number({ error: '请选择扩容人数' })
  .refine((n) => onlineNumTiers.some((t) => t.num === n), { error: '请选择扩容人数' });
const onlineNumInput = z.object({ num: onlineNumSchema });
/** A capacity tier added to another purchase, or 0 for none. */
export const onlineNumAddOnSchema = z.union([z.literal(0), onlineNumSchema], { error: '请选择扩容人数' }).default(0);

/** Units of one value-added service bought at once. */
export const serviceQuantitySchema = z.coerce
  .number({ error: '请输入购买数量' })
  .int({ error: '购买数量必须是整数' })
  .min(1, { error: '购买数量至少为1' })
  .max(10, { error: '购买数量不能超过10' })
  .default(1);

/** A union order with the orders it pays for at once: each part is listed, paid and fulfilled with it. */
export const unionOrderSchema = orderSchema.extend({ parts: z.array(orderSchema) });
export type UnionOrder = z.infer<typeof unionOrderSchema>;

export const invoiceSchema = z.object({
  id: z.number(),
  title: z.string(),
  tax_no: z.string(),
  email: z.string(),
  amount: z.number(),
  status: z.enum(['pending', 'issued', 'rejected']),
  order_sns: z.array(z.string()),
  remark: z.string(),
  issued_at: z.string().nullable(),
  created_at: z.string(),
});
/** How many orders one invoice may cover (the invoicing rules, Web/kpRule, state it too). */
export const invoiceLimits = { ordersPerInvoice: 50 } as const;

export const invoiceStatusTitles = { pending: '开票中', issued: '已开票', rejected: '已驳回' } as const;

export const orderContract = {
  record: endpoint({
    method: 'GET',
    path: '/api/Order/record',
    auth: 'user',
    grant: { page: 'user/user_order' },
    input: pageInputSchema.extend({ status: orderStatusSchema.optional(), type: orderTypeSchema.optional() }),
    data: listSchema(orderSchema),
  }),
  recordDetail: endpoint({
    method: 'GET',
    path: '/api/Order/recordDetail',
    auth: 'user',
    grant: { page: 'user/user_order' },
    input: z.object({ id: idSchema }),
    data: orderDetailSchema,
  }),
  /**
   * Where an order stands, for the checkout that waits for its payment. No grant: whoever may start a
   * payment must see it finish, whatever page they started it from.
   */
  payStatus: endpoint({
    method: 'POST',
    path: '/api/Order/payStatus',
    auth: 'user',
    effect: 'read',
    input: orderSnInput,
    data: orderSchema,
  }),
  close: endpoint({
    method: 'POST',
    path: '/api/Order/close',
    auth: 'user',
    grant: { page: 'user/user_order' },
    input: orderSnInput,
    data: orderSchema,
  }),
  balancePay: endpoint({
    method: 'POST',
    path: '/api/Order/balancePay',
    auth: 'user',
    grant: { page: 'user/user_order', action: 'order.pay' },
    input: orderSnInput,
    data: orderSchema,
  }),
  serviceList: endpoint({
    method: 'GET',
    path: '/api/services/list',
    auth: 'user',
    input: z.object({}),
    data: z.array(serviceSchema),
  }),
  myServices: endpoint({
    method: 'GET',
    path: '/api/services/mine',
    auth: 'user',
    input: z.object({}),
    data: z.array(entitlementSchema),
  }),
  services: endpoint({
    method: 'POST',
    path: '/api/Order/services',
    auth: 'user',
    grant: { page: 'function/value_service', action: 'order.pay' },
    input: z.object({
      service_id: idSchema,
      quantity: serviceQuantitySchema,
    }),
    data: orderSchema,
  }),
  servicesBalancePay: endpoint({
    method: 'POST',
    path: '/api/Order/servicesBalancePay',
    auth: 'user',
    grant: { page: 'function/value_service', action: 'order.pay' },
    input: orderSnInput,
    data: orderSchema,
  }),
  addServerPay: endpoint({
    method: 'POST',
    path: '/api/Pay/addServerPay',
    auth: 'user',
    grant: { page: 'function/value_service', action: 'order.pay' },
    input: orderSnInput,
    data: checkoutSchema,
  }),
  onlineNumConfig: endpoint({
    method: 'POST',
    path: '/api/customer/getOnlineNumConfig',
    auth: 'user',
    effect: 'read',
    input: z.object({}),
    data: z.object({
      online_num: z.number().int(),
      tiers: z.array(z.object({ num: z.number().int(), price: z.number() })),
    }),
  }),
  onlineNumBalPay: endpoint({
    method: 'POST',
    path: '/api/customer/onlineNumBalPay',
    auth: 'user',
    grant: { page: 'user/user_account', action: 'order.pay' },
    input: onlineNumInput,
    data: orderSchema,
  }),
  onlineNumRecharge: endpoint({
    method: 'POST',
    path: '/api/customer/onlineNumRecharge',
    auth: 'user',
    grant: { page: 'user/user_account', action: 'order.pay' },
    input: onlineNumInput,
    data: orderSchema,
  }),
  onlineNumRecPay: endpoint({
    method: 'POST',
    path: '/api/AlipayOrder/onlineNumRecPay',
    auth: 'user',
    grant: { page: 'user/user_account', action: 'order.pay' },
    input: orderSnInput,
    data: checkoutSchema,
  }),
  /** The sandbox provider's signed payment notification; a real provider gets a path of its own. */
  sandboxNotify: endpoint({
    method: 'POST',
    path: '/api/Pay/notify/sandbox',
    auth: 'public',
    input: z.object({
      payment_no: z.string().max(64),
      trade_no: z.string().max(64),
      amount_fen: z.number().int(),
      status: z.enum(['succeeded', 'failed']),
      timestamp: z.number().int(),
      sign: z.string().max(128),
    }),
    data: z.null(),
  }),
  invoiceableOrders: endpoint({
    method: 'GET',
    path: '/api/receipt/orders',
    auth: 'user',
    grant: { page: 'user/user_receipt' },
    input: pageInputSchema,
    data: listSchema(orderSchema),
  }),
  invoiceList: endpoint({
    method: 'GET',
    path: '/api/receipt/list',
    auth: 'user',
    grant: { page: 'user/user_receipt' },
    input: pageInputSchema,
    data: listSchema(invoiceSchema),
  }),
  invoiceApply: endpoint({
    method: 'POST',
    path: '/api/receipt/apply',
    auth: 'user',
    grant: { page: 'user/user_receipt', action: 'invoice.apply' },
    input: z.object({
      order_sns: z
        .array(orderSnSchema, { error: '请选择要开票的订单' })
        .min(1, { error: '请选择要开票的订单' })
        .max(invoiceLimits.ordersPerInvoice, { error: `一次最多选择${invoiceLimits.ordersPerInvoice}个订单` }),
      title: z
        .string({ error: '请输入发票抬头' })
        .trim()
        .min(1, { error: '请输入发票抬头' })
        .max(100, { error: '发票抬头不能超过100个字' }),
      /** Empty for a person; a company's unified social credit code otherwise. */
      tax_no: z
        .string()
        .trim()
        .regex(/^([0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})?$/, { error: '税号格式错误' })
        .default(''),
      email: z.email({ error: '请输入正确的邮箱' }).max(100),
      remark: z.string().trim().max(200).default(''),
    }),
    data: invoiceSchema,
  }),
};
