import { contract, type Envelope } from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hostOf } from '../request-context.js';
import { cancelledPage, checkoutPage, notFoundPage, resultPage, type SandboxPayment } from './sandbox-page.js';
import { signedSandboxNotification } from './sandbox-sign.js';

export type SandboxCheckoutOptions = {
  secret: string;
  clock: () => Date;
  /** The payment as the site on that host knows it; null when it has none by that number. */
  lookup: (host: string, paymentNo: string) => Promise<SandboxPayment | null>;
};

const paymentNoPattern = /^[A-Za-z0-9]{1,64}$/;

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

/**
 * The sandbox provider's checkout on this server. Confirming delivers a signed notification through
 * the public notify endpoint, exactly as a real provider would call it, so the order's rules run as
 * they do in production.
 */
export const sandboxCheckoutRoutes = (root: FastifyInstance, opts: SandboxCheckoutOptions) =>
  root.register(async (scope) => {
    // The confirm button posts an empty form; nothing in it is read.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
      done(null, {}),
    );

    const find = async (host: string | undefined, paymentNo: string) =>
      paymentNoPattern.test(paymentNo) ? opts.lookup(hostOf(host), paymentNo) : null;

    scope.get<{ Params: { paymentNo: string }; Querystring: { cancelled?: string } }>(
      '/pay/sandbox/:paymentNo',
      async (req, reply) => {
        const payment = await find(req.headers.host, req.params.paymentNo);
        if (!payment) return html(reply, 404, notFoundPage());
        const cancelled = req.query.cancelled === '1' && payment.state === 'payable';
        return html(reply, 200, cancelled ? cancelledPage(payment) : checkoutPage(payment));
      },
    );

    scope.post<{ Params: { paymentNo: string } }>('/pay/sandbox/:paymentNo/confirm', async (req, reply) => {
      const payment = await find(req.headers.host, req.params.paymentNo);
      if (!payment) return html(reply, 404, notFoundPage());
      const notification = signedSandboxNotification(
        opts.secret,
        {
          payment_no: payment.paymentNo,
          trade_no: `SB${payment.paymentNo}`,
          amount_fen: payment.amountFen,
          status: 'succeeded',
        },
        opts.clock(),
      );
      const res = await root.inject({
        method: 'POST',
        url: contract.order.sandboxNotify.path,
        headers: { host: req.headers.host ?? '' },
        payload: notification,
      });
      const answer = res.json() as Envelope<null>;
      const outcome = answer.code === 200 ? ({ ok: true } as const) : ({ ok: false, msg: answer.msg } as const);
      return html(reply, answer.code === 200 ? 200 : 400, resultPage(payment, outcome));
    });
  });
