import { createPublicKey, randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { rsaSha256Verify } from '../../platform/payment/rsa-sha256.js';
import type { WechatPayCredentials } from '../../platform/payment/wechatpay/wechatpay-credentials.js';
import {
  parseWechatPayAuthorization,
  wechatPayMaxSkewSeconds,
} from '../../platform/payment/wechatpay/wechatpay-signature.js';
import { randomDigits, randomHex, randomText, rsaKeyPair } from './generated-keys.js';
import { wechatPaySignedHeaders, wechatPayTransactionNotice } from './wechatpay-notification.js';
import { checkOrder, checkTransfer, Refusal } from './wechatpay-stand-in-checks.js';

export type StandInMerchant = WechatPayCredentials & { platformPrivateKeyPem: string; balanceFen: number };

type StandInOrder = {
  mchid: string;
  appid: string;
  outTradeNo: string;
  description: string;
  total: number;
  notifyUrl: string;
  tradeType: 'NATIVE' | 'JSAPI' | 'MWEB';
  state: 'NOTPAY' | 'SUCCESS' | 'REFUND';
  token: string;
  transactionId?: string;
  refunded: number;
};

const tradeTypes = { native: 'NATIVE', jsapi: 'JSAPI', h5: 'MWEB' } as const;

type StandInTransfer = {
  mchid: string;
  outBatchNo: string;
  batchId: string;
  totalFen: number;
  openids: string[];
  status: 'ACCEPTED' | 'FINISHED';
  details: { outDetailNo: string; status: 'PROCESSING' | 'SUCCESS' | 'FAIL'; failReason?: string }[];
};

/**
 * What goes wrong with the next transfer: its answer is lost after WeChat Pay took it (the money is gone), or the
 * request is lost before (nothing happened); either way the caller sees a system error.
 */
export type TransferTrouble = 'none' | 'lostAnswer' | 'lostRequest';

/**
 * WeChat Pay API v3 on a local port, for tests: it checks each request's signature, serial, time and fields the way
 * WeChat Pay does, signs its answers with the merchant's platform key, and posts encrypted, signed notifications
 * to notify_url when a test "pays".
 */
export const startWechatPayStandIn = async (opts: { clock: () => Date }) => {
  const merchants = new Map<string, StandInMerchant>();
  const orders = new Map<string, StandInOrder>();
  const transfers: StandInTransfer[] = [];
  let trouble: TransferTrouble = 'none';
  const refusals: { path: string; code: string }[] = [];
  const app = Fastify();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  const authenticate = (req: FastifyRequest, body: string) => {
    const auth = parseWechatPayAuthorization(String(req.headers.authorization ?? ''));
    const merchant = merchants.get(auth?.mchid ?? '');
    if (!auth || !merchant || auth.serial_no !== merchant.certSerial) throw new Refusal(401, 'SIGN_ERROR', '签名错误');
    const age = Math.floor(opts.clock().getTime() / 1000) - Number(auth.timestamp);
    if (Math.abs(age) > wechatPayMaxSkewSeconds) throw new Refusal(401, 'SIGN_ERROR', '请求时间戳已过期');
    const message = `${req.method}\n${req.url}\n${auth.timestamp}\n${auth.nonce_str}\n${body}\n`;
    const publicKey = createPublicKey(merchant.privateKeyPem);
    if (!rsaSha256Verify(publicKey, message, auth.signature ?? '')) throw new Refusal(401, 'SIGN_ERROR', '签名错误');
    return merchant;
  };

  const send = (reply: FastifyReply, merchant: StandInMerchant | undefined, status: number, data: object | null) => {
    const body = data === null ? '' : JSON.stringify(data);
    const signed = merchant ? wechatPaySignedHeaders(merchant, body, opts.clock()) : {};
    return reply
      .status(status)
      .headers({ ...signed, 'request-id': randomUUID(), 'content-type': 'application/json' })
      .send(body);
  };

  type Handler = (merchant: StandInMerchant, body: Record<string, unknown>, req: FastifyRequest) => object | null;
  const api = (method: 'GET' | 'POST', url: string, handler: Handler) =>
    app.route({
      method,
      url,
      handler: async (req, reply) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        let merchant: StandInMerchant | undefined;
        try {
          merchant = authenticate(req, raw);
          return send(reply, merchant, 200, handler(merchant, raw ? JSON.parse(raw) : {}, req));
        } catch (err) {
          if (!(err instanceof Refusal)) throw err;
          refusals.push({ path: req.url, code: err.code });
          return send(reply, merchant, err.status, { code: err.code, message: err.message });
        }
      },
    });

  const key = (mchid: string, outTradeNo: string) => `${mchid}:${outTradeNo}`;
  const orderOf = (merchant: StandInMerchant, outTradeNo: string) => {
    const found = orders.get(key(merchant.mchId, outTradeNo));
    if (!found) throw new Refusal(404, 'ORDER_NOT_EXIST', '订单不存在');
    return found;
  };

  api('POST', '/v3/pay/transactions/:kind', (merchant, body, req) => {
    const kind = (req.params as { kind: keyof typeof tradeTypes }).kind;
    if (!tradeTypes[kind]) throw new Refusal(404, 'NOT_FOUND', '接口不存在');
    const o = checkOrder(merchant, body, kind);
    const existing = orders.get(key(merchant.mchId, o.outTradeNo));
    if (existing?.state === 'SUCCESS') throw new Refusal(400, 'ORDERPAID', '该订单已支付');
    const order = existing ?? {
      ...o,
      tradeType: tradeTypes[kind],
      state: 'NOTPAY',
      token: randomText(24),
      refunded: 0,
    };
    orders.set(key(merchant.mchId, o.outTradeNo), order);
    if (kind === 'native') return { code_url: `weixin://wxpay/bizpayurl?pr=${order.token}` };
    if (kind === 'jsapi') return { prepay_id: `wx${randomDigits(20)}${order.token}` };
    return { h5_url: `${baseUrl}/standin/checkout/${order.token}` };
  });

  api('GET', '/v3/pay/transactions/out-trade-no/:no', (merchant, _body, req) => {
    const order = orderOf(merchant, (req.params as { no: string }).no);
    return {
      mchid: order.mchid,
      appid: order.appid,
      out_trade_no: order.outTradeNo,
      transaction_id: order.transactionId,
      trade_type: order.tradeType,
      trade_state: order.state,
      amount: { total: order.total, currency: 'CNY' },
    };
  });

  api('POST', '/v3/refund/domestic/refunds', (merchant, body) => {
    const order = orderOf(merchant, String(body.out_trade_no ?? ''));
    const amount = body.amount as { refund?: number; total?: number } | undefined;
    if (order.state === 'NOTPAY') throw new Refusal(400, 'INVALID_REQUEST', '订单未支付');
    if (amount?.total !== order.total) throw new Refusal(400, 'PARAM_ERROR', '订单金额与原订单不符');
    const refund = amount.refund ?? 0;
    if (!Number.isInteger(refund) || refund < 1 || refund > order.total - order.refunded) {
      throw new Refusal(400, 'INVALID_REQUEST', '退款金额超过订单可退金额');
    }
    order.refunded += refund;
    order.state = 'REFUND';
    return { refund_id: `50${randomDigits(26)}`, out_refund_no: body.out_refund_no, status: 'SUCCESS' };
  });

  const transferOf = (merchant: StandInMerchant, outBatchNo: string) =>
    transfers.find((t) => t.mchid === merchant.mchId && t.outBatchNo === outBatchNo);
  const systemError = () => new Refusal(500, 'SYSTEM_ERROR', '系统繁忙，请稍后重试');

  api('POST', '/v3/transfer/batches', (merchant, body) => {
    const t = checkTransfer(merchant, body);
    const now = trouble;
    trouble = 'none';
    if (now === 'lostRequest') throw systemError();
    // A batch number is taken once: asking again answers the batch it already made, paying nothing more.
    const existing = transferOf(merchant, t.outBatchNo);
    if (!existing) {
      if (t.totalFen > merchant.balanceFen) throw new Refusal(403, 'NOT_ENOUGH', '资金不足');
      merchant.balanceFen -= t.totalFen;
      const details = t.outDetailNos.map((outDetailNo) => ({ outDetailNo, status: 'PROCESSING' as const }));
      const { outDetailNos: _, ...batch } = t;
      transfers.push({
        mchid: merchant.mchId,
        ...batch,
        batchId: `1030${randomDigits(28)}`,
        status: 'ACCEPTED',
        details,
      });
    }
    if (now === 'lostAnswer') throw systemError();
    const made = transferOf(merchant, t.outBatchNo)!;
    return { out_batch_no: made.outBatchNo, batch_id: made.batchId, batch_status: made.status };
  });

  const transferOrRefuse = (merchant: StandInMerchant, outBatchNo: string) => {
    const found = transferOf(merchant, outBatchNo);
    if (!found) throw new Refusal(404, 'NOT_FOUND', '记录不存在');
    return found;
  };

  api('GET', '/v3/transfer/batches/out-batch-no/:no', (merchant, _body, req) => {
    const t = transferOrRefuse(merchant, (req.params as { no: string }).no);
    return {
      limit: 20,
      offset: 0,
      transfer_batch: {
        mchid: t.mchid,
        out_batch_no: t.outBatchNo,
        batch_id: t.batchId,
        batch_status: t.status,
        total_amount: t.totalFen,
        total_num: t.details.length,
      },
      transfer_detail_list: t.details.map((d, i) => ({
        detail_id: `${t.batchId}${i + 1}`,
        out_detail_no: d.outDetailNo,
        detail_status: d.status,
      })),
    };
  });

  api('GET', '/v3/transfer/batches/out-batch-no/:no/details/out-detail-no/:detail', (merchant, _body, req) => {
    const { no, detail } = req.params as { no: string; detail: string };
    const found = transferOrRefuse(merchant, no).details.find((d) => d.outDetailNo === detail);
    if (!found) throw new Refusal(404, 'NOT_FOUND', '记录不存在');
    return { out_batch_no: no, out_detail_no: detail, detail_status: found.status, fail_reason: found.failReason };
  });

  /** WeChat Pay finishes a transfer: its details reach the people's change, or fail (the money goes back). */
  const finishTransfer = (outBatchNo: string, outcome: 'SUCCESS' | 'FAIL', failReason = 'REAL_NAME_CHECK_FAIL') => {
    const t = transfers.find((x) => x.outBatchNo === outBatchNo);
    if (!t) throw new Error(`the stand-in has no transfer ${outBatchNo}`);
    t.status = 'FINISHED';
    for (const d of t.details) {
      d.status = outcome;
      if (outcome === 'FAIL') d.failReason = failReason;
    }
    if (outcome === 'FAIL') merchants.get(t.mchid)!.balanceFen += t.totalFen;
  };

  const byToken = (token: string) => [...orders.values()].find((o) => o.token === token);

  /** The payer pays: the order succeeds and its notification goes to notify_url. */
  const pay = async (outTradeNo: string, mchId?: string) => {
    const order = [...orders.values()].find((o) => o.outTradeNo === outTradeNo && (!mchId || o.mchid === mchId));
    const merchant = order && merchants.get(order.mchid);
    if (!order || !merchant) throw new Error(`the stand-in has no order ${outTradeNo}`);
    order.state = 'SUCCESS';
    order.transactionId ??= `4200${randomDigits(24)}`;
    const notice = wechatPayTransactionNotice(merchant, transactionOf(order), opts.clock());
    const res = await fetch(order.notifyUrl, { method: 'POST', headers: notice.headers, body: notice.body });
    return { status: res.status, text: await res.text(), notice, notifyUrl: order.notifyUrl };
  };

  const transactionOf = (o: StandInOrder) => ({
    mchid: o.mchid,
    appid: o.appid,
    out_trade_no: o.outTradeNo,
    transaction_id: o.transactionId,
    trade_type: o.tradeType,
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    success_time: opts.clock().toISOString(),
    payer: { openid: `o${randomText(27)}` },
    amount: { total: o.total, payer_total: o.total, currency: 'CNY', payer_currency: 'CNY' },
  });

  app.get<{ Params: { token: string } }>('/standin/checkout/:token', async (req, reply) => {
    const order = byToken(req.params.token);
    if (!order) return reply.status(404).send('订单不存在');
    const done = order.state !== 'NOTPAY';
    const action = `<form method="post" action="/standin/checkout/${order.token}"><button>确认支付</button></form>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<h1>微信支付（本地替身）</h1><p>${order.description}</p><p>¥${(order.total / 100).toFixed(2)}</p>${
          done ? '<p>支付成功</p>' : action
        }`,
      );
  });
  // The checkout page's form posts nothing the stand-in reads.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );
  app.post<{ Params: { token: string } }>('/standin/checkout/:token', async (req, reply) => {
    const order = byToken(req.params.token);
    if (!order) return reply.status(404).send('订单不存在');
    await pay(order.outTradeNo, order.mchid);
    return reply.redirect(`/standin/checkout/${order.token}`);
  });

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = address;

  /** A merchant the stand-in knows, with freshly generated keys and a platform key pair of its own. */
  const addMerchant = (balanceFen = 1_000_000): StandInMerchant => {
    const merchantKeys = rsaKeyPair();
    const platformKeys = rsaKeyPair();
    const merchant: StandInMerchant = {
      mchId: `19${randomDigits(8)}`,
      appId: `wx${randomHex(16).toLowerCase()}`,
      apiV3Key: randomText(32),
      certSerial: randomHex(40),
      privateKeyPem: merchantKeys.privateKeyPem,
      publicKeyId: `PUB_KEY_ID_01${randomDigits(30)}`,
      publicKeyPem: platformKeys.publicKeyPem,
      platformPrivateKeyPem: platformKeys.privateKeyPem,
      balanceFen,
    };
    merchants.set(merchant.mchId, merchant);
    return merchant;
  };

  return {
    baseUrl,
    addMerchant,
    pay,
    orders,
    transfers,
    finishTransfer,
    /** Makes the next transfer run into this trouble. */
    troubleNextTransfer: (next: TransferTrouble) => {
      trouble = next;
    },
    refusals,
    order: (outTradeNo: string) => [...orders.values()].find((o) => o.outTradeNo === outTradeNo),
    close: () => app.close(),
  };
};

export type WechatPayStandIn = Awaited<ReturnType<typeof startWechatPayStandIn>>;
