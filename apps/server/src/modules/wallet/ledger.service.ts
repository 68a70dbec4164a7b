import {
  type BalanceKind,
  balanceKinds,
  type contract,
  type LedgerEntry,
  type List,
  type ParsedInputOf,
  toYuan,
} from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { dayRangeOf } from './day-range.js';
import { ledgerRepository } from './ledger.repository.js';
import { organiserOf, ownerOf } from './organiser.js';
import { toLedgerEntry } from './wallet.mappers.js';

type ListInput = ParsedInputOf<typeof contract.wallet.list>;
type RangeInput = ParsedInputOf<typeof contract.wallet.summary>;

const balanceOf = (organiser: { money: number; dxMoney: number; hbMoney: number }, kind: BalanceKind) =>
  ({ money: organiser.money, dx_money: organiser.dxMoney, hb_money: organiser.hbMoney })[kind];

/** The organiser's ledger: every change of every balance, as the account's staff and owner see it. */
export const ledgerService = (deps: Pick<Deps, 'db'>) => {
  const ledger = ledgerRepository(deps.db);
  return {
    summary: async (user: CurrentUser, input: RangeInput) => {
      const organiser = await organiserOf(deps.db, user);
      const totals = await ledger.totals(ownerOf(user), dayRangeOf(input));
      return balanceKinds.map((kind) => {
        const found = totals.find((t) => t.kind === kind);
        return {
          kind,
          balance: toYuan(balanceOf(organiser, kind)),
          income: toYuan(found?.income ?? 0),
          expense: toYuan(found?.expense ?? 0),
          entries: found?.entries ?? 0,
        };
      });
    },

    list: async (user: CurrentUser, input: ListInput): Promise<List<LedgerEntry>> => {
      const paging = { page: input.page, limit: input.limit };
      const filter = { ...dayRangeOf(input), kind: input.kind, reason: input.reason };
      const { rows, total } = await ledger.page(ownerOf(user), filter, paging);
      return { list: rows.map(toLedgerEntry), total, ...paging };
    },

    /** Another organiser's row answers the same as a missing one, so ids reveal nothing. */
    detail: async (user: CurrentUser, input: { id: number }) => {
      const row = await ledger.byId(ownerOf(user), input.id);
      if (!row) throw new AppError('WALLET_ENTRY_NOT_FOUND');
      return toLedgerEntry(row);
    },
  };
};
