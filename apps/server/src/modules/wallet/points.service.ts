import { pointsPerYuan, toFen, toYuan } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { changeBalance } from './balance.repository.js';
import { organiserOf, ownerOf } from './organiser.js';
import { pointsRepository, spendPoints } from './points.repository.js';
import { toPointsEntry } from './wallet.mappers.js';

export const pointsService = (deps: Pick<Deps, 'db'>) => {
  const points = pointsRepository(deps.db);
  return {
    /** The organiser's points entries and current total. */
    list: async (user: CurrentUser, paging: { page: number; limit: number }) => {
      const organiser = await organiserOf(deps.db, user);
      const { rows, total } = await points.page(ownerOf(user), paging);
      return { list: rows.map(toPointsEntry), total, page: paging.page, limit: paging.limit, points: organiser.points };
    },

    /** Points become general balance in one transaction: both move, or neither does. */
    exchange: (user: CurrentUser, spent: number) =>
      deps.db.transaction(async (tx) => {
        const owner = ownerOf(user);
        const left = await spendPoints(tx, owner, spent);
        const fen = toFen(spent / pointsPerYuan);
        const entry = await changeBalance(tx, {
          ...owner,
          kind: 'money',
          amount: fen,
          reason: 'points',
          remark: `${spent}积分兑换`,
          actorId: user.id,
        });
        return { points: left, amount: toYuan(fen), money: toYuan(entry.balanceAfter) };
      }),
  };
};
