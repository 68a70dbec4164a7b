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

/**
 * Pays red packets. Answers the provider's batch id once the transfer is accepted; rejects with ProviderError
 * when the provider refused it (or could not be asked).
 */
export type RedPacketTransfer = {
  channel: 'sandbox' | 'wechatpay';
  send: (t: RedPacketTransferInput) => Promise<{ batchId: string }>;
};

/** The offline default: every transfer is accepted at once and no money leaves anywhere. */
export const sandboxRedPacketTransfer: RedPacketTransfer = {
  channel: 'sandbox',
  send: async (t) => ({ batchId: `SANDBOX-${t.outNo}` }),
};

/** A merchant's 商家转账到零钱: one batch of one detail per red packet. */
export const wechatPayRedPacketTransfer = (client: WechatPayClient): RedPacketTransfer => ({
  channel: 'wechatpay',
  send: async (t) => {
    const answer = await client.transfer({
      outBatchNo: t.outNo,
      batchName: t.title,
      remark: t.remark,
      details: [{ outDetailNo: `${t.outNo}D1`, openid: t.openid, amountFen: t.amountFen, remark: t.remark }],
    });
    return { batchId: answer.batch_id };
  },
});
