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
} from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { batchReader } from '../../platform/group-commit/batch-reader.js';
import type { CurrentUser } from '../../platform/request-context.js';
import type { ActivityRecord } from '../activity/index.js';
import { isParticipantUpload } from '../upload/index.js';
import { ownLottery } from './lottery-activity.js';
import { lotteryEngineOf } from './lottery-engine.js';
import { lotteryEventBatcher } from './lottery-event-batcher.js';
import { lotteryPeopleRepository, type PersonRow } from './lottery-people.repository.js';
import { lotteryOwner } from './lottery-scope.js';
import { lotterySettingsRepository } from './lottery-settings.repository.js';
import { checkSigninValues, type SigninValues, signinColumns, toMe, toWallPerson } from './lottery-signin-form.js';
import { lotteryTickets } from './lottery-signin-ticket.js';
import { lotteryStageRepository } from './lottery-stage.repository.js';

type SignInInput = ParsedInputOf<typeof contract.lotteryPhone.signIn>;
type SiteInput = ParsedInputOf<typeof contract.lotterySignin.saveSite>;
type Link = { participantId: number; playerId: number };

/** What the phone page shows besides the sign-in: the stage it follows and the person's own prizes. */
export type PhoneParts = {
  stage: (activity: ActivityRecord) => Promise<LotteryStage>;
  wins: (activity: ActivityRecord, personId: number) => Promise<LotteryMyWin[]>;
};

/**
 * Sign-in: the organiser's settings and fields, and the phones. A sign-in is a seat in the activity's live
 * session (through the engine's join writer: its capacity, bans and batching) and a `lottery_people` row, once per
 * person: the participant (WeChat identity when the activity signs in with WeChat, else the server-signed device),
 * and the phone number, which claims the imported row holding it, and is refused on a second device.
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

  const phoneView = async (
    activity: ActivityRecord,
    settings: LotterySettings,
    person: PersonRow | undefined,
    fresh = false,
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
      fields: settings.fields,
      barrage: { enabled, moderation, rate_per_minute, max_length: lotteryLimits.barrageLengthMax },
      me: person ? toMe(person, settings.fields) : null,
      wins,
      stage,
    };
  };

  /** A phone number signed in from another device is that person's: typing it here is no proof of being them. */
  const checkNumberFree = async (activity: ActivityRecord, participantId: number, phone: string | undefined) => {
    const holder = phone ? await people.byPhone(activity, phone) : undefined;
    if (holder?.participantId && holder.participantId !== participantId) throw new AppError('H5_DEVICE_MISMATCH');
  };

  /**
   * The person row of this sign-in: the row holding its phone number when no other device holds it (imported,
   * not signed in yet), else a new one. When a concurrent sign-in wrote first, its row is taken as found (the
   * same participant's), and a number it claimed first is refused, never a second row. `fresh` when the person
   * was not signed in before.
   */
  const takeRow = async (activity: ActivityRecord, link: Link, input: SignInInput, values: SigninValues) => {
    for (let look = 0; look < 2; look += 1) {
      const holder = values.phone ? await people.byPhone(activity, values.phone) : undefined;
      if (holder) {
        const columns = signinColumns(values, input.name, input.photo_url, holder.fields);
        const signedAt = holder.signedAt ?? clock();
        const row = await people.claim(activity, holder.id, link.participantId, { ...columns, ...link, signedAt });
        if (row) return { row, fresh: holder.signedAt === null };
        throw new AppError('H5_DEVICE_MISMATCH');
      }
      const columns = signinColumns(values, input.name, input.photo_url);
      const row = await people.insert({
        ...lotteryOwner(activity),
        ...columns,
        name: input.name,
        ...link,
        signedAt: clock(),
        source: 'signed',
      });
      if (row) return { row, fresh: true };
      const mine = await people.byParticipant(activity, link.participantId);
      if (mine) return { row: mine, fresh: false };
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
      return phoneView(activity, settings, person);
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
      const values = checkSigninValues(settings.fields, input.values);
      await checkNumberFree(activity, participant.id, values.phone);
      await engine.ensure(activity);
      const seat = await engine.joins.submit({
        activityId: activity.id,
        participantId: participant.id,
        nickname: input.name,
        phone: values.phone ?? participant.phone,
        now: clock(),
      });
      const link = { participantId: participant.id, playerId: seat.player.id };
      const { row, fresh } = await takeRow(activity, link, input, values);
      if (fresh) wall.add(activity.id, [{ activity, person: toWallPerson({ ...row, photo: row.photoUrl }, settings) }]);
      return phoneView(activity, settings, row, fresh);
    },
  };
};
