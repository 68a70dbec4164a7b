import { type Article, type ArticleSummary, invoiceLimits, type List } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Tenant } from '../../platform/request-context.js';
import { toKfLines } from '../tenant/index.js';
import { type ContentFilter, type ContentKind, type ContentRow, contentRepository } from './content.repository.js';

type PageInput = ContentFilter & { page: number; limit: number };

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const toArticleSummary = (row: ContentRow): ArticleSummary => ({
  id: row.id,
  category: row.category,
  title: row.title,
  summary: row.summary || plainText(row.body).slice(0, 80),
  image: row.image,
  published_at: row.publishedAt.toISOString(),
});

export const toArticle = (row: ContentRow): Article => ({ ...toArticleSummary(row), content: row.body });

export const toCustomerService = (t: Tenant) => ({
  ...toKfLines(t),
  // The built-in chat page lets a visitor leave a message when the site has no chat service of its own.
  chat_url: t.kfChatUrl || '/kf-chat',
});

/** Help, news, banners and the product introduction as a site shows them. */
export const contentService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const repo = contentRepository(deps.db);
  const page = async (kind: ContentKind, tenant: Tenant, input: PageInput): Promise<List<ArticleSummary>> => {
    const { rows, total } = await repo.page(kind, tenant.id, deps.clock(), input, {
      offset: (input.page - 1) * input.limit,
      limit: input.limit,
    });
    return { list: rows.map(toArticleSummary), total, page: input.page, limit: input.limit };
  };
  const detail = async (kind: ContentKind, tenant: Tenant, id: number) => {
    const row = await repo.byId(kind, tenant.id, deps.clock(), id);
    if (!row) throw new AppError('CONTENT_NOT_FOUND');
    return toArticle(row);
  };
  return {
    helpList: (tenant: Tenant, input: PageInput) => page('help', tenant, input),
    helpDetail: (tenant: Tenant, id: number) => detail('help', tenant, id),
    helpCategories: (tenant: Tenant) => repo.categories('help', tenant.id, deps.clock()),
    newsList: (tenant: Tenant, input: PageInput) => page('news', tenant, input),
    newsDetail: (tenant: Tenant, id: number) => detail('news', tenant, id),
    banners: async (tenant: Tenant) =>
      (await repo.all('banner', tenant.id, deps.clock())).map((r) => ({
        id: r.id,
        title: r.title,
        image: r.image,
        link: r.link,
      })),
    invoiceRules: async (tenant: Tenant) => ({
      title: '开票须知',
      rules: [
        '只有在线支付且已支付的订单可以开票；用账户余额支付的订单不再开票，余额已在充值时开票。',
        `每个订单只能开一次发票，一次最多选择${invoiceLimits.ordersPerInvoice}个订单合并开具。`,
        `发票由${tenant.title || '平台'}开具电子发票，开具后发送到申请时填写的邮箱。`,
        '个人抬头无需填写税号；企业抬头请填写统一社会信用代码。',
        '已开票订单对应的活动如需退款，请联系客服办理。',
      ],
    }),
    platformIntro: async (tenant: Tenant) => ({
      title: `${tenant.title || '平台'}产品介绍`,
      sections: (await repo.all('intro', tenant.id, deps.clock())).map(toArticle),
    }),
  };
};
