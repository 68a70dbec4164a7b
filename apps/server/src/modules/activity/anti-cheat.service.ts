import { activityKind, type contract, type ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { withinPerMinute } from '../../platform/rate-limit/rate-limiter.js';
import type { CurrentUser, Tenant } from '../../platform/request-context.js';
import { ownerOf } from '../wallet/index.js';
import { toAntiCheatSettings, toBannedParticipant } from './anti-cheat.mappers.js';
import { antiCheatRepository } from './anti-cheat.repository.js';
import { signDevice } from './device-signature.js';
import { h5StateMessage } from './h5-state.js';
import { ownActivity } from './own-activity.js';
import { participantRepository } from './participant.repository.js';
import { forgetSeats } from './participant-seats.js';

type Input<E extends keyof typeof contract.antiCheat> = ParsedInputOf<(typeof contract.antiCheat)[E]>;

/** An online quiz's anti-cheat rules and bans (spec: noBanned), and the signed device strings participants join with. */
export const antiCheatService = (deps: Pick<Deps, 'db' | 'bus' | 'clock' | 'config' | 'limiter'>) => {
  const { db } = deps;
  const repo = antiCheatRepository(db);

  const bannable = async (user: CurrentUser, activityId: number, participantId: number) => {
    await ownActivity(db, user, activityId, activityKind.onlineQuiz);
    const participant = await repo.participantOf(activityId, participantId);
    if (!participant) throw new AppError('VALIDATION_FAILED', '参与者不存在');
    return participant;
  };

  return {
    info: async (user: CurrentUser, activityId: number) => {
      await ownActivity(db, user, activityId, activityKind.onlineQuiz);
      const [config, banned] = await Promise.all([repo.configOf(activityId), repo.bannedOf(activityId)]);
      return { settings: toAntiCheatSettings(config), banned: banned.map(toBannedParticipant) };
    },
    setting: async (user: CurrentUser, input: Input<'setting'>) => {
      const { activity_id: activityId, ...settings } = input;
      await ownActivity(db, user, activityId, activityKind.onlineQuiz);
      await repo.saveConfig(ownerOf(user), activityId, settings);
      return toAntiCheatSettings(await repo.configOf(activityId));
    },
    ban: async (user: CurrentUser, input: Input<'ban'>) => {
      const participant = await bannable(user, input.activity_id, input.participant_id);
      const banned = await repo.setBan(participant.id, deps.clock(), input.reason);
      await forgetSeats(deps.bus, [participant.ticket]);
      return toBannedParticipant(banned);
    },
    unban: async (user: CurrentUser, input: Input<'unban'>) => {
      const participant = await bannable(user, input.activity_id, input.participant_id);
      await repo.setBan(participant.id, null, '');
      await forgetSeats(deps.bus, [participant.ticket]);
      return null;
    },
    /**
     * Public: any visitor of the activity's page may take one; what it limits is making up new devices offline.
     * A hall asks for its devices from one address, so the address has the hall-sized ceiling of entries.
     */
    uniqStr: async (tenant: Tenant, code: string, ip: string) => {
      await withinPerMinute(deps.limiter, { [`h5device:ip:${ip}`]: deps.config.h5.entriesPerIpPerMinute });
      const activity = await participantRepository(db).activityByCode(tenant.id, code);
      if (!activity) throw new AppError('H5_ACTIVITY_UNAVAILABLE', h5StateMessage('closed'));
      return { uniq: signDevice(deps.config.payment.sandboxSecret, activity.id) };
    },
  };
};
