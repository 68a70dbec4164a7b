import { toYuan } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { rememberNotice } from '../../platform/payment/payment-notice.repository.js';
import type { NotifyRequest } from '../../platform/payment/payment-provider.js';
import { ProviderError } from '../../platform/payment/provider-error.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownActivity, resolveTicket } from '../activity/index.js';
import { orderNumber } from '../order/index.js';
import { ownerOf } from '../wallet/index.js';
import { feeOf } from './fee-gate.js';
import { merchantRepository } from './merchant.repository.js';
import { merchantGateway } from './merchant-gateway.js';
import { startParticipantCheckout } from './participant-checkout.js';
import { toParticipantPayment } from './participant-payment.mappers.js';
import { type ParticipantPaymentRow, participantPaymentRepository } from './participant-payment.repository.js';

type Channel = 'native' | 'h5' | 'jsapi';
type PaymentDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'log' | 'secrets'>;

/** A provider's refusal, told to whoever asked: the participant paying, or the organiser refunding. */
const viaProvider = async <T>(call: () => Promise<T>) => {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ProviderError) throw new AppError('PAY_PROVIDER_FAILED', `支付渠道返回错误：${err.reason}`);
    throw err;
  }
};

/** How long a participant's payment stays open at the provider. */
const payMinutes = 30;
/** A checkout this close to closing is not handed out again: the payer would not finish in time. */
const reuseMarginMinutes = 5;

/** Participants paying the activity's fee to the organiser's merchant, and the organiser's view and refunds. */
export const participantPaymentService = (deps: PaymentDeps) => {
  const { db } = deps;
  const payments = participantPaymentRepository(db);
  const merchants = merchantRepository(db);

  return {
    status: async (ticket: string) => {
      const { participant, activity } = await resolveTicket(db, ticket, deps.clock());
      const fee = await feeOf(db, activity.id);
      const latest = fee ? await payments.currentOf(participant.id) : null;
      const status: ParticipantPaymentRow['status'] | 'none' = latest?.status ?? 'none';
      return { fee: toYuan(fee?.fee ?? 0), title: fee?.feeTitle || activity.title, status };
    },

    pay: async (ticket: string, channel: Channel, origin: string, ip: string) => {
      const now = deps.clock();
      const { participant, activity } = await resolveTicket(db, ticket, now);
      const fee = await feeOf(db, activity.id);
      const owner = fee && { tenantId: fee.tenantId, customerId: fee.customerId };
      const merchant = owner && fee.payMerchantId ? await merchants.byId(owner, fee.payMerchantId) : null;
      if (!fee || !merchant) throw new AppError('MCH_NOT_SET');
      const title = fee.feeTitle || activity.title;
      const latest = await payments.currentOf(participant.id);
      const view = (p: ParticipantPaymentRow, payUrl: string, jsapi: Record<string, string> | null) => ({
        out_trade_no: p.outTradeNo,
        amount: toYuan(p.amount),
        title,
        status: p.status,
        pay_url: payUrl,
        jsapi,
      });
      if (latest?.status === 'paid') return view(latest, '', null);
      const reusable =
        latest?.status === 'unpaid' &&
        latest.channel === channel &&
        latest.merchantId === merchant.merchant.id &&
        latest.amount === fee.fee &&
        latest.expiresAt.getTime() - now.getTime() > reuseMarginMinutes * 60_000;
      const payment = reusable
        ? latest
        : await payments.insert({
            tenantId: activity.tenantId,
            customerId: activity.customerId,
            activityId: activity.id,
            participantId: participant.id,
            merchantId: merchant.merchant.id,
            provider: merchant.merchant.type === 'wechat' ? 'wechatpay' : 'alipay',
            outTradeNo: orderNumber(now, 'M', 8),
            amount: fee.fee,
            channel,
            expiresAt: new Date(now.getTime() + payMinutes * 60_000),
          });
      const gateway = merchantGateway(deps, merchant.merchant);
      const order = { subject: title, origin, expiresAt: payment.expiresAt, identity: participant.identity, ip };
      const started = await viaProvider(() => startParticipantCheckout(gateway, payment, order));
      if (started.payUrl !== payment.payUrl) await payments.setPayUrl(payment.id, started.payUrl);
      return view(payment, started.payUrl, started.jsapi);
    },

    /** The merchant's notification: verified with that merchant's keys, then settled once. */
    handleNotify: async (
      tenantId: number,
      provider: 'wechatpay' | 'alipay',
      merchantId: number,
      req: NotifyRequest,
    ) => {
      const merchant = Number.isSafeInteger(merchantId) ? await merchants.forNotification(tenantId, merchantId) : null;
      if (!merchant || (merchant.type === 'wechat') !== (provider === 'wechatpay')) throw new AppError('PAY_NOT_FOUND');
      const notice = await merchantGateway(deps, merchant).provider.verifyNotification(req);
      await db.transaction(async (tx: Db) => {
        if (!(await rememberNotice(tx, provider, notice))) return;
        const found = await participantPaymentRepository(tx).lockForNotice(merchant.id, notice.paymentNo);
        if (!found) throw new AppError('PAY_NOT_FOUND');
        if (found.status !== 'unpaid' || notice.status === 'failed') return;
        if (notice.amountFen !== found.amount) throw new AppError('PAY_AMOUNT_MISMATCH');
        await participantPaymentRepository(tx).markPaid(found.id, notice.tradeNo, deps.clock());
      });
      return null;
    },

    list: async (user: CurrentUser, query: { activity_id: number; page: number; limit: number }) => {
      await ownActivity(db, user, query.activity_id);
      const paging = { page: query.page, limit: query.limit };
      const { rows, total } = await payments.page(ownerOf(user), query.activity_id, paging);
      return { list: rows.map(toParticipantPayment), total, ...paging };
    },

    /** Refunds in full through the merchant; the refund number is fixed per payment, so a retry is one refund. */
    refund: async (user: CurrentUser, id: number) => {
      const owner = ownerOf(user);
      const found = await payments.byId(owner, id);
      if (!found) throw new AppError('PAY_NOT_FOUND');
      const p = found.payment;
      if (p.status !== 'paid') throw new AppError('MCH_REFUND_NOT_PAID');
      const merchant = await merchants.forNotification(owner.tenantId, p.merchantId);
      if (!merchant) throw new AppError('MCH_NOT_FOUND');
      const gateway = merchantGateway(deps, merchant);
      const refundNo = `R${p.outTradeNo}`;
      const reason = '活动费用退款';
      await viaProvider<unknown>(() =>
        gateway.type === 'wechat'
          ? gateway.provider.client.refund({
              outTradeNo: p.outTradeNo,
              outRefundNo: refundNo,
              amountFen: p.amount,
              totalFen: p.amount,
              reason,
            })
          : gateway.provider.client.refund({
              outTradeNo: p.outTradeNo,
              outRequestNo: refundNo,
              amountFen: p.amount,
              reason,
            }),
      );
      await payments.markRefunded(owner, id, refundNo, deps.clock());
      return toParticipantPayment((await payments.byId(owner, id))!);
    },
  };
};
