import type { Db } from '../../db/client.js';
import { tenantRepository } from '../tenant/index.js';
import { valueServices } from './order.table.js';

type SeedService = Omit<typeof valueServices.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'tenantId'>;

/**
 * The catalogue every site starts with. SMS is not a service: it is bought by topping up the SMS balance.
 * Prices in fen.
 */
export const defaultValueServices: SeedService[] = [
  {
    code: 'remove_branding',
    name: '去除平台版权',
    description: '活动页面、大屏与分享卡片不再显示平台名称和“技术支持”标识，参与者只看到您自己的品牌与Logo。',
    price: 29_800,
    durationDays: 365,
    unit: '年',
    sort: 10,
  },
  {
    code: 'custom_domain',
    name: '自定义活动域名',
    description:
      '活动链接与二维码使用您自己的域名（域名需已完成ICP备案，按指引添加CNAME解析即可），提升参与者信任感与品牌辨识度。',
    price: 19_800,
    durationDays: 365,
    unit: '年',
    sort: 20,
  },
  {
    code: 'dedicated_support',
    name: '专属客服',
    description:
      '一对一专属客服经理，工作日 9:00–21:00 优先响应；大型线上活动或现场比赛可提前预约全程远程值守，协助配置与排障。',
    price: 99_800,
    durationDays: 365,
    unit: '年',
    sort: 30,
  },
  {
    code: 'data_export_plus',
    name: '数据导出增强',
    description:
      '答题记录、报名表单与投票明细支持按活动、时间与条件批量导出Excel，保留全部字段与提交时间，导出条数不限。',
    price: 9_800,
    durationDays: 365,
    unit: '年',
    sort: 40,
  },
];

/** Adds the services a site lacks; a price or switch the site has changed is left as it is. */
export const seedValueServices = async (db: Db, tenantId: number) => {
  await db
    .insert(valueServices)
    .values(defaultValueServices.map((s) => ({ ...s, tenantId })))
    .onConflictDoNothing({ target: [valueServices.tenantId, valueServices.code] });
};

/** Seeds the catalogue of every site, for the order module's start-up seed. */
export const seedEveryTenantValueServices = async (db: Db) => {
  for (const tenant of await tenantRepository(db).list()) await seedValueServices(db, tenant.id);
};
