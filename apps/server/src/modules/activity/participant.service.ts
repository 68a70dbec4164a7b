import { randomBytes } from 'node:crypto';
import {
  type AntiCheatSettings,
  activityKind,
  type contract,
  onSiteKinds,
  type ParsedInputOf,
  trialLimits,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { withinPerMinute } from '../../platform/rate-limit/rate-limiter.js';
import type { CurrentUser, Tenant } from '../../platform/request-context.js';
import type { WechatUser } from '../../platform/wechat/wechat-identity.js';
import { answerCodeRequired, redeemAnswerCode } from '../prize/index.js';
import { pkRepository } from '../quiz/index.js';
import { mediaAllowed, withoutMedia } from '../traffic/index.js';
import { participantWechat } from '../wxaccount/index.js';
import { toAntiCheatSettings } from './anti-cheat.mappers.js';
import { antiCheatRepository } from './anti-cheat.repository.js';
import { verifyDevice } from './device-signature.js';
import { canTakePart, type H5State, h5StateMessage, h5StateOf } from './h5-state.js';
import { joinCodes } from './join-code.js';
import type { ActivityRecord } from './own-activity.js';
import { participantViewOf, toH5Activity, toParticipant } from './participant.mappers.js';
import { type ParticipantDetails, type ParticipantRow, participantRepository } from './participant.repository.js';
import { shanghaiDayOf } from './shanghai-day.js';
import { checkSignup } from './signup-fields.js';

type EnterInput = ParsedInputOf<typeof contract.activity.h5Enter>;
type SendCodeInput = ParsedInputOf<typeof contract.activity.h5SendCode>;
type Entry = {
  identity: string;
  details: ParticipantDetails;
  ip: string;
  answerCode: string;
  rules: AntiCheatSettings & { needsAnswerCode: boolean };
  /** The organiser checking their own page (previewsOf). */
  preview: boolean;
};

/** A hall mistypes the password a few times a minute; someone guessing it needs far more from their address. */
const passwordFailuresPerIpPerMinute = 100;

const unavailable = (state: H5State) => new AppError('H5_ACTIVITY_UNAVAILABLE', h5StateMessage(state));
const newTicket = () => randomBytes(24).toString('base64url');

/**
 * Whether the caller is the activity's organiser (or one of their staff), logged in in the browser that opens the
 * participant page: their entries are previews, which take no trial place and stay out of the statistics.
 */
const previewsOf = (user: CurrentUser | null, activity: ActivityRecord) =>
  user !== null && user.tenantId === activity.tenantId && user.ownerId === activity.customerId;

/**
 * Who is joining: the WeChat account when the page brings a sign-in code (the openid under the organiser's
 * official account when the activity has one; a phone in the form does not replace it, so a WeChat-only vote
 * counts WeChat accounts), else the phone an SMS code proved (identity `phone`: the same number is the same
 * participant from any device), else the device. A typed phone number is only a claim, online as in a hall: it
 * never takes over the participant who typed it first.
 */
const identityOf = (wechat: WechatUser | null, provenPhone: string | undefined, deviceId: string) => {
  if (wechat) return `wechat:${wechat.openid}`;
  return provenPhone ? `phone:${provenPhone}` : `device:${deviceId}`;
};

/** On-site kinds seat only devices the server signed, so a page cannot make up a device to sit in. */
const signsDevices = (activity: ActivityRecord, rules: AntiCheatSettings) =>
  rules.signed_device || onSiteKinds.includes(activity.kind);

export const participantService = (
  deps: Pick<Deps, 'db' | 'clock' | 'limiter' | 'config' | 'wechat' | 'wechatOpen' | 'storage' | 'sms' | 'log'>,
) => {
  const { db } = deps;
  const limits = deps.config.h5;
  const wechat = participantWechat(deps);
  const codes = joinCodes(deps);

  const activityOf = async (tenant: Tenant, code: string) => {
    const activity = await participantRepository(db).activityByCode(tenant.id, code);
    if (!activity) throw unavailable('closed');
    return activity;
  };

  /** The organiser's preview sees a full trial as open: their own entries take no place in it. */
  const stateOf = async (activity: ActivityRecord, preview = false) => {
    const draft = activity.status === 'draft' && !preview;
    const trials = draft ? await participantRepository(db).trialCount(activity.id) : 0;
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

  const pkOffered = async (activity: ActivityRecord) =>
    activity.kind === activityKind.onlineQuiz && Boolean((await pkRepository(db).configOf(activity.id))?.enabled);

  const takeAnswerCode = async (tx: Db, activityId: number, participantId: number, entry: Entry) => {
    const code = entry.answerCode;
    const taken = code !== '' && (await redeemAnswerCode(tx, { activityId, participantId, code, now: deps.clock() }));
    if (!taken) throw new AppError('H5_ANSWER_CODE_INVALID');
  };

  /** Only wrong guesses are counted; once an address has made too many, it waits out the minute even with the right one. */
  const checkPassword = async (activity: ActivityRecord, given: string, ip: string) => {
    const failures = `h5enter:password:${activity.id}:${ip}`;
    if ((await deps.limiter.peek(failures)) >= passwordFailuresPerIpPerMinute) throw new AppError('TOO_MANY_REQUESTS');
    if (given === activity.password) return;
    await deps.limiter.hit(failures, 60);
    throw new AppError('H5_PASSWORD_WRONG');
  };

  /**
   * With phones tied to a device, a number stays on the first device that gave it: a proven number coming back from
   * another device, or a typed one another device gave first, is refused.
   */
  const checkPhoneDevice = async (tx: Db, activityId: number, known: ParticipantRow | null, entry: Entry) => {
    const { phone, deviceId } = entry.details;
    if (!entry.rules.one_device_per_phone || !phone) return;
    const moved = known?.identity.startsWith('phone:') ? known.deviceId !== deviceId : false;
    if (moved || (await participantRepository(tx).phoneOnOtherDevice(activityId, phone, deviceId))) {
      throw new AppError('H5_DEVICE_MISMATCH');
    }
  };

  /** Someone already in comes back, unless banned. */
  const rejoin = async (tx: Db, known: ParticipantRow, entry: Entry) => {
    const repo = participantRepository(tx);
    if (known.bannedAt) throw new AppError('H5_BANNED');
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
      await checkPhoneDevice(tx, activity.id, known, entry);
      if (known) return rejoin(tx, known, entry);
      const trial = activity.status === 'draft';
      const takesPlace = trial && !entry.preview;
      const ipDayMax = entry.rules.ip_day_max;
      if (takesPlace || ipDayMax > 0) await repo.lockActivity(activity.id);
      if (takesPlace && (await repo.trialCount(activity.id)) >= trialLimits.participants) {
        throw unavailable('trial_full');
      }
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
        preview: entry.preview,
        ticket: newTicket(),
        ip: entry.ip,
        joinedDay,
      });
      if (!created) return rejoin(tx, (await repo.byIdentity(activity.id, entry.identity))!, entry);
      if (entry.rules.needsAnswerCode) await takeAnswerCode(tx, activity.id, created.id, entry);
      if (!entry.preview) await repo.countJoin(activity.id);
      return created;
    });

  return {
    info: async (tenant: Tenant, code: string, user: CurrentUser | null) => {
      const activity = await activityOf(tenant, code);
      const [state, rules, pk, wechatAccount, media] = await Promise.all([
        stateOf(activity, previewsOf(user, activity)),
        entryRulesOf(activity),
        pkOffered(activity),
        wechat.usesAccount(activity.id),
        mediaAllowed(db, activity),
      ]);
      const entry = {
        needsAnswerCode: rules.needsAnswerCode,
        signedDevice: signsDevices(activity, rules),
        wechatAccount,
      };
      const info = toH5Activity(activity, state, entry, { pk }, media);
      // Out of traffic: the page gets no media URLs at all, and shows its text-only version.
      return media ? info : withoutMedia(info, deps.storage.publicUrl(''));
    },

    /**
     * WeChat's consent page, coming back to `redirectUri` (on this site, under /h5/) to join `code`: on behalf of
     * the organiser's official account when the activity has one.
     */
    wechatAuthorize: async (tenant: Tenant, code: string, redirectUri: string) => {
      const activity = await activityOf(tenant, code);
      const state = randomBytes(12).toString('base64url');
      return { url: await wechat.authorizeUrl(activity.id, redirectUri, state), state };
    },

    /** A join code to `phone`, for an activity that proves phones (identity `phone`) and can be taken part in now. */
    sendCode: async (tenant: Tenant, input: SendCodeInput, ip: string) => {
      const activity = await activityOf(tenant, input.code);
      const state = await stateOf(activity);
      if (!canTakePart(state)) throw unavailable(state);
      if (participantViewOf(activity).identity !== 'phone') throw new AppError('H5_SMS_UNAVAILABLE');
      return codes.send(tenant, activity, input.phone, ip);
    },

    enter: async (tenant: Tenant, input: EnterInput, ip: string, user: CurrentUser | null) => {
      // A venue puts a whole hall behind one address, so the address only has a hall-sized ceiling; the device is the person.
      await withinPerMinute(deps.limiter, {
        [`h5enter:ip:${ip}`]: limits.entriesPerIpPerMinute,
        [`h5enter:device:${input.code}:${input.device_id}`]: limits.entriesPerDevicePerMinute,
      });
      const activity = await activityOf(tenant, input.code);
      const preview = previewsOf(user, activity);
      const state = await stateOf(activity, preview);
      // A full trial still lets those already in come back; `join` refuses newcomers.
      if (!canTakePart(state) && state !== 'trial_full') throw unavailable(state);
      if (activity.password !== '') await checkPassword(activity, input.password, ip);
      const view = participantViewOf(activity);
      if (!input.wechat_code && (view.needsWechat || (await wechat.usesAccount(activity.id)))) {
        throw new AppError('H5_WECHAT_REQUIRED');
      }
      const fields = checkSignup(view, input.fields);
      if (fields.phone) {
        await withinPerMinute(deps.limiter, {
          [`h5enter:phone:${activity.id}:${fields.phone}`]: limits.entriesPerDevicePerMinute,
        });
      }
      const rules = await entryRulesOf(activity);
      if (
        signsDevices(activity, rules) &&
        !verifyDevice(deps.config.payment.sandboxSecret, activity.id, input.device_id)
      ) {
        throw new AppError('H5_DEVICE_INVALID');
      }
      // Asked before the join's transaction: WeChat is outside I/O, and PGlite is one connection.
      const signedIn = input.wechat_code ? await wechat.identify(activity.id, input.wechat_code) : null;
      const details = {
        deviceId: input.device_id,
        name: fields.name || signedIn?.nickname || '',
        phone: fields.phone ?? '',
        unit: fields.unit ?? '',
        fields,
      };
      const verified = view.identity === 'phone';
      if (verified) await codes.prove(activity, fields.phone ?? '', input.sms_code);
      const identity = identityOf(signedIn, verified ? fields.phone : undefined, input.device_id);
      const entry = { identity, details, ip, answerCode: input.answer_code, rules, preview };
      return toParticipant(await join(activity, entry));
    },
  };
};
