import {
  type contract,
  type LotteryField,
  type LotteryMyWin,
  type LotteryPhone,
  type LotterySettings,
  type LotteryStage,
  type LotteryWallPerson,
  liveChannels,
  lotteryLimits,
  lotterySigninSchema,
  type ParsedInputOf,
  signinFieldsOf,
} from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { batchReader } from '../../platform/group-commit/batch-reader.js';
import type { CurrentUser, Tenant } from '../../platform/request-context.js';
import { type ActivityRecord, activityOwner, joinCodes } from '../activity/index.js';
import { isParticipantUpload } from '../upload/index.js';
import { ownLottery } from './lottery-activity.js';
import { lotteryEngineOf } from './lottery-engine.js';
import { lotteryEventBatcher } from './lottery-event-batcher.js';
import { lotteryPeopleRepository, type PersonRow } from './lottery-people.repository.js';
import { lotterySettingsRepository } from './lottery-settings.repository.js';
import { checkSigninValues, type SigninValues, signinColumns, toMe, toWallPerson } from './lottery-signin-form.js';
import { lotteryTickets } from './lottery-signin-ticket.js';
import { lotteryStageRepository } from './lottery-stage.repository.js';
import { lotteryTakeoverService } from './lottery-takeover.service.js';

type SignInInput = ParsedInputOf<typeof contract.lotteryPhone.signIn>;
type SiteInput = ParsedInputOf<typeof contract.lotterySignin.saveSite>;
type SendCodeInput = ParsedInputOf<typeof contract.lotteryPhone.sendCode>;
type Link = { participantId: number; playerId: number };

/** What the phone page shows besides the sign-in: the stage it follows and the person's own prizes. */
export type PhoneParts = {
  stage: (activity: ActivityRecord) => Promise<LotteryStage>;
  wins: (activity: ActivityRecord, personId: number) => Promise<LotteryMyWin[]>;
};

/**
 * Sign-in: the organiser's settings and fields, and the phones. A sign-in is a seat in the activity's live
 * session (through the engine's join writer: its capacity, bans and batching) and a `lottery_people` row, once per
 * person, who is what the identity says (lotteryIdentities): the device (WeChat user under the activity's
 * account), whose typed phone number claims an unheld imported row and is refused on a second device; the phone
 * number an SMS code proved, on any device; or the roster row the name and keys match, taken once, a second
 * device waiting for the host (lottery-takeover.service.ts) unless it proves the row's number.
 */
