import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../errors.js';
import type { Tenant } from '../request-context.js';
import type { NotifyRequest } from './payment-provider.js';

export type NotifyProvider = 'wechatpay' | 'alipay';

/** A provider's notification endpoint: not an envelope call, but raw text answered the way that provider expects. */
export type NotifyRoute = {
  path: string;
  provider: NotifyProvider;
  handle: (ctx: { tenant: Tenant; params: Record<string, string>; notice: NotifyRequest }) => Promise<unknown>;
};

/** WeChat Pay takes 2xx as received and retries on 4xx/5xx with {code: FAIL}; Alipay retries until it reads "success". */
const answers: Record<
  NotifyProvider,
  { ok: (r: FastifyReply) => unknown; refused: (r: FastifyReply, status: number, msg: string) => unknown }
> = {
  wechatpay: {
    ok: (r) => r.status(204).send(),
    refused: (r, status, msg) => r.status(status).type('application/json').send({ code: 'FAIL', message: msg }),
  },
  alipay: {
    ok: (r) => r.type('text/plain; charset=utf-8').send('success'),
    refused: (r, status, msg) => r.status(status).type('text/plain; charset=utf-8').send(`fail：${msg}`),
  },
};

const parsed = (provider: NotifyProvider, raw: string): unknown => {
  if (provider === 'alipay') return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
};

/** Binds the notification endpoints; each keeps the raw text, which is what the provider signed. */
export const paymentNotifyRoutes = (root: FastifyInstance, routes: NotifyRoute[]) =>
  Promise.all(
    routes.map((route) =>
      root.register(async (scope) => {
        const answer = answers[route.provider];
        for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
          scope.addContentTypeParser(type, { parseAs: 'string' }, (_req, body, done) => done(null, body));
        }
        scope.setErrorHandler((err, req, reply) => {
          if (err instanceof AppError) return answer.refused(reply, err.http, err.message);
          req.log.error({ err }, 'payment notification failed');
          return answer.refused(reply, 500, '处理失败，请稍后重试');
        });
        scope.post<{ Params: Record<string, string> }>(route.path, async (req, reply) => {
          if (!req.tenant) throw new AppError('TENANT_UNKNOWN');
          const rawBody = typeof req.body === 'string' ? req.body : '';
          const notice = { headers: req.headers, rawBody, body: parsed(route.provider, rawBody) };
          await route.handle({ tenant: req.tenant, params: req.params, notice });
          return answer.ok(reply);
        });
      }),
    ),
  );
