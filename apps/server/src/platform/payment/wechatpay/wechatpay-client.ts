import { ProviderError } from '../provider-error.js';
import { rsaSha256Sign } from '../rsa-sha256.js';
import { type WechatPayCredentials, wechatPayKeys } from './wechatpay-credentials.js';
import { decryptWechatPayResource, type EncryptedResource } from './wechatpay-resource.js';
import {
  type HeaderBag,
  wechatPayAuthorization,
  wechatPayNonce,
  wechatPaySignatureHeaders,
  wechatPaySignatureProblem,
} from './wechatpay-signature.js';

export const wechatPayProductionBase = 'https://api.mch.weixin.qq.com';

export type WechatPayClientOptions = { baseUrl: string; clock: () => Date; timeoutMs?: number };

/** WeChat Pay's codes that mean the merchant's settings are wrong, told in words the organiser can act on. */
const reasons: Record<string, string> = {
  SIGN_ERROR: '签名错误：请检查商户号、证书序列号与商户私钥是否对应',
  MCH_NOT_EXISTS: '商户号不存在',
  APPID_MCHID_NOT_MATCH: 'AppID与商户号没有绑定关系',
  NO_AUTH: '商户没有开通该产品的权限',
  NOT_ENOUGH: '商户运营账户余额不足',
};

const signatureReasons: Record<string, string> = {
  missing: '微信支付应答缺少签名',
  serial: '微信支付公钥ID与应答不符，请检查公钥ID',
  stale: '微信支付应答时间与本机时间相差超过5分钟',
  signature: '微信支付应答签名验证失败，请检查微信支付公钥',
};

const errorOf = (status: number, text: string) => {
  const parsed = (() => {
    try {
      return JSON.parse(text) as { code?: string; message?: string };
    } catch {
      return {};
    }
  })();
  const code = parsed.code ?? `HTTP_${status}`;
  return new ProviderError(reasons[code] ?? `微信支付返回${code}：${parsed.message ?? text.slice(0, 200)}`, code);
};

export type WechatPayNotice = {
  id: string;
  eventType: string;
  nonce: string;
  /** The decrypted resource: a transaction, a refund, a transfer… as WeChat Pay sends it. */
  resource: Record<string, unknown>;
};

