import { randomBytes } from 'node:crypto';
import { type AntiCheatSettings, type contract, type ParsedInputOf, trialLimits } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Tenant } from '../../platform/request-context.js';
import type { WechatUser } from '../../platform/wechat/wechat-identity.js';
import { answerCodeRequired, redeemAnswerCode } from '../prize/answer-code.repository.js';
import { toAntiCheatSettings } from './anti-cheat.mappers.js';
import { antiCheatRepository } from './anti-cheat.repository.js';
import { verifyDevice } from './device-signature.js';
import { canTakePart, type H5State, h5StateMessage, h5StateOf } from './h5-state.js';
import type { ActivityRecord } from './own-activity.js';
import { participantViewOf, toH5Activity, toParticipant } from './participant.mappers.js';
import { type ParticipantDetails, type ParticipantRow, participantRepository } from './participant.repository.js';
import { shanghaiDayOf } from './shanghai-day.js';
import { checkSignup } from './signup-fields.js';

type EnterInput = ParsedInputOf<typeof contract.activity.h5Enter>;
type Entry = {
  identity: string;
  details: ParticipantDetails;
  ip: string;
  answerCode: string;
  rules: AntiCheatSettings & { needsAnswerCode: boolean };
};

/** Enough for a crowd behind one office or campus address; few enough to make guessing a password slow. */
const entriesPerIpPerMinute = 60;

const unavailable = (state: H5State) => new AppError('H5_ACTIVITY_UNAVAILABLE', h5StateMessage(state));
const newTicket = () => randomBytes(24).toString('base64url');

/**
 * Who is joining: the WeChat account when the page brings a sign-in code (a phone in the form does not replace it,
 * so a WeChat-only vote counts WeChat accounts), else the phone the form gives, else the device.
 */
const identityOf = (wechat: WechatUser | null, phone: string | undefined, deviceId: string) => {
  if (wechat) return `wechat:${wechat.openid}`;
  return phone ? `phone:${phone}` : `device:${deviceId}`;
};

