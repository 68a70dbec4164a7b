import {
  type contract,
  type LotteryBarrageSettings,
  type LotteryMessageStatus,
  lotteryBarrageSettingsSchema,
  lotteryLimits,
  lotteryMessageStatuses,
  type ParsedInputOf,
} from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { activityOwner } from '../activity/index.js';
import { ownLottery } from './lottery-activity.js';
import { toMessage, toScreenMessage } from './lottery-barrage.mappers.js';
import { lotteryBarrageRepository } from './lottery-barrage.repository.js';
import type { LotteryBarrageEvents } from './lottery-barrage-events.js';
import { lotterySettingsRepository } from './lottery-settings.repository.js';

type ListInput = ParsedInputOf<typeof contract.lotteryBarrage.msgList>;
type VerifyInput = ParsedInputOf<typeof contract.lotteryBarrage.msgVerify>;

/** The spec's is_verify as a state: 0 pending, 1 approved, 2 rejected. */
const statusOf = (isVerify: number) => lotteryMessageStatuses[isVerify] as LotteryMessageStatus;

/** The organiser's side of the barrage: its settings, the moderation queue and the system messages. */
export const lotteryBarrageService = (deps: Pick<Deps, 'db'>, events: LotteryBarrageEvents) => {
  const { db } = deps;
  const repo = lotteryBarrageRepository(db);
  const maskedOf = async (activityId: number) =>
    (await lotterySettingsRepository(db).read(activityId)).draw.masked_display;

  return {
    settings: async (user: CurrentUser, activityId: number) =>
      (await lotterySettingsRepository(db).read((await ownLottery(db, user, activityId)).id)).barrage,
    save: async (user: CurrentUser, activityId: number, input: LotteryBarrageSettings) =>
      lotterySettingsRepository(db).save(
        await ownLottery(db, user, activityId),
        'barrage',
        lotteryBarrageSettingsSchema.parse(input),
      ),

    queue: async (user: CurrentUser, input: ListInput) => {
      const activity = await ownLottery(db, user, input.turn_id);
      const { page, limit } = input;
      const status = input.is_verify === '' ? '' : statusOf(input.is_verify);
      const found = await repo.page(activity, status, { offset: (page - 1) * limit, limit });
      return { list: found.rows.map(toMessage), total: found.total, page, limit };
    },

    /** Approved messages go to the big screen at once; a message already in that state is left as it is. */
    verify: async (user: CurrentUser, input: VerifyInput) => {
      const activity = await ownLottery(db, user, input.turn_id);
      const changed = await repo.setStatus(activity, input.ids, statusOf(input.is_verify));
      if (input.is_verify === 1 && changed.length > 0) {
        const masked = await maskedOf(activity.id);
        events.add(
          activity.id,
          changed.sort((a, b) => a.id - b.id).map((row) => toScreenMessage(row, masked)),
        );
      }
      return { affected: changed.length };
    },

    systemList: async (user: CurrentUser, activityId: number) => {
      const activity = await ownLottery(db, user, activityId);
      return (await repo.systemList(activity, lotteryLimits.systemMessages)).map(toMessage);
    },
    /** A system message is the organiser's: approved, and on the big screen at once. */
    systemAdd: async (user: CurrentUser, activityId: number, text: string) => {
      const activity = await ownLottery(db, user, activityId);
      if ((await repo.systemCount(activity)) >= lotteryLimits.systemMessages) {
        throw new AppError('VALIDATION_FAILED', `系统弹幕最多${lotteryLimits.systemMessages}条，请先删除不用的`);
      }
      const row = await repo.insert({ ...activityOwner(activity), text, status: 'approved', system: true });
      events.add(activity.id, [toScreenMessage(row, false)]);
      return toMessage(row);
    },
    systemDelete: async (user: CurrentUser, activityId: number, id: number) => {
      const activity = await ownLottery(db, user, activityId);
      if ((await repo.deleteSystem(activity, id)) === 0) throw new AppError('LOTTERY_MESSAGE_NOT_FOUND');
      return null;
    },
  };
};