/** A signed API v3 client for one merchant: every answer's signature is checked before it is believed. */
export const wechatPayClient = (creds: WechatPayCredentials, opts: WechatPayClientOptions) => {
  const keys = wechatPayKeys(creds);
  const nowSeconds = () => Math.floor(opts.clock().getTime() / 1000);

  const call = async <T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => {
    const url = new URL(path, opts.baseUrl);
    const text = body === undefined ? '' : JSON.stringify(body);
    const signed = {
      method,
      url: url.pathname + url.search,
      timestamp: nowSeconds(),
      nonce: wechatPayNonce(),
      body: text,
    };
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          authorization: wechatPayAuthorization(keys, signed),
          accept: 'application/json',
          'content-type': 'application/json',
          'user-agent': 'quiz-backoffice/1.0',
        },
        body: text || undefined,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
    } catch {
      throw new ProviderError('无法连接微信支付，请稍后再试', 'NETWORK');
    }
    const answer = await res.text();
    // A 401 refuses our signature; any other answer, a refusal such as ORDER_NOT_EXIST included, must be signed.
    if (res.status === 401) throw errorOf(res.status, answer);
    const problem = wechatPaySignatureProblem(keys, wechatPaySignatureHeaders(res.headers), answer, opts.clock());
    if (problem) throw new ProviderError(signatureReasons[problem] ?? problem, 'RESPONSE_SIGNATURE');
    if (res.status >= 400) throw errorOf(res.status, answer);
    return (answer ? JSON.parse(answer) : {}) as T;
  };

  type OrderInput = { outTradeNo: string; description: string; amountFen: number; notifyUrl: string; expiresAt?: Date };
  const order = (o: OrderInput) => ({
    appid: keys.appId,
    mchid: keys.mchId,
    description: o.description.slice(0, 40),
    out_trade_no: o.outTradeNo,
    notify_url: o.notifyUrl,
    amount: { total: o.amountFen, currency: 'CNY' },
    ...(o.expiresAt ? { time_expire: o.expiresAt.toISOString().replace(/\.\d{3}Z$/, '+00:00') } : {}),
  });

  return {
    /** A QR-code payment: the payer scans code_url with WeChat. */
    nativeOrder: async (o: OrderInput) =>
      (await call<{ code_url: string }>('POST', '/v3/pay/transactions/native', order(o))).code_url,

    /** A payment inside WeChat (official account pages): the page calls WeixinJSBridge with these parameters. */
    jsapiOrder: async (o: OrderInput & { openid: string }) => {
      const { prepay_id } = await call<{ prepay_id: string }>('POST', '/v3/pay/transactions/jsapi', {
        ...order(o),
        payer: { openid: o.openid },
      });
      const base = { appId: keys.appId, timeStamp: String(nowSeconds()), nonceStr: wechatPayNonce() };
      const pkg = `prepay_id=${prepay_id}`;
      const paySign = rsaSha256Sign(keys.privateKey, `${base.appId}\n${base.timeStamp}\n${base.nonceStr}\n${pkg}\n`);
      return { ...base, package: pkg, signType: 'RSA' as const, paySign };
    },

    /** A payment from a phone browser outside WeChat: the payer opens h5_url. */
    h5Order: async (o: OrderInput & { payerIp: string }) =>
      (
        await call<{ h5_url: string }>('POST', '/v3/pay/transactions/h5', {
          ...order(o),
          scene_info: { payer_client_ip: o.payerIp, h5_info: { type: 'Wap' } },
        })
      ).h5_url,

    /** The order as WeChat Pay knows it, or null when it knows none by that number. */
    queryOrder: async (outTradeNo: string) => {
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${keys.mchId}`;
      try {
        return await call<{ trade_state: string; transaction_id?: string; amount?: { total: number } }>('GET', path);
      } catch (err) {
        if (err instanceof ProviderError && err.code === 'ORDER_NOT_EXIST') return null;
        throw err;
      }
    },

    refund: async (r: {
      outTradeNo: string;
      outRefundNo: string;
      amountFen: number;
      totalFen: number;
      reason: string;
    }) =>
      call<{ refund_id: string; status: string }>('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: r.outTradeNo,
        out_refund_no: r.outRefundNo,
        reason: r.reason.slice(0, 80),
        amount: { refund: r.amountFen, total: r.totalFen, currency: 'CNY' },
      }),

    /** Pays people's WeChat change (商家转账到零钱): red packets. */
    transfer: async (t: {
      outBatchNo: string;
      batchName: string;
      remark: string;
      details: { outDetailNo: string; openid: string; amountFen: number; remark: string }[];
    }) =>
      call<{ batch_id: string; batch_status: string }>('POST', '/v3/transfer/batches', {
        appid: keys.appId,
        out_batch_no: t.outBatchNo,
        batch_name: t.batchName.slice(0, 32),
        batch_remark: t.remark.slice(0, 32),
        total_amount: t.details.reduce((sum, d) => sum + d.amountFen, 0),
        total_num: t.details.length,
        transfer_detail_list: t.details.map((d) => ({
          out_detail_no: d.outDetailNo,
          transfer_amount: d.amountFen,
          transfer_remark: d.remark.slice(0, 32),
          openid: d.openid,
        })),
      }),

    /** A transfer batch with its details' states as WeChat Pay knows it, or null when it knows none by that number. */
    queryTransfer: async (outBatchNo: string) => {
      const path = `/v3/transfer/batches/out-batch-no/${encodeURIComponent(outBatchNo)}?need_query_detail=true&detail_status=ALL`;
      try {
        return await call<{
          transfer_batch: { batch_id: string; batch_status: string; close_reason?: string };
          transfer_detail_list?: { detail_id: string; out_detail_no: string; detail_status: string }[];
        }>('GET', path);
      } catch (err) {
        if (err instanceof ProviderError && err.code === 'NOT_FOUND') return null;
        throw err;
      }
    },

    /** One detail of a transfer batch, with why it failed when it did. */
    queryTransferDetail: async (outBatchNo: string, outDetailNo: string) =>
      call<{ detail_status: string; fail_reason?: string }>(
        'GET',
        `/v3/transfer/batches/out-batch-no/${encodeURIComponent(outBatchNo)}/details/out-detail-no/${encodeURIComponent(outDetailNo)}`,
      ),

    /** A notification WeChat Pay sent to notify_url, checked and decrypted; throws ProviderError otherwise. */
    readNotification: (headers: HeaderBag, rawBody: string): WechatPayNotice => {
      const h = wechatPaySignatureHeaders(headers);
      const problem = wechatPaySignatureProblem(keys, h, rawBody, opts.clock());
      if (problem) throw new ProviderError(signatureReasons[problem] ?? problem, 'NOTIFY_SIGNATURE');
      const body = JSON.parse(rawBody) as { id: string; event_type: string; resource: EncryptedResource };
      let plain: string;
      try {
        plain = decryptWechatPayResource(keys.apiV3Key, body.resource);
      } catch {
        throw new ProviderError('通知解密失败，请检查APIv3密钥', 'NOTIFY_DECRYPT');
      }
      return { id: body.id, eventType: body.event_type, nonce: h.nonce, resource: JSON.parse(plain) };
    },
  };
};

export type WechatPayClient = ReturnType<typeof wechatPayClient>;