export const participantService = (deps: Pick<Deps, 'db' | 'clock' | 'limiter' | 'config' | 'wechat'>) => {
  const { db } = deps;

  const activityOf = async (tenant: Tenant, code: string) => {
    const activity = await participantRepository(db).activityByCode(tenant.id, code);
    if (!activity) throw unavailable('closed');
    return activity;
  };

  const stateOf = async (activity: ActivityRecord) => {
    const trials = activity.status === 'draft' ? await participantRepository(db).trialCount(activity.id) : 0;
    return h5StateOf(activity, deps.clock(), trials);
  };

  /** The anti-cheat settings and whether an answer code is asked, read together for info and entry. */
  const entryRulesOf = async (activity: ActivityRecord) => {
    const [config, needsAnswerCode] = await Promise.all([
      antiCheatRepository(db).configOf(activity.id),
      answerCodeRequired(db, activity.id),
    ]);
    return { ...toAntiCheatSettings(config), needsAnswerCode };
  };

  const takeAnswerCode = async (tx: Db, activityId: number, participantId: number, entry: Entry) => {
    const code = entry.answerCode;
    const taken = code !== '' && (await redeemAnswerCode(tx, { activityId, participantId, code, now: deps.clock() }));
    if (!taken) throw new AppError('H5_ANSWER_CODE_INVALID');
  };

  /** Someone already in comes back, unless banned or, when phones are tied to a device, from another device. */
  const rejoin = async (tx: Db, known: ParticipantRow, entry: Entry) => {
    const repo = participantRepository(tx);
    if (known.bannedAt) throw new AppError('H5_BANNED');
    const byPhone = known.identity.startsWith('phone:');
    if (entry.rules.one_device_per_phone && byPhone && known.deviceId !== entry.details.deviceId) {
      throw new AppError('H5_DEVICE_MISMATCH');
    }
    if (entry.rules.needsAnswerCode && !(await repo.holdsAnswerCode(known.activityId, known.id))) {
      await takeAnswerCode(tx, known.activityId, known.id, entry);
    }
    return repo.update(known.id, entry.details);
  };

  /**
   * The same identity comes back as the same participant with the same ticket. A draft's trial places and an
   * address's joins of the day are counted under a lock on the activity, so ten places never become eleven. A
   * refused answer code rolls the whole join back.
   */
  const join = (activity: ActivityRecord, entry: Entry) =>
    db.transaction(async (tx: Db) => {
      const repo = participantRepository(tx);
      const known = await repo.byIdentity(activity.id, entry.identity);
      if (known) return rejoin(tx, known, entry);
      const trial = activity.status === 'draft';
      const ipDayMax = entry.rules.ip_day_max;
      if (trial || ipDayMax > 0) await repo.lockActivity(activity.id);
      if (trial && (await repo.trialCount(activity.id)) >= trialLimits.participants) throw unavailable('trial_full');
      const joinedDay = shanghaiDayOf(deps.clock());
      if (ipDayMax > 0 && (await repo.joinedFromIp(activity.id, entry.ip, joinedDay)) >= ipDayMax) {
        throw new AppError('H5_IP_LIMIT');
      }
      const owner = { tenantId: activity.tenantId, customerId: activity.customerId };
      const created = await repo.insertNew({
        ...owner,
        ...entry.details,
        activityId: activity.id,
        identity: entry.identity,
        trial,
        ticket: newTicket(),
        ip: entry.ip,
        joinedDay,
      });
      if (!created) return rejoin(tx, (await repo.byIdentity(activity.id, entry.identity))!, entry);
      if (entry.rules.needsAnswerCode) await takeAnswerCode(tx, activity.id, created.id, entry);
      await repo.countJoin(activity.id);
      return created;
    });

  return {
    info: async (tenant: Tenant, code: string) => {
      const activity = await activityOf(tenant, code);
      const [state, rules] = await Promise.all([stateOf(activity), entryRulesOf(activity)]);
      return toH5Activity(activity, state, {
        needsAnswerCode: rules.needsAnswerCode,
        signedDevice: rules.signed_device,
      });
    },

    /** WeChat's consent page, coming back to `redirectUri` (on this site, under /h5/) to join `code`. */
    wechatAuthorize: async (tenant: Tenant, code: string, redirectUri: string) => {
      await activityOf(tenant, code);
      const state = randomBytes(12).toString('base64url');
      return { url: deps.wechat.authorizeUrl(redirectUri, state), state };
    },

    enter: async (tenant: Tenant, input: EnterInput, ip: string) => {
      if ((await deps.limiter.hit(`h5enter:ip:${ip}`, 60)).count > entriesPerIpPerMinute) {
        throw new AppError('TOO_MANY_REQUESTS');
      }
      const activity = await activityOf(tenant, input.code);
      const state = await stateOf(activity);
      // A full trial still lets those already in come back; `join` refuses newcomers.
      if (!canTakePart(state) && state !== 'trial_full') throw unavailable(state);
      if (activity.password !== '' && input.password !== activity.password) throw new AppError('H5_PASSWORD_WRONG');
      const view = participantViewOf(activity);
      if (view.needsWechat && !input.wechat_code) throw new AppError('H5_WECHAT_REQUIRED');
      const fields = checkSignup(view, input.fields);
      const rules = await entryRulesOf(activity);
      if (rules.signed_device && !verifyDevice(deps.config.payment.sandboxSecret, activity.id, input.device_id)) {
        throw new AppError('H5_DEVICE_INVALID');
      }
      // Asked before the join's transaction: WeChat is outside I/O, and PGlite is one connection.
      const wechat = input.wechat_code ? await deps.wechat.identify(input.wechat_code) : null;
      const details = {
        deviceId: input.device_id,
        name: fields.name || wechat?.nickname || '',
        phone: fields.phone ?? '',
        unit: fields.unit ?? '',
        fields,
      };
      const identity = identityOf(wechat, fields.phone, input.device_id);
      return toParticipant(await join(activity, { identity, details, ip, answerCode: input.answer_code, rules }));
    },
  };
};
