import { ProviderError } from '../provider-error.js';
import { rsaSha256Verify } from '../rsa-sha256.js';
import {
  alipayAmountOfFen,
  alipayPrivateKey,
  alipayPublicKey,
  alipaySignRequest,
  alipayTime,
  alipayVerifyNotification,
  fenOfAlipayAmount,
  jsonMemberText,
  parseAlipayTime,
} from './alipay-sign.js';

export const alipayProductionGateway = 'https://openapi.alipay.com/gateway.do';

/** An Alipay open-platform app in public-key mode: its own private key and the Alipay public key it was given. */
export type AlipayCredentials = { appId: string; privateKey: string; alipayPublicKey: string };

export type AlipayClientOptions = { gateway: string; clock: () => Date; timeoutMs?: number };

/** A notification older or further ahead than this is refused, so a captured one cannot be sent again later. */
export const alipayNotifyMaxSkewSeconds = 5 * 60;

const reasons: Record<string, string> = {
  'isv.invalid-signature': '签名错误：应用私钥与支付宝开放平台上设置的应用公钥不对应',
  'isv.invalid-app-id': 'AppID不存在，请检查支付宝应用的AppID',
  'isv.insufficient-isv-permissions': '该应用没有开通此产品的权限',
};

type Answer = { code?: string; msg?: string; sub_code?: string; sub_msg?: string };

const errorOf = (a: Answer) => {
  const code = a.sub_code || a.code || 'UNKNOWN';
  return new ProviderError(reasons[code] ?? `支付宝返回${code}：${a.sub_msg || a.msg || ''}`, code);
};

type OrderInput = { outTradeNo: string; subject: string; amountFen: number; notifyUrl: string; expiresAt?: Date };

/** A signed (RSA2) client for one Alipay app: a successful answer is believed only when Alipay's signature holds. */
export const alipayClient = (creds: AlipayCredentials, opts: AlipayClientOptions) => {
  const privateKey = alipayPrivateKey(creds.privateKey);
  const publicKey = alipayPublicKey(creds.alipayPublicKey);

  const signed = (method: string, biz: object, extra: Record<string, string> = {}) => {
    const params: Record<string, string> = {
      app_id: creds.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: alipayTime(opts.clock()),
      version: '1.0',
      ...extra,
      biz_content: JSON.stringify(biz),
    };
    return { ...params, sign: alipaySignRequest(privateKey, params) };
  };

  const call = async <T>(method: string, biz: object, extra?: Record<string, string>): Promise<T & Answer> => {
    let text: string;
    try {
      const res = await fetch(`${opts.gateway}?charset=utf-8`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(signed(method, biz, extra)).toString(),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      text = await res.text();
    } catch {
      throw new ProviderError('无法连接支付宝，请稍后再试', 'NETWORK');
    }
    const node = `${method.replaceAll('.', '_')}_response`;
    const parsed = JSON.parse(text) as Record<string, Answer | string | undefined>;
    const answer = (parsed[node] ?? parsed.error_response) as (T & Answer) | undefined;
    if (!answer || typeof answer !== 'object') throw new ProviderError('支付宝应答无法识别', 'RESPONSE_FORMAT');
    // 40004 is a business refusal of a request Alipay accepted (ACQ.TRADE_NOT_EXIST…): signed like a success.
    if (answer.code !== '10000' && answer.code !== '40004') throw errorOf(answer);
    const content = jsonMemberText(text, node);
    if (!content || !rsaSha256Verify(publicKey, content, String(parsed.sign ?? ''))) {
      throw new ProviderError('支付宝应答签名验证失败，请检查支付宝公钥', 'RESPONSE_SIGNATURE');
    }
    if (answer.code !== '10000') throw errorOf(answer);
    return answer;
  };

  const trade = (o: OrderInput) => ({
    out_trade_no: o.outTradeNo,
    total_amount: alipayAmountOfFen(o.amountFen),
    subject: o.subject.slice(0, 128),
    ...(o.expiresAt ? { time_expire: alipayTime(o.expiresAt) } : {}),
  });
  const payUrl = (method: string, productCode: string) => (o: OrderInput & { returnUrl?: string }) => {
    const extra = { notify_url: o.notifyUrl, ...(o.returnUrl ? { return_url: o.returnUrl } : {}) };
    return `${opts.gateway}?${new URLSearchParams(signed(method, { ...trade(o), product_code: productCode }, extra))}`;
  };

  return {
    /** A QR code the payer scans with Alipay (当面付 precreate). */
    precreate: async (o: OrderInput) =>
      (await call<{ qr_code: string }>('alipay.trade.precreate', trade(o), { notify_url: o.notifyUrl })).qr_code,
    /** The computer-site checkout: the payer's browser opens this signed URL. */
    pagePayUrl: payUrl('alipay.trade.page.pay', 'FAST_INSTANT_TRADE_PAY'),
    /** The phone-site checkout. */
    wapPayUrl: payUrl('alipay.trade.wap.pay', 'QUICK_WAP_WAY'),

    /** The trade as Alipay knows it, or null when it knows none by that number. */
    query: async (outTradeNo: string) => {
      try {
        return await call<{ trade_status: string; trade_no: string }>('alipay.trade.query', {
          out_trade_no: outTradeNo,
        });
      } catch (err) {
        if (err instanceof ProviderError && err.code === 'ACQ.TRADE_NOT_EXIST') return null;
        throw err;
      }
    },

    refund: (r: { outTradeNo: string; outRequestNo: string; amountFen: number; reason: string }) =>
      call<{ fund_change: string; refund_fee: string }>('alipay.trade.refund', {
        out_trade_no: r.outTradeNo,
        out_request_no: r.outRequestNo,
        refund_amount: alipayAmountOfFen(r.amountFen),
        refund_reason: r.reason.slice(0, 256),
      }),

    /** An asynchronous notification (a posted form), checked; throws ProviderError unless Alipay sent it just now. */
    readNotification: (form: Record<string, string>) => {
      if (!alipayVerifyNotification(publicKey, form)) throw new ProviderError('支付宝通知签名无效', 'NOTIFY_SIGNATURE');
      if (form.app_id !== creds.appId) throw new ProviderError('通知不属于该应用', 'NOTIFY_APP');
      const sent = parseAlipayTime(form.notify_time ?? '');
      const age = sent ? Math.abs(opts.clock().getTime() - sent.getTime()) / 1000 : Number.POSITIVE_INFINITY;
      if (age > alipayNotifyMaxSkewSeconds) throw new ProviderError('支付宝通知已过期', 'NOTIFY_STALE');
      return {
        notifyId: form.notify_id ?? '',
        tradeStatus: form.trade_status ?? '',
        outTradeNo: form.out_trade_no ?? '',
        tradeNo: form.trade_no ?? '',
        amountFen: fenOfAlipayAmount(form.total_amount),
      };
    },
  };
};

export type AlipayClient = ReturnType<typeof alipayClient>;
