import { expiringSoonDays, type HomeOverview } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownerOf } from '../wallet/index.js';
import { homeOverviewRepository } from './home-overview.repository.js';
import { shanghaiDayOf } from './shanghai-day.js';

const dayMs = 86_400_000;
const expiringListed = 5;

/** /api/index/system: what the home centre tells an organiser about their activities at a glance. */
export const homeOverviewService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const repo = homeOverviewRepository(deps.db);

  return {
    overview: async (user: CurrentUser): Promise<HomeOverview> => {
      const owner = ownerOf(user);
      const now = deps.clock();
      // Days are China's, as participants' joining days are; the week is today and the six days before it.
      const today = shanghaiDayOf(now);
      const weekStart = shanghaiDayOf(new Date(now.getTime() - 6 * dayMs));
      const until = new Date(now.getTime() + expiringSoonDays * dayMs);
      const [counts, expiring, joinedToday, joinedWeek] = await Promise.all([
        repo.activityCounts(owner, now),
        repo.expiringBy(owner, now, until, expiringListed),
        repo.joinedSince(owner, today),
        repo.joinedSince(owner, weekStart),
      ]);
      return {
        activities: counts,
        participants_today: joinedToday,
        participants_week: joinedWeek,
        expiring: expiring.map((a) => ({
          id: a.id,
          title: a.title,
          kind: a.kind,
          expires_at: a.expiresAt!.toISOString(),
          days_left: Math.ceil((a.expiresAt!.getTime() - now.getTime()) / dayMs),
        })),
      };
    },
  };
};
