import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import {
  type RedPacketTransfer,
  sandboxRedPacketTransfer,
  wechatPayRedPacketTransfer,
} from '../../platform/payment/red-packet-transfer.js';
import { activityMerchantRepository, merchantGateway, merchantRepository, redPacketMerchant } from '../mch/index.js';
import type { Owner } from '../wallet/index.js';
import type { HbPayoutRow } from './hb-payout.repository.js';

export type PayerDeps = Pick<Deps, 'db' | 'config' | 'clock' | 'log' | 'secrets' | 'payment'>;

/**
 * Red packets go out by the activity's red-packet merchant's transfers. Without one they go through the sandbox,
 * but only while the platform itself takes sandbox payments: with a real provider a red packet must be real money.
 */
export const sandboxAllowed = (deps: Pick<Deps, 'payment'>) => deps.payment.name === 'sandbox';

/** The activity's red-packet merchant as the rule page names it, or null. */
export const redPacketMerchantOf = async (deps: Pick<Deps, 'db'>, owner: Owner, activityId: number) => {
  const choice = await activityMerchantRepository(deps.db).of(activityId);
  const found = choice?.hbMerchantId ? await merchantRepository(deps.db).byId(owner, choice.hbMerchantId) : null;
  return found ? { id: found.merchant.id, name: found.merchant.name } : null;
};

/** What pays an activity's red packets: a transfer, and the merchant it goes through (null for the sandbox). */
export type RedPacketPayer = { merchantId: number | null; transfer: RedPacketTransfer };

/** What pays the activity's red packets now. */
export const redPacketPayer = async (deps: PayerDeps, activityId: number): Promise<RedPacketPayer> => {
  const choice = await activityMerchantRepository(deps.db).of(activityId);
  if (choice?.hbMerchantId) {
    const { merchant, client } = await redPacketMerchant(deps, activityId);
    return { merchantId: merchant.id, transfer: wechatPayRedPacketTransfer(client) };
  }
  if (!sandboxAllowed(deps)) throw new AppError('HB_MERCHANT_NOT_SET');
  return { merchantId: null, transfer: sandboxRedPacketTransfer };
};

/**
 * What a payout went out through: its own channel and merchant, never the activity's current choice (asking
 * another merchant about it would find nothing and pay it twice). Null when that merchant is gone.
 */
export const payoutPayer = async (deps: PayerDeps, payout: HbPayoutRow): Promise<RedPacketPayer | null> => {
  if (payout.channel === 'sandbox') return { merchantId: null, transfer: sandboxRedPacketTransfer };
  const owner = { tenantId: payout.tenantId, customerId: payout.customerId };
  const found = payout.merchantId ? await merchantRepository(deps.db).byId(owner, payout.merchantId) : null;
  if (!found) return null;
  const gateway = merchantGateway(deps, found.merchant);
  if (gateway.type !== 'wechat') return null;
  return { merchantId: found.merchant.id, transfer: wechatPayRedPacketTransfer(gateway.provider.client) };
};
