import type { Db } from '../db/client.js';
import { type TenantRow, tenantRepository } from '../modules/tenant/tenant.repository.js';
import { tenantService } from '../modules/tenant/tenant.service.js';
import { codePattern } from './command-line.js';
import { CliError, parseTenantArgs, type TenantArgs } from './tenant-args.js';
import { tenantFields } from './tenant-fields.js';
import { invoiceCommands, invoiceUsage } from './tenant-invoices.js';
import { serviceCommands, serviceUsage } from './tenant-services.js';

export { CliError };

export const tenantUsage = `用法：npm run tenant -- <命令> [参数]

命令：
  list                                   列出所有站点
  show <code>                            显示一个站点的全部设置
  add <code> --host <域名> [--host ...] [--字段 值 ...]   新建站点（至少一个域名）
  set <code> [--host <域名> ...] [--字段 值 ...]          修改站点；给出 --host 时替换全部域名
${serviceUsage}
${invoiceUsage}

字段（0/1 开关只能填 0 或 1）：
${tenantFields.map((f) => `  --${f.option}${f.kind === 'flag' ? ' 0|1' : ''}`).join('\n')}

数据库：设置了 DATABASE_URL 时使用 PostgreSQL，否则使用 ./data 下的内置数据库（请先停止服务器）。
运行中的服务器最多 30 秒后使用新的设置。`;

const describe = (t: TenantRow) =>
  [
    `code: ${t.code}`,
    `hosts: ${t.hosts.join(', ')}`,
    ...tenantFields.map((f) => {
      const value = t[f.key];
      // The secret signs logins: show only whether it is set.
      if (f.key === 'oneClickSecret') return `${f.option}: ${value ? '（已设置）' : ''}`;
      return `${f.option}: ${String(value).replace(/\n/g, '\\n')}`;
    }),
  ].join('\n');

/** Refuses hosts that another site already answers, so a request never has two sites. */
const checkHosts = async (repo: ReturnType<typeof tenantRepository>, hosts: string[], code: string) => {
  for (const host of hosts) {
    const owner = await repo.byHost(host);
    if (owner && owner.code !== code) throw new CliError(`域名 ${host} 已属于站点 ${owner.code}`);
  }
};

const requireCode = (args: TenantArgs) => {
  if (!args.code) throw new CliError(`${args.command} 需要站点代码，例如：npm run tenant -- ${args.command} default`);
  return args.code;
};

/** Commands on what a site sells and on its invoices; they take their own options. */
const siteCommands = { ...serviceCommands, ...invoiceCommands };

// The server seeds the default site only into an empty table, so do the same before any change.
const seedDefaultSite = (db: Db) => tenantService({ db, clock: () => new Date() }).seedDefault();

/** Runs one tenant command and answers what to print. */
export const runTenantCommand = async (argv: string[], db: Db): Promise<string> => {
  const [first = '', ...rest] = argv;
  const siteCommand = Object.hasOwn(siteCommands, first) ? siteCommands[first] : undefined;
  if (siteCommand) {
    if (rest.includes('--help') || rest.includes('-h')) return tenantUsage;
    await seedDefaultSite(db);
    return siteCommand(rest, db);
  }
  const args = parseTenantArgs(argv);
  if (args.help || !args.command || args.command === 'help') return tenantUsage;
  await seedDefaultSite(db);
  const repo = tenantRepository(db);

  switch (args.command) {
    case 'list': {
      const rows = await repo.list();
      return rows.map((t) => `${t.code}\t${t.hosts.join(',')}\t${t.title}`).join('\n');
    }
    case 'show': {
      const found = await repo.byCode(requireCode(args));
      if (!found) throw new CliError(`站点不存在：${args.code}`);
      return describe(found);
    }
    case 'add': {
      const code = requireCode(args);
      if (!codePattern.test(code)) throw new CliError('站点代码只能包含小写字母、数字、- 和 _，最长 40 位');
      if (await repo.byCode(code)) throw new CliError(`站点已存在：${code}`);
      if (!args.hosts.length) throw new CliError('add 至少需要一个 --host');
      await checkHosts(repo, args.hosts, code);
      return describe(await repo.insert({ code, hosts: [...new Set(args.hosts)], ...args.fields }));
    }
    case 'set': {
      const found = await repo.byCode(requireCode(args));
      if (!found) throw new CliError(`站点不存在：${args.code}`);
      if (!args.hosts.length && !Object.keys(args.fields).length) throw new CliError('set 没有要修改的内容');
      await checkHosts(repo, args.hosts, found.code);
      const hosts = args.hosts.length ? { hosts: [...new Set(args.hosts)] } : {};
      const updated = await repo.update(found.id, { ...hosts, ...args.fields });
      return describe(updated ?? found);
    }
    default:
      throw new CliError(`未知命令：${args.command}\n\n${tenantUsage}`);
  }
};
