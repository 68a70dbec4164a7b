import { type invoiceSchema, toYuan } from '@app/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownerOf } from '../wallet/index.js';
import { type InvoiceRow, invoiceRepository } from './invoice.repository.js';
import { toOrder } from './order.mappers.js';

type Paging = { page: number; limit: number };
type Application = { order_sns: string[]; title: string; tax_no: string; email: string; remark: string };

const toInvoice = (row: InvoiceRow, orderSns: string[]): z.infer<typeof invoiceSchema> => ({
  id: row.id,
  title: row.title,
  tax_no: row.taxNo,
  email: row.email,
  amount: toYuan(row.amount),
  status: row.status,
  order_sns: orderSns,
  remark: row.remark,
  issued_at: row.issuedAt ? row.issuedAt.toISOString() : null,
  created_at: row.createdAt.toISOString(),
});

/** Invoices of the organiser's orders paid through a provider; an order goes on one invoice at most. */
export const invoiceService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const invoices = invoiceRepository(deps.db);

  return {
    invoiceableOrders: async (user: CurrentUser, paging: Paging) => {
      const { rows, total } = await invoices.invoiceableOrders(ownerOf(user), paging);
      const now = deps.clock();
      return { list: rows.map((r) => toOrder(r, now)), total, ...paging };
    },

    list: async (user: CurrentUser, paging: Paging) => {
      const { rows, total } = await invoices.page(ownerOf(user), paging);
      const orderSns = await invoices.orderSnsOf(
        user.tenantId,
        rows.map((r) => r.id),
      );
      return { list: rows.map((r) => toInvoice(r, orderSns.get(r.id) ?? [])), total, ...paging };
    },

    /**
     * Takes the orders only if no other invoice holds them: the guarded update counts what it took, so of
     * two applications racing for one order exactly one commits.
     */
    apply: async (user: CurrentUser, input: Application) => {
      const owner = ownerOf(user);
      const orderSns = [...new Set(input.order_sns)];
      return deps.db.transaction(async (tx) => {
        const repo = invoiceRepository(tx);
        const found = await repo.paidOnlineBySn(owner, orderSns);
        if (found.length !== orderSns.length) throw new AppError('INVOICE_ORDER_INVALID');
        if (found.some((o) => o.invoiceId !== null)) throw new AppError('INVOICE_ORDER_TAKEN');
        const invoice = await repo.insert({
          ...owner,
          title: input.title,
          taxNo: input.tax_no,
          email: input.email,
          remark: input.remark,
          amount: found.reduce((sum, o) => sum + o.amount, 0),
        });
        const taken = await repo.claimOrders(
          owner,
          found.map((o) => o.id),
          invoice.id,
        );
        if (taken !== found.length) throw new AppError('INVOICE_ORDER_TAKEN');
        return toInvoice(
          invoice,
          found.map((o) => o.orderSn),
        );
      });
    },
  };
};
