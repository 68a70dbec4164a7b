import { type TrafficBalance, toFen, trafficPacks } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { daysOf, ownActivity, shanghaiDayOf } from '../activity/index.js';
import type { OrderService } from '../order/index.js';
import { ownerOf } from '../wallet/index.js';
import { accountOf, freeTrafficBytes, isExhausted } from './traffic-account.repository.js';
import { type DayRange, trafficDayRepository } from './traffic-day.repository.js';

type RangeInput = { activity_id: number | ''; start_time: string; end_time: string };
type Paging = { page: number; limit: number };

const packOf = (gb: number) => {
  const pack = trafficPacks.find((p) => p.gb === gb);
  if (!pack) throw new AppError('VALIDATION_FAILED', '请选择流量包');
  return pack;
};

/** The pages and charts of traffic, the balance, and buying packs; every call reads the caller's organiser only. */
export const trafficService = (deps: Pick<Deps, 'db' | 'clock' | 'payment' | 'storage'>, orders: OrderService) => {
  const days = trafficDayRepository(deps.db);

  /** The range's days; an activity named in the filter must be the caller's (ACTIVITY_NOT_FOUND otherwise). */
  const scope = async (user: CurrentUser, input: RangeInput) => {
    const activityId = input.activity_id === '' ? undefined : (await ownActivity(deps.db, user, input.activity_id)).id;
    const list = daysOf(input.start_time, input.end_time, shanghaiDayOf(deps.clock()));
    const range: DayRange = { from: list[0]!, to: list.at(-1)! };
    return { owner: ownerOf(user), activityId, range, days: list };
  };

  const balance = async (user: CurrentUser): Promise<TrafficBalance> => {
    const account = await accountOf(deps.db, ownerOf(user));
    const granted = account?.grantedBytes ?? freeTrafficBytes;
    const used = account?.usedBytes ?? 0;
    return {
      granted_bytes: granted,
      used_bytes: used,
      remaining_bytes: Math.max(0, granted - used),
      period_started_at: account?.periodStartedAt.toISOString() ?? null,
      warned: account?.warned ?? false,
      exhausted: isExhausted(account),
      packs: trafficPacks.map((p) => ({ gb: p.gb, price: p.price })),
    };
  };

  const packDraft = (gb: number) => {
    const pack = packOf(gb);
    return { type: 'traffic' as const, title: `流量包${pack.gb}GB`, amount: toFen(pack.price), quantity: pack.gb };
  };

  return {
    list: async (user: CurrentUser, input: RangeInput & Paging) => {
      const { owner, activityId, range } = await scope(user, input);
      const paging = { page: input.page, limit: input.limit };
      const { rows, total } = await days.perActivityDay(owner, range, activityId, paging);
      return {
        list: rows.map((r) => ({
          day: r.day,
          activity_id: r.activityId,
          activity_title: r.title,
          bytes: r.bytes,
          requests: r.requests,
        })),
        total,
        ...paging,
      };
    },

    daily: async (user: CurrentUser, input: RangeInput) => {
      const { owner, activityId, range, days: list } = await scope(user, input);
      const bytesOf = new Map((await days.perDay(owner, range, activityId)).map((r) => [r.day, r.bytes]));
      return list.map((day) => ({ day, bytes: bytesOf.get(day) ?? 0 }));
    },

    videos: async (
      user: CurrentUser,
      input: { activity_id: number; start_time: string; end_time: string } & Paging,
    ) => {
      const { owner, activityId, range } = await scope(user, input);
      const paging = { page: input.page, limit: input.limit };
      const { rows, total } = await days.videos(owner, range, activityId!, paging);
      return {
        list: rows.map((r) => ({
          url: deps.storage.publicUrl(r.fileKey),
          name: r.name ?? r.fileKey.split('/').at(-1) ?? r.fileKey,
          bytes: r.bytes,
          requests: r.requests,
          last_day: r.lastDay ?? '',
        })),
        total,
        ...paging,
      };
    },

    balance,

    /** Orders and pays from the balance in one transaction: a short balance leaves no order and moves no money. */
    buy: async (user: CurrentUser, gb: number) => {
      const draft = packDraft(gb);
      const order = await orders.buyWithBalance(user, async () => draft);
      return { order: orders.view(order), balance: await balance(user) };
    },

    order: async (user: CurrentUser, gb: number) => orders.view(await orders.create(user, packDraft(gb))),

    checkout: (user: CurrentUser, orderSn: string, origin: string) =>
      orders.checkout(user, orderSn, ['traffic'], origin),
  };
};
