import type { Deps } from '../../platform/deps.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { organiserOf, ownerOf } from './organiser.js';
import { pointsRepository } from './points.repository.js';
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
  };
};
