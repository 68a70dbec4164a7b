import { toFen, toYuan, yuanAmountSchema } from '@app/contract';
import type { Db } from '../db/client.js';
import {
  type ValueServiceFields,
  type ValueServiceRow,
  valueServiceRepository,
} from '../modules/order/value-service.repository.js';
import { seedValueServices } from '../modules/order/value-service.seed.js';
import { codePattern, parseCommandLine, requireWords, wholeNumber } from './command-line.js';
import { siteOf } from './site-lookup.js';
import { CliError } from './tenant-args.js';

export const serviceUsage = `  services <站点代码或域名>                               列出站点的增值服务（含已下架的）
  service-add <站点> <服务代码> --name <名称> --price <元> [--days 天数] [--unit 单位] [--description 说明] [--sort 排序]
                                                         新增增值服务（--days 0 表示永久有效）
  service-set <站点> <服务代码> [--price 元] [--status on|off] [--name ...] [--days ...] [--unit ...] [--description ...] [--sort ...]
                                                         修改服务；--status off 下架（已购买的不受影响）`;

const options = ['name', 'price', 'days', 'unit', 'description', 'sort', 'status'] as const;

const text = (name: string, value: string, max: number) => {
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > max) throw new CliError(`--${name} 不能为空，最多 ${max} 个字`);
  return trimmed;
};

const price = (value: string) => {
  const parsed = yuanAmountSchema.safeParse(value);
  if (!parsed.success) throw new CliError(`--price ${parsed.error.issues[0]?.message ?? '金额错误'}`);
  return toFen(parsed.data);
};

const fieldsOf = (given: Map<string, string>): ValueServiceFields => {
  const fields: ValueServiceFields = {};
  for (const [name, value] of given) {
    if (name === 'name') fields.name = text(name, value, 30);
    if (name === 'price') fields.price = price(value);
    if (name === 'days') fields.durationDays = wholeNumber(name, value, 0, 3650);
    if (name === 'unit') fields.unit = text(name, value, 10);
    if (name === 'description') fields.description = value.trim().slice(0, 500);
    if (name === 'sort') fields.sort = wholeNumber(name, value, 0, 9999);
    if (name === 'status') {
      if (value !== 'on' && value !== 'off') throw new CliError('--status 只能是 on（上架）或 off（下架）');
      fields.status = value;
    }
  }
  return fields;
};

const describe = (s: ValueServiceRow) =>
  [
    s.code,
    s.name,
    `${toYuan(s.price).toFixed(2)}元/${s.unit}`,
    s.durationDays ? `${s.durationDays}天` : '永久',
    s.status === 'on' ? '上架' : '已下架',
  ].join('\t');

/** A site with its catalogue in place: the server seeds on start, the command line may run before that. */
const seededSite = async (db: Db, codeOrHost: string) => {
  const site = await siteOf(db, codeOrHost);
  await seedValueServices(db, site.id);
  return site;
};

export const serviceCommands: Record<string, (argv: string[], db: Db) => Promise<string>> = {
  services: async (argv, db) => {
    const [codeOrHost = ''] = requireWords(parseCommandLine(argv, []), 1, 'services <站点代码或域名>');
    const site = await seededSite(db, codeOrHost);
    return (await valueServiceRepository(db).list(site.id, { withOff: true })).map(describe).join('\n');
  },

  'service-add': async (argv, db) => {
    const line = parseCommandLine(argv, options);
    const [codeOrHost = '', code = ''] = requireWords(
      line,
      2,
      'service-add <站点> <服务代码> --name <名称> --price <元>',
    );
    if (!codePattern.test(code)) throw new CliError('服务代码只能包含小写字母、数字、- 和 _，最长 40 位');
    const site = await seededSite(db, codeOrHost);
    const repo = valueServiceRepository(db);
    if (await repo.byCode(site.id, code)) throw new CliError(`服务已存在：${code}`);
    const { name, price, ...rest } = fieldsOf(line.options);
    if (name === undefined || price === undefined) throw new CliError('service-add 需要 --name 和 --price');
    return describe(await repo.insert({ ...rest, tenantId: site.id, code, name, price }));
  },

  'service-set': async (argv, db) => {
    const line = parseCommandLine(argv, options);
    const [codeOrHost = '', code = ''] = requireWords(line, 2, 'service-set <站点> <服务代码> [--字段 值 ...]');
    const site = await seededSite(db, codeOrHost);
    const repo = valueServiceRepository(db);
    const found = await repo.byCode(site.id, code);
    if (!found) throw new CliError(`服务不存在：${code}`);
    const fields = fieldsOf(line.options);
    if (!Object.keys(fields).length) throw new CliError('service-set 没有要修改的内容');
    return describe((await repo.update(site.id, found.id, fields)) ?? found);
  },
};
