/** A refusal as WeChat Pay answers it: an HTTP status and a JSON body { code, message }. */
export class Refusal extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const param = (message: string) => new Refusal(400, 'PARAM_ERROR', message);

type Merchant = { mchId: string; appId: string };

/** The fields WeChat Pay requires of an order, checked as it checks them. */
export const checkOrder = (m: Merchant, body: Record<string, unknown>, kind: 'native' | 'jsapi' | 'h5') => {
  if (body.mchid !== m.mchId) throw param('mchid与请求头中的商户号不一致');
  if (body.appid !== m.appId) throw new Refusal(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
  const outTradeNo = String(body.out_trade_no ?? '');
  if (!/^[A-Za-z0-9_\-|*]{6,32}$/.test(outTradeNo)) throw param('out_trade_no格式错误');
  const description = String(body.description ?? '');
  if (!description || Buffer.byteLength(description) > 127) throw param('description长度错误');
  const notifyUrl = String(body.notify_url ?? '');
  // WeChat Pay insists on https; a local stand-in can only offer http, so it checks for an absolute URL.
  if (!/^https?:\/\/[^\s]+$/.test(notifyUrl)) throw param('notify_url格式错误');
  const amount = body.amount as { total?: unknown; currency?: unknown } | undefined;
  if (!Number.isInteger(amount?.total) || Number(amount?.total) < 1) throw param('amount.total必须为正整数');
  if (amount?.currency !== undefined && amount.currency !== 'CNY') throw param('currency只支持CNY');
  if (kind === 'jsapi' && !(body.payer as { openid?: string } | undefined)?.openid) throw param('缺少payer.openid');
  const scene = body.scene_info as { payer_client_ip?: string } | undefined;
  if (kind === 'h5' && !scene?.payer_client_ip) throw param('缺少scene_info.payer_client_ip');
  return { mchid: m.mchId, appid: m.appId, outTradeNo, description, total: Number(amount?.total), notifyUrl };
};

type Detail = { out_detail_no?: string; transfer_amount?: number; openid?: string };

/** A transfer batch (商家转账到零钱) as WeChat Pay checks it. */
export const checkTransfer = (m: Merchant, body: Record<string, unknown>) => {
  if (body.appid !== m.appId) throw new Refusal(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
  const outBatchNo = String(body.out_batch_no ?? '');
  if (!/^[A-Za-z0-9]{5,32}$/.test(outBatchNo)) throw param('out_batch_no格式错误');
  const details = (body.transfer_detail_list ?? []) as Detail[];
  if (details.length === 0 || details.length !== body.total_num) throw param('total_num与明细条数不符');
  const total = details.reduce((sum, d) => sum + Number(d.transfer_amount), 0);
  if (total !== body.total_amount) throw param('total_amount与明细金额之和不符');
  for (const d of details) {
    if (!Number.isInteger(d.transfer_amount) || Number(d.transfer_amount) < 10)
      throw param('单笔转账金额不能低于0.1元');
    if (!d.openid || !d.out_detail_no) throw param('明细缺少openid或out_detail_no');
  }
  return {
    outBatchNo,
    totalFen: total,
    openids: details.map((d) => String(d.openid)),
    outDetailNos: details.map((d) => String(d.out_detail_no)),
  };
};
