import {
  type ActivitySummary,
  activityPeriods,
  type contract,
  type List,
  type ParsedInputOf,
  trialLimits,
} from '@app/contract';
import { pagingOf } from '../../db/list-page.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownerOf } from '../wallet/index.js';
import { toActivityDetail, toActivitySummary, toPublishState } from './activity.mappers.js';
import {
  type ActivityFields,
  type ActivityFilter,
  type ActivityRow,
  activityRepository,
} from './activity.repository.js';
import { ownActivity } from './own-activity.js';
import { nextDay, shanghaiDayStart } from './shanghai-day.js';

type ListInput = ParsedInputOf<typeof contract.activity.list>;
type SaveInput = ParsedInputOf<typeof contract.activity.save>;

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

const momentOf = (text: string) => (text ? new Date(text) : null);

const baseInfoOf = (input: SaveInput): ActivityFields => {
  const startTime = momentOf(input.start_time);
  const endTime = momentOf(input.end_time);
  if (startTime && endTime && endTime <= startTime) throw new AppError('ACTIVITY_TIME_RANGE');
  return { title: input.title, cover: input.cover, description: input.description, startTime, endTime };
};

/** One organiser's activities: reading them, editing what the settings page edits, and deleting them. */
export const activityService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const repo = activityRepository(deps.db);
  const detailOf = async (row: ActivityRow) => toActivityDetail(row, deps.clock(), await repo.trialJoined(row.id));
  const edit = async (user: CurrentUser, activityId: number, fields: ActivityFields) => {
    await ownActivity(deps.db, user, activityId);
    return detailOf(await repo.update(ownerOf(user), activityId, fields));
  };

  return {
    /** The caller's organiser's activities only: staff see their organiser's, never another's. */
    list: async (user: CurrentUser, input: ListInput): Promise<List<ActivitySummary>> => {
      const now = deps.clock();
      const { rows, total, totalCapped } = await repo.page(ownerOf(user), filterOf(input), now, pagingOf(input));
      return {
        list: rows.map((r) => toActivitySummary(r, now)),
        total,
        total_capped: totalCapped,
        page: input.page,
        limit: input.limit,
      };
    },
    info: async (user: CurrentUser, activityId: number) => detailOf(await ownActivity(deps.db, user, activityId)),
    save: (user: CurrentUser, input: SaveInput) => edit(user, input.activity_id, baseInfoOf(input)),
    setPassword: (user: CurrentUser, activityId: number, password: string) => edit(user, activityId, { password }),
    updateQrcodeStyle: (user: CurrentUser, activityId: number, qrcodeStyle: ActivityFields['qrcodeStyle']) =>
      edit(user, activityId, { qrcodeStyle }),
    saveNoPublishIcon: (user: CurrentUser, activityId: number, shown: number) =>
      edit(user, activityId, { noPublishIcon: shown === 1 }),
    /** Soft: answers, wins and orders keep pointing at the row; participant pages read it as closed. */
    remove: async (user: CurrentUser, activityId: number) => {
      await ownActivity(deps.db, user, activityId);
      await repo.update(ownerOf(user), activityId, { deletedAt: deps.clock() });
      return null;
    },
    trialLimit: async (user: CurrentUser) => ({
      drafts: trialLimits.drafts,
      drafts_used: await repo.countDrafts(ownerOf(user)),
      participants: trialLimits.participants,
    }),
    periods: async () => activityPeriods.map((p) => ({ days: p.days, price: p.price })),
    publishState: async (user: CurrentUser, activityId: number) =>
      toPublishState(await ownActivity(deps.db, user, activityId), deps.clock()),
  };
};
