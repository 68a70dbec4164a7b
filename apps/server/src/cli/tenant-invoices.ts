import { invoiceStatusTitles, toYuan } from '@app/contract';
import type { Db } from '../db/client.js';
import { type InvoiceStatus, invoiceRepository } from '../modules/order/invoice.repository.js';
import { parseCommandLine, requireWords } from './command-line.js';
import { siteOf } from './site-lookup.js';
import { CliError } from './tenant-args.js';

export const invoiceUsage = `  invoices <站点> [--status pending|issued|rejected]      列出站点的发票申请
  invoice-set <站点> <发票ID> --status issued|rejected [--remark 说明]
                                                         财务处理发票：已开票，或驳回（驳回后订单可重新申请）`;

const statusOf = (value: string | undefined, allowed: readonly InvoiceStatus[]) => {
  if (value === undefined) return undefined;
  const status = allowed.find((s) => s === value);
  if (!status) throw new CliError(`--status 只能是 ${allowed.join('、')}`);
  return status;
};

export const invoiceCommands: Record<string, (argv: string[], db: Db) => Promise<string>> = {
  invoices: async (argv, db) => {
    const line = parseCommandLine(argv, ['status']);
    const [codeOrHost = ''] = requireWords(line, 1, 'invoices <站点> [--status pending|issued|rejected]');
    const site = await siteOf(db, codeOrHost);
    const repo = invoiceRepository(db);
    const rows = await repo.ofTenant(site.id, statusOf(line.options.get('status'), ['pending', 'issued', 'rejected']));
    const orderSns = await repo.orderSnsOf(
      site.id,
      rows.map((r) => r.invoice.id),
    );
    return rows
      .map(({ invoice: i, phone }) =>
        [
          i.id,
          invoiceStatusTitles[i.status],
          phone,
          i.title,
          i.taxNo || '（个人）',
          i.email,
          `${toYuan(i.amount).toFixed(2)}元`,
          (orderSns.get(i.id) ?? []).join(','),
          i.remark,
          i.createdAt.toISOString(),
        ].join('\t'),
      )
      .join('\n');
  },

  'invoice-set': async (argv, db) => {
    const line = parseCommandLine(argv, ['status', 'remark']);
    const [codeOrHost = '', idText = ''] = requireWords(
      line,
      2,
      'invoice-set <站点> <发票ID> --status issued|rejected',
    );
    if (!/^[1-9]\d{0,9}$/.test(idText)) throw new CliError(`发票ID 必须是正整数：${idText}`);
    const id = Number(idText);
    const status = statusOf(line.options.get('status'), ['issued', 'rejected']);
    if (!status) throw new CliError('invoice-set 需要 --status issued 或 --status rejected');
    const site = await siteOf(db, codeOrHost);
    const found = await invoiceRepository(db).byId(site.id, id);
    if (!found) throw new CliError(`发票申请不存在：${id}`);
    if (found.status !== 'pending') throw new CliError(`发票申请 ${id} 已处理（${invoiceStatusTitles[found.status]}）`);
    const note = line.options.get('remark')?.trim();
    const remark = [found.remark, note && `财务：${note}`].filter(Boolean).join('；');
    const decided = await db.transaction(async (tx) => {
      const repo = invoiceRepository(tx);
      const row = await repo.decide(site.id, id, { status, remark, issuedAt: status === 'issued' ? new Date() : null });
      if (!row) throw new CliError(`发票申请 ${id} 已处理`);
      if (status === 'rejected') await repo.releaseOrders(site.id, id);
      return row;
    });
    return `${decided.id}\t${invoiceStatusTitles[decided.status]}\t${decided.remark}`;
  },
};
