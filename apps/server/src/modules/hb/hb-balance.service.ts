import { type contract, type ParsedInputOf, toFen, toYuan } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import type { OrderService } from '../order/index.js';
import { rechargeService } from '../order/index.js';
import { changeBalance, dayRangeOf, ledgerRepository, ownerOf, toLedgerEntry } from '../wallet/index.js';

type RecordInput = ParsedInputOf<typeof contract.hb.record>;

/** The red-packet balance: topping it up, taking it back to the general balance, and its records. */
export const hbBalanceService = (deps: Pick<Deps, 'db' | 'clock'>, orders: OrderService) => {
  const recharges = rechargeService(deps, orders);
  const ledger = ledgerRepository(deps.db);
  return {
    recharge: (user: CurrentUser, amount: number, origin: string) =>
      recharges.create(user, { kind: 'hb_money', amount }, origin),

    /** Both balances change in one transaction, each with its ledger row: no money is ever in neither or both. */
    withdraw: (user: CurrentUser, amount: number) =>
      deps.db.transaction(async (tx) => {
        const move = { ...ownerOf(user), reason: 'withdraw' as const, actorId: user.id };
        const fen = toFen(amount);
        const out = await changeBalance(tx, {
          ...move,
          kind: 'hb_money',
          amount: -fen,
          remark: '红包余额提现到账户余额',
        }).catch((err: unknown) => {
          if (err instanceof AppError && err.errorName === 'WALLET_HB_BALANCE_NOT_ENOUGH') {
            throw new AppError('HB_WITHDRAW_TOO_MUCH');
          }
          throw err;
        });
        const into = await changeBalance(tx, { ...move, kind: 'money', amount: fen, remark: '由红包余额提现转入' });
        return { hb_money: toYuan(out.balanceAfter), money: toYuan(into.balanceAfter) };
      }),

    record: async (user: CurrentUser, input: RecordInput) => {
      const paging = { page: input.page, limit: input.limit };
      const filter = { ...dayRangeOf(input), kind: 'hb_money' as const, reason: input.type || undefined };
      const { rows, total } = await ledger.page(ownerOf(user), filter, paging);
      return { list: rows.map(toLedgerEntry), total, ...paging };
    },
  };
};
