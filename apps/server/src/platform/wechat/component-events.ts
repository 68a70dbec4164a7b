import type { FastifyInstance } from 'fastify';
import type { WechatOpen } from './wechat-open.js';

/** The platform's 授权事件接收URL, as set on WeChat's third-party platform page. */
export const componentEventPath = '/wechat/component/event';

export type ComponentEventOptions = {
  open: WechatOpen;
  /** The administrator cancelled an account's authorisation in WeChat. */
  onUnauthorized: (appid: string) => Promise<void>;
};

/**
 * Where WeChat pushes the component_verify_ticket (every ten minutes) and authorisation changes, as encrypted,
 * signed XML. WeChat takes the text "success" as received; anything else (a refused signature answers the error
 * envelope) makes it push again.
 */
export const componentEventRoutes = (root: FastifyInstance, opts: ComponentEventOptions) =>
  root.register(async (scope) => {
    // WeChat sends XML as text/xml; whatever type a push claims, its text is what the signature covers.
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post<{ Querystring: Record<string, string | undefined>; Body: unknown }>(
      componentEventPath,
      async (req, reply) => {
        const body = typeof req.body === 'string' ? req.body : '';
        const event = await opts.open.receive({ query: req.query, body });
        if (event.type === 'unauthorized') await opts.onUnauthorized(event.appid);
        return reply.type('text/plain; charset=utf-8').send('success');
      },
    );
  });
