import { activityKind, type LotteryOverview, lotterySigninSchema } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { lotteryOverviewRepository } from './lottery-overview.repository.js';

const byActivity = <R extends { activityId: number }>(rows: R[]) => new Map(rows.map((r) => [r.activityId, r]));

/** The organiser's lottery list: every row's counts and tiers for a page of lotteries in a fixed number of reads. */
export const lotteryOverviewService = (deps: Pick<Deps, 'db'>) => {
  const repo = lotteryOverviewRepository(deps.db);
  return {
    overview: async (user: CurrentUser, activityIds: number[]): Promise<LotteryOverview[]> => {
      const ids = [...new Set(activityIds)];
      const owned = new Map((await repo.activities(user, ids)).map((a) => [a.id, a]));
      // As ownLottery answers for one id: another organiser's (or a deleted) activity is not found.
      if (ids.some((id) => !owned.has(id))) throw new AppError('ACTIVITY_NOT_FOUND');
      if ([...owned.values()].some((a) => a.kind !== activityKind.lottery))
        throw new AppError('ACTIVITY_KIND_MISMATCH');

      const [people, signin, tiers, spins] = await Promise.all([
        repo.people(user, ids).then(byActivity),
        repo.signin(user, ids).then(byActivity),
        repo.tiers(user, ids),
        repo.spins(user, ids).then(byActivity),
      ]);
      return ids.map((id) => ({
        activity_id: id,
        code: owned.get(id)?.code ?? '',
        people: people.get(id)?.people ?? 0,
        signed: people.get(id)?.signed ?? 0,
        signin_open: lotterySigninSchema.parse(signin.get(id)?.signin ?? {}).open,
        tiers: tiers.filter((t) => t.activityId === id).map(({ id, name, count }) => ({ id, name, count })),
        draws: spins.get(id)?.n ?? 0,
      }));
    },
  };
};
