import type { ActivityStatus, ActivitySummary, contract, List, ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { type ActivityFilter, type ActivityRow, activityRepository } from './activity.repository.js';
import { nextDay, shanghaiDayStart } from './shanghai-day.js';

type ListInput = ParsedInputOf<typeof contract.activity.list>;

export const statusOf = (row: ActivityRow, now: Date): ActivityStatus => {
  if (row.status === 'draft') return 'draft';
  return row.expiresAt && row.expiresAt <= now ? 'expired' : 'published';
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toActivitySummary = (row: ActivityRow, now: Date): ActivitySummary => {
  const status = statusOf(row, now);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    cover: row.cover,
    status,
    is_online: status === 'published' ? 1 : 0,
    start_time: iso(row.startTime),
    end_time: iso(row.endTime),
    expires_at: iso(row.expiresAt),
    join_count: row.joinCount,
    created_at: row.createdAt.toISOString(),
  };
};

const dayStart = (day: string | undefined) => {
  if (!day) return undefined;
  const start = shanghaiDayStart(day);
  if (!start) throw new AppError('VALIDATION_FAILED', '日期格式应为 YYYY-MM-DD');
  return start;
};

const filterOf = (input: ListInput): ActivityFilter => {
  const endDay = dayStart(input.end_time);
  return {
    createdFrom: dayStart(input.start_time),
    createdBefore: endDay && nextDay(endDay),
    online: input.is_online === '' || input.is_online === undefined ? undefined : input.is_online === 1,
    keywords: input.keywords || undefined,
    kind: input.from === '' ? undefined : input.from,
  };
};

export const activityService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const repo = activityRepository(deps.db);
  return {
    /** The caller's organiser's activities only: staff see their organiser's, never another's. */
    list: async (user: CurrentUser, input: ListInput): Promise<List<ActivitySummary>> => {
      const now = deps.clock();
      const owner = { tenantId: user.tenantId, customerId: user.ownerId };
      const { rows, total } = await repo.page(owner, filterOf(input), now, {
        offset: (input.page - 1) * input.limit,
        limit: input.limit,
      });
      return { list: rows.map((r) => toActivitySummary(r, now)), total, page: input.page, limit: input.limit };
    },
  };
};
