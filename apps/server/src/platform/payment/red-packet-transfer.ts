import type { WechatPayClient } from './wechatpay/wechatpay-client.js';

/** One red packet to one person's WeChat change. */
export type RedPacketTransferInput = {
  /** Ours, unique: WeChat Pay takes a batch number once, so asking again cannot pay twice. */
  outNo: string;
  openid: string;
  amountFen: number;
  /** The batch's name, for the merchant's records. */
  title: string;
  /** What the person reads with the money. */
  remark: string;
};

/** Where a transfer asked for stands: in the person's change, refused, on its way, or never received. */
export type TransferOutcome =
  | { state: 'paid'; batchId: string }
  | { state: 'processing'; batchId: string }
  | { state: 'failed'; reason: string }
  | { state: 'missing' };

/**
 * Pays red packets. `send` answers the provider's batch id once the transfer is accepted (paid at once, or still
 * processing) and rejects with ProviderError when the provider refused it (or could not be asked); `check` asks
 * where a transfer sent earlier stands.
 */
export type RedPacketTransfer = {
  channel: 'sandbox' | 'wechatpay';
  send: (t: RedPacketTransferInput) => Promise<{ state: 'paid' | 'processing'; batchId: string }>;
  check: (outNo: string) => Promise<TransferOutcome>;
};

/**
 * The offline default: every transfer is paid at once and no money leaves anywhere. It keeps no record, so a
 * transfer still waiting can only be one that was never sent (the server stopped first): it is missing.
 */
export const sandboxRedPacketTransfer: RedPacketTransfer = {
  channel: 'sandbox',
  send: async (t) => ({ state: 'paid', batchId: `SANDBOX-${t.outNo}` }),
  check: async () => ({ state: 'missing' }),
};

/** WeChat Pay's words for why a transfer to a person's change failed (商家转账到零钱, fail_reason). */
const failReasons: Record<string, string> = {
  ACCOUNT_FROZEN: '收款用户的微信账户已被冻结',
  ACCOUNT_NOT_EXIST: '收款用户的微信账户不存在',
  REAL_NAME_CHECK_FAIL: '收款用户未完成微信实名认证',
  NAME_NOT_CORRECT: '收款用户姓名校验不通过',
  OPENID_INVALID: '收款用户的OpenID无效',
  TRANSFER_QUOTA_EXCEED: '超过收款用户单笔收款额度',
  DAY_RECEIVED_QUOTA_EXCEED: '超过收款用户单日收款额度',
  MONTH_RECEIVED_QUOTA_EXCEED: '超过收款用户单月收款额度',
  DAY_RECEIVED_COUNT_EXCEED: '超过收款用户单日收款次数',
  PRODUCT_AUTH_CHECK_FAIL: '商户未开通商家转账到零钱或权限已冻结',
  OVERDUE_CLOSE: '转账超时未完成，已被微信支付关闭',
  TRANSFER_RISK: '该笔转账被微信支付风控拦截',
};
const failReason = (code = '') => failReasons[code] ?? `微信支付转账失败（${code || '原因未知'}）`;

/** The detail number of a red packet's batch: one detail per batch. */
const detailNo = (outNo: string) => `${outNo}D1`;

/** A merchant's 商家转账到零钱: one batch of one detail per red packet. */
export const wechatPayRedPacketTransfer = (client: WechatPayClient): RedPacketTransfer => ({
  channel: 'wechatpay',
  send: async (t) => {
    const answer = await client.transfer({
      outBatchNo: t.outNo,
      batchName: t.title,
      remark: t.remark,
      details: [{ outDetailNo: detailNo(t.outNo), openid: t.openid, amountFen: t.amountFen, remark: t.remark }],
    });
    // An accepted batch pays its detail later, or fails it: only a check tells.
    return { state: 'processing', batchId: answer.batch_id };
  },
  check: async (outNo) => {
    const found = await client.queryTransfer(outNo);
    if (!found) return { state: 'missing' };
    const batch = found.transfer_batch;
    const detail = found.transfer_detail_list?.find((d) => d.out_detail_no === detailNo(outNo));
    if (detail?.detail_status === 'SUCCESS') return { state: 'paid', batchId: batch.batch_id };
    if (detail?.detail_status === 'FAIL') {
      const why = await client.queryTransferDetail(outNo, detailNo(outNo));
      return { state: 'failed', reason: failReason(why.fail_reason) };
    }
    if (batch.batch_status === 'CLOSED') return { state: 'failed', reason: failReason(batch.close_reason) };
    return { state: 'processing', batchId: batch.batch_id };
  },
});
