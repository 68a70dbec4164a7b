import { createPublicKey, randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';
import type { AlipayCredentials } from '../../platform/payment/alipay/alipay-client.js';
import {
  alipayAmountOfFen,
  alipayPrivateKey,
  alipaySignContent,
  alipayTime,
  fenOfAlipayAmount,
  parseAlipayTime,
} from '../../platform/payment/alipay/alipay-sign.js';
import { rsaSha256Sign, rsaSha256Verify } from '../../platform/payment/rsa-sha256.js';
import { randomDigits, rsaKeyPair } from './generated-keys.js';

export type StandInApp = AlipayCredentials & { alipayPrivateKeyPem: string };

type Trade = {
  appId: string;
  outTradeNo: string;
  subject: string;
  totalFen: number;
  notifyUrl: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS';
  tradeNo: string;
  refundedFen: number;
};

type Failure = { code: string; msg: string; sub_code: string; sub_msg: string };
const failure = (code: string, sub_code: string, sub_msg: string): Failure => ({
  code,
  msg: code === '40002' ? 'Invalid Arguments' : 'Business Failed',
  sub_code,
  sub_msg,
});
class Refused extends Error {
  readonly answer: Failure;
  constructor(answer: Failure) {
    super(answer.sub_msg);
    this.answer = answer;
  }
}
const refuse = (code: string, sub: string, msg: string) => new Refused(failure(code, sub, msg));

/** An accepted timestamp is this close to the gateway's clock. */
const maxSkewMs = 15 * 60_000;

/**
 * Alipay's open gateway on a local port, for tests: it checks each request's RSA2 signature with the app's public
 * key, its parameters and time as Alipay does, signs answers with the Alipay key, and posts signed notifications
 * when a test "pays".
 */
export const startAlipayStandIn = async (opts: { clock: () => Date }) => {
  const apps = new Map<string, StandInApp>();
  const trades = new Map<string, Trade>();
  const refusals: string[] = [];
  const app = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** Checks a signed request and answers its app and business content. */
  const authenticate = (params: Record<string, string>) => {
    const found = apps.get(params.app_id ?? '');
    if (!found) throw refuse('40002', 'isv.invalid-app-id', '无效的AppID参数');
    if (params.sign_type !== 'RSA2' || params.charset !== 'utf-8' || params.version !== '1.0') {
      throw refuse('40002', 'isv.invalid-parameter', '公共参数不合法');
    }
    const sent = parseAlipayTime(params.timestamp ?? '');
    if (!sent || Math.abs(sent.getTime() - opts.clock().getTime()) > maxSkewMs) {
      throw refuse('40002', 'isv.invalid-timestamp', '非法的时间戳参数');
    }
    const appPublicKey = createPublicKey(alipayPrivateKey(found.privateKey));
    if (!rsaSha256Verify(appPublicKey, alipaySignContent(params, ['sign']), params.sign ?? '')) {
      throw refuse('40002', 'isv.invalid-signature', '验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配');
    }
    return { found, biz: JSON.parse(params.biz_content ?? '{}') as Record<string, string> };
  };

  const answer = (reply: FastifyReply, appOf: StandInApp | undefined, method: string, body: object) => {
    const content = JSON.stringify(body);
    const sign = appOf ? rsaSha256Sign(appOf.alipayPrivateKeyPem, content) : '';
    const node = `${method.replaceAll('.', '_')}_response`;
    return reply.type('application/json;charset=utf-8').send(`{"${node}":${content},"sign":"${sign}"}`);
  };

  const placeTrade = (found: StandInApp, biz: Record<string, string>, notifyUrl: string | undefined) => {
    const totalFen = fenOfAlipayAmount(biz.total_amount);
    if (!biz.out_trade_no || !/^[A-Za-z0-9_]{1,64}$/.test(biz.out_trade_no)) {
      throw refuse('40004', 'ACQ.INVALID_PARAMETER', 'out_trade_no不合法');
    }
    if (!totalFen || totalFen > 10_000_000_000) throw refuse('40004', 'ACQ.INVALID_PARAMETER', 'total_amount不合法');
    if (!biz.subject) throw refuse('40004', 'ACQ.INVALID_PARAMETER', '缺少subject');
    if (!notifyUrl || !/^https?:\/\/\S+$/.test(notifyUrl))
      throw refuse('40004', 'ACQ.INVALID_PARAMETER', 'notify_url不合法');
    const existing = trades.get(biz.out_trade_no);
    if (existing?.status === 'TRADE_SUCCESS') throw refuse('40004', 'ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
    const trade: Trade = existing ?? {
      appId: found.appId,
      outTradeNo: biz.out_trade_no,
      subject: biz.subject,
      totalFen,
      notifyUrl,
      status: 'WAIT_BUYER_PAY',
      tradeNo: `2026${randomDigits(24)}`,
      refundedFen: 0,
    };
    trades.set(trade.outTradeNo, trade);
    return trade;
  };

  const tradeOf = (found: StandInApp, outTradeNo: string | undefined) => {
    const trade = trades.get(outTradeNo ?? '');
    if (!trade || trade.appId !== found.appId) throw refuse('40004', 'ACQ.TRADE_NOT_EXIST', '交易不存在');
    return trade;
  };

  const methods: Record<string, (found: StandInApp, biz: Record<string, string>, p: Record<string, string>) => object> =
    {
      'alipay.trade.precreate': (found, biz, p) => {
        const trade = placeTrade(found, biz, p.notify_url);
        return { out_trade_no: trade.outTradeNo, qr_code: `https://qr.alipay.com/bax${randomDigits(20)}` };
      },
      'alipay.trade.query': (found, biz) => {
        const trade = tradeOf(found, biz.out_trade_no);
        const total_amount = alipayAmountOfFen(trade.totalFen);
        return { out_trade_no: trade.outTradeNo, trade_no: trade.tradeNo, trade_status: trade.status, total_amount };
      },
      'alipay.trade.refund': (found, biz) => {
        const trade = tradeOf(found, biz.out_trade_no);
        const fen = fenOfAlipayAmount(biz.refund_amount);
        if (trade.status !== 'TRADE_SUCCESS') throw refuse('40004', 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        if (!fen || fen > trade.totalFen - trade.refundedFen) {
          throw refuse('40004', 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
        }
        trade.refundedFen += fen;
        return { out_trade_no: trade.outTradeNo, fund_change: 'Y', refund_fee: alipayAmountOfFen(trade.refundedFen) };
      },
    };

  app.post<{ Body: Record<string, string> }>('/gateway.do', async (req, reply) => {
    const params = req.body ?? {};
    const method = params.method ?? '';
    let found: StandInApp | undefined;
    try {
      const checked = authenticate(params);
      found = checked.found;
      const handler = methods[method];
      if (!handler) throw refuse('40002', 'isv.invalid-method', '不存在的方法名');
      return answer(reply, found, method, { code: '10000', msg: 'Success', ...handler(found, checked.biz, params) });
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      refusals.push(err.answer.sub_code);
      return answer(reply, found, method, err.answer);
    }
  });

  /** The page and phone checkouts: the payer's browser arrives with the signed URL. */
  app.get<{ Querystring: Record<string, string> }>('/gateway.do', async (req, reply) => {
    try {
      const { found, biz } = authenticate(req.query);
      const trade = placeTrade(found, biz, req.query.notify_url);
      const paid = trade.status === 'TRADE_SUCCESS';
      const action = `<form method="post" action="/standin/pay/${trade.outTradeNo}"><button>确认付款</button></form>`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<h1>支付宝（本地替身）</h1><p>${trade.subject}</p><p>¥${alipayAmountOfFen(trade.totalFen)}</p>${
            paid ? '<p>支付成功</p>' : action
          }`,
        );
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      refusals.push(err.answer.sub_code);
      return reply.status(400).type('text/html; charset=utf-8').send(`<p>${err.answer.sub_msg}</p>`);
    }
  });
  app.post<{ Params: { no: string } }>('/standin/pay/:no', async (req, reply) => {
    await pay(req.params.no);
    return reply.type('text/html; charset=utf-8').send('<p>支付成功</p>');
  });

  /** A notification form for a trade, signed by Alipay's key unless another key is given (a forgery). */
  const notification = (
    outTradeNo: string,
    overrides: Record<string, string> = {},
    signWith?: string,
  ): Record<string, string> => {
    const trade = trades.get(outTradeNo);
    const found = trade && apps.get(trade.appId);
    if (!trade || !found) throw new Error(`the stand-in has no trade ${outTradeNo}`);
    const now = alipayTime(opts.clock());
    const form: Record<string, string> = {
      gmt_create: now,
      gmt_payment: now,
      notify_time: now,
      notify_type: 'trade_status_sync',
      notify_id: randomUUID().replaceAll('-', ''),
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      app_id: found.appId,
      auth_app_id: found.appId,
      out_trade_no: trade.outTradeNo,
      trade_no: trade.tradeNo,
      trade_status: 'TRADE_SUCCESS',
      total_amount: alipayAmountOfFen(trade.totalFen),
      receipt_amount: alipayAmountOfFen(trade.totalFen),
      buyer_pay_amount: alipayAmountOfFen(trade.totalFen),
      subject: trade.subject,
      buyer_id: `2088${randomDigits(12)}`,
      seller_id: `2088${randomDigits(12)}`,
      ...overrides,
    };
    const key = signWith ?? found.alipayPrivateKeyPem;
    return { ...form, sign: rsaSha256Sign(key, alipaySignContent(form, ['sign', 'sign_type'])) };
  };

  /** Posts a notification form to the trade's notify_url the way Alipay does. */
  const deliver = async (outTradeNo: string, form: Record<string, string>) => {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`the stand-in has no trade ${outTradeNo}`);
    const res = await fetch(trade.notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(form).toString(),
    });
    return { status: res.status, text: await res.text() };
  };

  /** The payer pays: the trade succeeds and Alipay notifies. */
  const pay = async (outTradeNo: string) => {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`the stand-in has no trade ${outTradeNo}`);
    trade.status = 'TRADE_SUCCESS';
    const form = notification(outTradeNo);
    return { ...(await deliver(outTradeNo, form)), form };
  };

  const gateway = `${await app.listen({ host: '127.0.0.1', port: 0 })}/gateway.do`;

  /** An app the stand-in knows, with fresh keys: the app's own pair and an Alipay pair. */
  const addApp = (): StandInApp => {
    const appKeys = rsaKeyPair();
    const alipayKeys = rsaKeyPair();
    const made: StandInApp = {
      appId: `2021${randomDigits(12)}`,
      privateKey: appKeys.privateKeyPem,
      alipayPublicKey: alipayKeys.publicKeyPem,
      alipayPrivateKeyPem: alipayKeys.privateKeyPem,
    };
    apps.set(made.appId, made);
    return made;
  };

  return { gateway, addApp, pay, notification, deliver, trades, refusals, close: () => app.close() };
};

export type AlipayStandIn = Awaited<ReturnType<typeof startAlipayStandIn>>;
