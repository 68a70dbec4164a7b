import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

/**
 * An organiser's own WeChat Pay merchant or Alipay app. Secrets are sealed with SECRETS_KEY
 * (platform/secrets) and never leave the server; the hints are what the organiser sees of them.
 */
export const merchants = pgTable(
  'merchants',
  {
    ...rowColumns,
    ...ownerColumns,
    type: text({ enum: ['wechat', 'alipay'] }).notNull(),
    name: text().notNull(),
    mchId: text().notNull().default(''),
    appId: text().notNull(),
    certSerial: text().notNull().default(''),
    publicKeyId: text().notNull().default(''),
    publicKey: text().notNull(),
    apiV3KeySealed: text().notNull().default(''),
    apiV3KeyHint: text().notNull().default(''),
    privateKeySealed: text().notNull(),
    privateKeyHint: text().notNull(),
    keyName: text().notNull().default(''),
    status: text({ enum: ['untested', 'ok', 'failed'] })
      .notNull()
      .default('untested'),
    testMsg: text().notNull().default(''),
    testedAt: timestamp({ withTimezone: true }),
    /** Kept, not removed: payments already made to it must still verify their notifications. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.tenantId, t.customerId, t.id)],
);

/** Which merchant an activity's participants pay and its red packets come from, and the fee participants pay. */
export const activityMerchants = pgTable(
  'activity_merchants',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull().unique(),
    payMerchantId: integer(),
    hbMerchantId: integer(),
    /** Fen; 0 asks participants for nothing. */
    fee: bigint({ mode: 'number' }).notNull().default(0),
    feeTitle: text().notNull().default(''),
  },
  (t) => [index().on(t.payMerchantId), index().on(t.hbMerchantId)],
);

/** A participant's payment to the organiser's merchant: the money never passes through platform balances. */
export const participantPayments = pgTable(
  'participant_payments',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    participantId: integer().notNull(),
    merchantId: integer().notNull(),
    provider: text({ enum: ['wechatpay', 'alipay'] }).notNull(),
    outTradeNo: text().notNull().unique(),
    amount: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: ['unpaid', 'paid', 'refunded'] })
      .notNull()
      .default('unpaid'),
    channel: text().notNull(),
    payUrl: text().notNull().default(''),
    tradeNo: text().notNull().default(''),
    refundNo: text().notNull().default(''),
    /** When the provider stops taking it (sent as the order's expiry). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.activityId, t.id), index().on(t.participantId)],
);
