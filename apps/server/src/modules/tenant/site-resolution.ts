import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostOf } from '../../platform/request-context.js';
import type { TenantService } from './tenant.service.js';
import { pageLanguage, unknownSitePage } from './unknown-site-page.js';

/** A browser opening a page, as opposed to fetching a script, a stylesheet, an image or calling the API. */
const opensPage = (req: FastifyRequest) =>
  req.method === 'GET' && String(req.headers.accept ?? '').includes('text/html');

/**
 * Finds the site of every API call by its host. A browser opening a page on a host no site answers gets a page
 * naming the sites' hosts instead of an app that can only fail; the API keeps answering in its envelope.
 */
export const installSiteResolution = (app: FastifyInstance, tenants: Pick<TenantService, 'byHost' | 'sites'>) => {
  app.addHook('onRequest', async (req, reply) => {
    const host = hostOf(req.headers.host);
    if (req.url.toLowerCase().startsWith('/api/')) {
      req.tenant = await tenants.byHost(host);
      return;
    }
    if (!opensPage(req) || (await tenants.byHost(host))) return;
    const page = unknownSitePage({
      host,
      scheme: req.protocol,
      port: /:\d+$/.exec(req.headers.host ?? '')?.[0] ?? '',
      path: req.url,
      sites: await tenants.sites(),
      language: pageLanguage(req.headers['accept-language']),
    });
    return reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
};
