import { toFen, toYuan } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownActivity } from '../activity/index.js';
import { type Owner, ownerOf } from '../wallet/index.js';
import { type ActivityMerchantRow, activityMerchantRepository } from './activity-merchant.repository.js';
import { merchantRepository } from './merchant.repository.js';
import { merchantGateway } from './merchant-gateway.js';

type Choice = {
  activity_id: number;
  pay_mch_id: number | null;
  hb_mch_id: number | null;
  fee: number;
  fee_title: string;
};

/** Which of the organiser's merchants an activity uses: for participants' payments and for red packets. */
export const activityMerchantService = (deps: Pick<Deps, 'db' | 'config' | 'clock' | 'log' | 'secrets'>) => {
  const { db } = deps;
  const merchants = merchantRepository(db);
  const choices = activityMerchantRepository(db);

  const view = async (owner: Owner, activityId: number, row: ActivityMerchantRow | null) => ({
    activity_id: activityId,
    pay_mch_id: row?.payMerchantId ?? null,
    hb_mch_id: row?.hbMerchantId ?? null,
    fee: toYuan(row?.fee ?? 0),
    fee_title: row?.feeTitle ?? '',
    options: await merchants.options(owner),
  });

  const ownMerchant = async (owner: Owner, id: number | null) => {
    if (id === null) return null;
    const found = await merchants.byId(owner, id);
    if (!found) throw new AppError('MCH_NOT_FOUND');
    return found.merchant;
  };

  return {
    get: async (user: CurrentUser, activityId: number) => {
      await ownActivity(db, user, activityId);
      return view(ownerOf(user), activityId, await choices.of(activityId));
    },

    set: async (user: CurrentUser, input: Choice) => {
      await ownActivity(db, user, input.activity_id);
      const owner = ownerOf(user);
      await ownMerchant(owner, input.pay_mch_id);
      const redPackets = await ownMerchant(owner, input.hb_mch_id);
      if (redPackets && redPackets.type !== 'wechat') throw new AppError('MCH_WRONG_KIND');
      if (input.fee > 0 && input.pay_mch_id === null) throw new AppError('MCH_NOT_SET');
      const saved = await choices.save(owner, input.activity_id, {
        payMerchantId: input.pay_mch_id,
        hbMerchantId: input.hb_mch_id,
        fee: toFen(input.fee),
        feeTitle: input.fee_title,
      });
      return view(owner, input.activity_id, saved);
    },
  };
};

/**
 * The WeChat Pay merchant an activity pays red packets from, ready to transfer (client.transfer), or
 * MCH_NOT_SET when the organiser chose none.
 */
export const redPacketMerchant = async (
  deps: Pick<Deps, 'db' | 'config' | 'clock' | 'log' | 'secrets'>,
  activityId: number,
) => {
  const choice = await activityMerchantRepository(deps.db).of(activityId);
  const owner = choice && { tenantId: choice.tenantId, customerId: choice.customerId };
  const found =
    owner && choice.hbMerchantId ? await merchantRepository(deps.db).byId(owner, choice.hbMerchantId) : null;
  if (!found) throw new AppError('MCH_NOT_SET');
  const gateway = merchantGateway(deps, found.merchant);
  if (gateway.type !== 'wechat') throw new AppError('MCH_WRONG_KIND');
  return { merchant: found.merchant, client: gateway.provider.client };
};