export const lotterySigninService = (deps: Deps, phone: PhoneParts) => {
  const { db, clock } = deps;
  const engine = lotteryEngineOf(deps);
  const people = lotteryPeopleRepository(db);
  // A hall's phones ask at the same moment for the same lottery's settings and stage: one read serves them all.
  const batching = { windowMs: deps.config.groupCommit.windowMs, maxKeys: deps.config.groupCommit.maxRows };
  const eachOf = async <V>(ids: number[], read: (id: number) => Promise<V>) =>
    new Map(await Promise.all(ids.map(async (id) => [id, await read(id)] as const)));
  const settingsReads = batchReader({
    ...batching,
    read: (ids: number[]) => eachOf(ids, (id) => lotterySettingsRepository(db).read(id)),
  });
  const settingsOf = async (activityId: number) => (await settingsReads.load(activityId))!;
  const shown = new Map<number, ActivityRecord>();
  const stageReads = batchReader({
    ...batching,
    read: (ids: number[]) => eachOf(ids, (id) => phone.stage(shown.get(id)!)),
  });
  const stageOf = async (activity: ActivityRecord) => {
    shown.set(activity.id, activity);
    return (await stageReads.load(activity.id))!;
  };

  /** Newcomers on the wall, a batch at a time, with the count signed in when the batch goes out. */
  const wall = lotteryEventBatcher<{ activity: ActivityRecord; person: LotteryWallPerson }>(deps, async (id, items) => {
    const activity = items[0]!.activity;
    const { signed } = await lotteryStageRepository(db).counts(activity);
    await deps.bus.publish(liveChannels.stage(id), 'lottery.wall', {
      activity_id: id,
      signed_count: signed,
      people: items.slice(-lotteryLimits.wallBatch).map((i) => i.person),
    });
  });

  const { participantOf } = lotteryTickets(deps);
  const takeovers = lotteryTakeoverService(deps);
  const codes = joinCodes(deps);

  /** `fresh`: signed in for the first time just now; `takeover`: the device's request for a taken roster row. */
  const phoneView = async (
    activity: ActivityRecord,
    settings: LotterySettings,
    person: PersonRow | undefined,
    { fresh = false, takeover = null }: { fresh?: boolean; takeover?: LotteryPhone['takeover'] } = {},
  ): Promise<LotteryPhone> => {
    // Someone who has just signed in for the first time has won nothing yet.
    const [stage, wins] = await Promise.all([
      stageOf(activity),
      person && !fresh ? phone.wins(activity, person.id) : Promise.resolve([]),
    ]);
    const { enabled, moderation, rate_per_minute } = settings.barrage;
    return {
      activity_id: activity.id,
      title: settings.look.title || activity.title,
      signin: settings.signin,
      fields: signinFieldsOf(settings),
      barrage: { enabled, moderation, rate_per_minute, max_length: lotteryLimits.barrageLengthMax },
      me: person ? toMe(person, settings.fields) : null,
      takeover,
      wins,
      stage,
    };
  };

  /** A phone number signed in from another device is that person's: typing it here is no proof of being them. */
  const checkNumberFree = async (activity: ActivityRecord, participantId: number, phone: string | undefined) => {
    const holder = phone ? await people.byPhone(activity, phone) : undefined;
    if (holder?.participantId && holder.participantId !== participantId) throw new AppError('H5_DEVICE_MISMATCH');
  };

  /** The roster row the sign-in names: the name and every key given (phone, employee number) must match it. */
  const rosterRowOf = async (activity: ActivityRecord, name: string, values: SigninValues) => {
    const keys = { phone: values.phone ?? '', employeeNo: values.employee_no ?? '' };
    if (!keys.phone && !keys.employeeNo) throw new AppError('LOTTERY_ROSTER_KEY_REQUIRED');
    const rows = await people.onRoster(activity, name, keys);
    if (rows.length === 0) throw new AppError('LOTTERY_ROSTER_NOT_FOUND');
    if (rows.length > 1) throw new AppError('LOTTERY_ROSTER_AMBIGUOUS');
    return rows[0]!;
  };

  /**
   * Whether an SMS code proved the sign-in's number: always asked with identity `phone`; with a roster, a code
   * given for the row's own number lets a second device take the row without waiting for the host.
   */
  const proven = async (
    activity: ActivityRecord,
    settings: LotterySettings,
    input: SignInInput,
    values: SigninValues,
    roster: PersonRow | undefined,
  ) => {
    const { identity } = settings.signin;
    const forRoster = identity === 'roster' && input.sms_code !== '' && roster?.phone && roster.phone === values.phone;
    if (identity !== 'phone' && !forRoster) return false;
    await codes.prove(activity, values.phone ?? '', input.sms_code);
    return true;
  };

  /** A new person from this sign-in; when a concurrent sign-in of the same participant wrote first, that row. */
  const insertRow = async (activity: ActivityRecord, link: Link, input: SignInInput, values: SigninValues) => {
    const columns = signinColumns(values, input.name, input.photo_url);
    const source = 'signed' as const;
    const row = await people.insert({
      ...activityOwner(activity),
      ...columns,
      name: input.name,
      ...link,
      signedAt: clock(),
      source,
    });
    if (row) return { row, fresh: true };
    const mine = await people.byParticipant(activity, link.participantId);
    return mine ? { row: mine, fresh: false } : undefined;
  };

  /**
   * The person row of this sign-in: the row holding its phone number (or the roster row) when no other device
   * holds it, or whoever holds it when the number was proven, else a new one. A row another device took first is
   * refused, never a second row. `fresh` when the person was not signed in before.
   */
  const takeRow = async (
    activity: ActivityRecord,
    link: Link,
    input: SignInInput,
    values: SigninValues,
    found: { roster: PersonRow | undefined; proven: boolean },
  ) => {
    for (let look = 0; look < 2; look += 1) {
      const holder = found.roster ?? (values.phone ? await people.byPhone(activity, values.phone) : undefined);
      if (holder) {
        // A roster row keeps the phone and employee number it was imported with: they are what it is matched by.
        const given = found.roster ? { ...values, phone: '', employee_no: '' } : values;
        const columns = signinColumns(given, input.name, input.photo_url, holder.fields);
        const changes = { ...columns, ...link, signedAt: holder.signedAt ?? clock() };
        const row = found.proven
          ? await people.update(activity, holder.id, changes)
          : await people.claim(activity, holder.id, link.participantId, changes);
        if (row) return { row, fresh: holder.signedAt === null };
        throw new AppError('H5_DEVICE_MISMATCH');
      }
      const inserted = await insertRow(activity, link, input, values);
      if (inserted) return inserted;
    }
    throw new AppError('LOTTERY_SIGNIN_INVALID');
  };

  return {
    site: async (user: CurrentUser, activityId: number) => {
      const settings = await settingsOf((await ownLottery(db, user, activityId)).id);
      return { signin: settings.signin, fields: settings.fields };
    },
    saveSite: async (user: CurrentUser, input: SiteInput) =>
      lotterySettingsRepository(db).save(
        await ownLottery(db, user, input.activity_id),
        'signin',
        lotterySigninSchema.parse(input),
      ),
    saveFields: async (user: CurrentUser, activityId: number, fields: LotteryField[]) =>
      lotterySettingsRepository(db).save(await ownLottery(db, user, activityId), 'fields', fields),

    info: async (ticket: string) => {
      const { participant, activity } = await participantOf(ticket);
      const [settings, person] = await Promise.all([
        settingsOf(activity.id),
        people.byParticipant(activity, participant.id),
      ]);
      const takeover = person ? null : await takeovers.askOf(activity, participant.id);
      return phoneView(activity, settings, person, { takeover });
    },

    /** Signed in already: that sign-in again, even once sign-in has closed. */
    signIn: async (input: SignInInput) => {
      const { participant, activity } = await participantOf(input.ticket);
      // The big screen loads the photo: only a file this phone uploaded here, never an address typed in.
      if (input.photo_url && !isParticipantUpload(deps.storage, input.photo_url, activity.id, participant.id)) {
        throw new AppError('LOTTERY_SIGNIN_INVALID', '照片无效，请重新上传');
      }
      const settings = await settingsOf(activity.id);
      const known = await people.byParticipant(activity, participant.id);
      if (known) return phoneView(activity, settings, known);
      if (!settings.signin.open) throw new AppError('LOTTERY_SIGNIN_CLOSED');
      const values = checkSigninValues(signinFieldsOf(settings), input.values);
      const { identity } = settings.signin;
      const roster = identity === 'roster' ? await rosterRowOf(activity, input.name, values) : undefined;
      const isProven = await proven(activity, settings, input, values, roster);
      if (identity === 'device') await checkNumberFree(activity, participant.id, values.phone);
      await engine.ensure(activity);
      const seat = await engine.joins.submit({
        activityId: activity.id,
        participantId: participant.id,
        nickname: input.name,
        phone: values.phone ?? participant.phone,
        now: clock(),
      });
      const link = { participantId: participant.id, playerId: seat.player.id };
      if (roster?.participantId && roster.participantId !== participant.id && !isProven) {
        const takeover = await takeovers.ask(activity, roster, link);
        return phoneView(activity, settings, undefined, { takeover });
      }
      const { row, fresh } = await takeRow(activity, link, input, values, { roster, proven: isProven });
      if (fresh) wall.add(activity.id, [{ activity, person: toWallPerson({ ...row, photo: row.photoUrl }, settings) }]);
      return phoneView(activity, settings, row, { fresh });
    },

    /** The code that proves the sign-in's number; with a roster, only to a number on it (the organiser pays). */
    sendCode: async (tenant: Tenant, input: SendCodeInput, ip: string) => {
      const { activity } = await participantOf(input.ticket);
      const settings = await settingsOf(activity.id);
      const { identity, open } = settings.signin;
      if (identity === 'device') throw new AppError('H5_SMS_UNAVAILABLE');
      if (!open) throw new AppError('LOTTERY_SIGNIN_CLOSED');
      if (identity === 'roster' && (await people.byPhone(activity, input.phone))?.source !== 'imported') {
        throw new AppError('LOTTERY_ROSTER_NOT_FOUND');
      }
      return codes.send(tenant, activity, input.phone, ip);
    },
  };
};
