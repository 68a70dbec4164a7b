import { z } from 'zod';
import { activityCodeSchema, ticketSchema } from './activity.js';
import { activityEndpoint, endpoint, fileAnswerSchema } from './endpoint.js';
import { idSchema, phoneSchema } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';
import { fromVersionSchema, hostRequiredMessage, hostShape, requireHost } from './live-session.js';
import {
  lotteryAuditDrawSchema,
  lotteryBarrageSettingsSchema,
  lotteryBarrageTextSchema,
  lotteryClaimFormSchema,
  lotteryClaimSchema,
  lotteryCommands,
  lotteryConsoleSchema,
  lotteryDrawOptionsPatchSchema,
  lotteryDrawOptionsSchema,
  lotteryFieldSchema,
  lotteryFieldsSchema,
  lotteryLimits,
  lotteryLookPatchSchema,
  lotteryLookSchema,
  lotteryMessageSchema,
  lotteryMessageStatuses,
  lotteryMyWinSchema,
  lotteryNameSchema,
  lotteryPersonInputSchema,
  lotteryPersonSchema,
  lotteryPersonSources,
  lotteryPhoneSchema,
  lotteryScreenMessageSchema,
  lotteryScreenTierSchema,
  lotterySettingsSchema,
  lotterySigninSchema,
  lotteryStageSchema,
  lotteryTierFieldsSchema,
  lotteryTierSchema,
  lotteryWallPersonSchema,
  withPerSpin,
} from './lottery-schemas.js';

/**
 * The big-screen lottery's endpoints (shapes and rules in lottery-schemas.ts). The spec's section 7 calls
 * (`Nd/*`, `PrizeTurnWxq/*`, `PrizeTurnBarrage/*`, `PrizeTurnMsg/*`, `PrizeCommon/*`) set it up; the calls the spec
 * does not list live under `/api/lottery/*` (organiser and host) and `/api/h5/lottery/*` (phones).
 */

const activityInput = z.object({ activity_id: idSchema });
const personIds = z
  .array(idSchema)
  .min(1, { error: '请选择人员' })
  .max(lotteryLimits.personIdsPerCall, { error: `每次最多选择${lotteryLimits.personIdsPerCall}人` });
/** The spec's 0/1 filters: empty for all. */
const flagFilter = z.union([z.literal(''), z.coerce.number().int().min(0).max(1)]).default('');

const hostInput = <S extends z.ZodRawShape>(extra: S) =>
  z.object({ ...hostShape, ...extra }).refine(requireHost, hostRequiredMessage);

/** The spec's section 7 calls for the lottery's set-up (organiser). */
export const lotteryNdContract = {
  /** Saves the draw options sent; an option not sent keeps its saved value. */
  config: activityEndpoint({
    method: 'POST',
    path: '/api/Nd/config',
    input: activityInput.extend(lotteryDrawOptionsPatchSchema.shape),
    data: lotteryDrawOptionsSchema,
  }),
  /** The activity's tiers in show order (sort, then id), with how many are won. */
  list: activityEndpoint({
    method: 'POST',
    path: '/api/Nd/list',
    effect: 'read',
    input: activityInput,
    data: z.array(lotteryTierSchema),
  }),
  /** Adds a tier, or edits the tier `id`; the count may not go below what it has already won. */
  add: activityEndpoint({
    method: 'POST',
    path: '/api/Nd/add',
    input: withPerSpin(lotteryTierFieldsSchema.extend({ activity_id: idSchema, id: idSchema.optional() })),
    data: lotteryTierSchema,
  }),
  /** Deletes a tier nothing has been drawn in yet (LOTTERY_TIER_HAS_DRAWS otherwise). */
  delete: activityEndpoint({
    method: 'POST',
    path: '/api/Nd/delete',
    input: activityInput.extend({ id: idSchema }),
    data: z.null(),
  }),
  /** Saves the big screen's look; a field not sent keeps its saved value. */
  site: activityEndpoint({
    method: 'POST',
    path: '/api/Nd/site',
    input: activityInput.extend(lotteryLookPatchSchema.shape),
    data: lotteryLookSchema,
  }),
};

/** Sign-in settings and fields (the spec's `PrizeTurnWxq`). */
export const lotterySigninContract = {
  saveSite: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeTurnWxq/saveSite',
    input: activityInput.extend(lotterySigninSchema.shape),
    data: lotterySigninSchema,
  }),
  getSite: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeTurnWxq/getSite',
    effect: 'read',
    input: activityInput,
    data: z.object({ signin: lotterySigninSchema, fields: z.array(lotteryFieldSchema) }),
  }),
  /** Saves the sign-in fields besides the name (always asked). */
  customerField: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeTurnWxq/customerField',
    input: activityInput.extend({ fields: lotteryFieldsSchema }),
    data: z.array(lotteryFieldSchema),
  }),
};

const verifyCode = z.coerce.number().int().min(0).max(2);

/** Barrage settings, the moderation queue and the organiser's system messages. */
export const lotteryBarrageContract = {
  save: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeTurnBarrage/save',
    input: activityInput.extend(lotteryBarrageSettingsSchema.shape),
    data: lotteryBarrageSettingsSchema,
  }),
  get: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeTurnBarrage/get',
    effect: 'read',
    input: activityInput,
    data: lotteryBarrageSettingsSchema,
  }),
  /** The moderation queue: `turn_id` is the activity id; `is_verify` 0 pending, 1 approved, 2 rejected. */
  msgList: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeTurnMsg/list',
    effect: 'read',
    input: pageInputSchema.extend({
      turn_id: idSchema,
      is_verify: z.union([z.literal(''), verifyCode]).default(0),
    }),
    data: listSchema(lotteryMessageSchema),
  }),
  /** Approves (1) or rejects (2) messages; approving publishes them to the big screen. */
  msgVerify: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeTurnMsg/verify',
    input: z.object({
      turn_id: idSchema,
      ids: z.array(idSchema).min(1, { error: '请选择弹幕' }).max(500),
      is_verify: z.coerce
        .number()
        .int()
        .refine((v) => v === 1 || v === 2, { error: '审核结果不正确' }),
    }),
    data: z.object({ affected: z.number().int() }),
  }),
  /** The organiser's system messages, newest first. */
  barrageList: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeCommon/barrageList',
    effect: 'read',
    input: activityInput,
    data: z.array(lotteryMessageSchema),
  }),
  /** A system message: approved and sent to the big screen at once. */
  barrageAdd: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeCommon/barrageAdd',
    input: activityInput.extend({ text: lotteryBarrageTextSchema }),
    data: lotteryMessageSchema,
  }),
  barrageDelete: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeCommon/barrageDelete',
    input: activityInput.extend({ id: idSchema }),
    data: z.null(),
  }),
};

export const lotteryMessageStatusFilter = z.enum(lotteryMessageStatuses);

/** A list page's largest page (pageInputSchema's limit). */
const overviewMax = 100;

/** One row of the organiser's lottery list: what each lottery has, read for a whole page at once. */
export const lotteryOverviewSchema = z.object({
  activity_id: z.number(),
  /** The big screen's code (empty until the activity has one). */
  code: z.string(),
  /** People on the list, and those of them signed in on a phone. */
  people: z.number().int(),
  signed: z.number().int(),
  signin_open: z.boolean(),
  /** Tiers in show order. */
  tiers: z.array(lotteryTierSchema.pick({ id: true, name: true, count: true })),
  /** Spins done (redraws included); a draw opened and never spun is not one. */
  draws: z.number().int(),
});
export type LotteryOverview = z.infer<typeof lotteryOverviewSchema>;

/** The calls the spec does not list: settings read, people, the stage, audit and claims. */
export const lotteryContract = {
  /** Everything the settings page shows in one read. */
  settings: activityEndpoint({
    method: 'POST',
    path: '/api/lottery/settings',
    effect: 'read',
    input: activityInput,
    data: z.object({
      activity_id: z.number(),
      title: z.string(),
      code: z.string(),
      link: z.string(),
      settings: lotterySettingsSchema,
      tiers: z.array(lotteryTierSchema),
      /** Seats the sign-in takes: the organiser's online capacity, or the trial's when a draft. */
      capacity: z.number().int(),
    }),
  }),

  /**
   * The list page's rows in one read: one overview per id (a repeated id once), in the order asked. An id that is
   * not the caller's lottery answers ACTIVITY_NOT_FOUND (or ACTIVITY_KIND_MISMATCH), as every lottery call does.
   */
  overview: activityEndpoint({
    method: 'POST',
    path: '/api/lottery/overview',
    effect: 'read',
    input: z.object({
      activity_ids: z
        .array(idSchema)
        .min(1, { error: '请选择活动' })
        .max(overviewMax, { error: `每次最多查询${overviewMax}个活动` }),
    }),
    data: z.array(lotteryOverviewSchema),
  }),

  // —— People (organiser) ——
  people: activityEndpoint({
    method: 'POST',
    path: '/api/lottery/people',
    effect: 'read',
    input: activityInput.extend({
      ...pageInputSchema.shape,
      keyword: z.string().trim().max(30).default(''),
      group: z.string().trim().max(lotteryLimits.groupMax).default(''),
      source: z.union([z.literal(''), z.enum(lotteryPersonSources)]).default(''),
      /** 1 may be drawn, 0 marked not eligible. */
      eligible: flagFilter,
      /** 1 signed in on a phone, 0 not yet. */
      signed: flagFilter,
    }),
    data: listSchema(lotteryPersonSchema).extend({ groups: z.array(z.string()) }),
  }),
  /** Adds a person, or edits `id`; LOTTERY_PHONE_TAKEN when another person of the activity has the number. */
  personSave: activityEndpoint({
    method: 'POST',
    path: '/api/lottery/personSave',
    input: activityInput.extend({ id: idSchema.optional(), ...lotteryPersonInputSchema.shape }),
    data: lotteryPersonSchema,
  }),
  /** Removes people who have not won (LOTTERY_PERSON_HAS_WON otherwise: mark them not eligible instead). */
  personDelete: activityEndpoint({
    method: 'POST',
    path: '/api/lottery/personDelete',
    input: activityInput.extend({ ids: personIds }),
    data: z.object({ deleted: z.number().int() }),
  }),
  /** Marks people not eligible (left out of every later spin) or eligible again. */
  personEligible: activityEndpoint({
    method: 'POST',
    path: '/api/lottery/personEligible',
    input: activityInput.extend({ ids: personIds, eligible: z.boolean() }),
    data: z.object({ affected: z.number().int() }),
  }),
  /**
   * An .xlsx in the template's columns (lotteryImportColumns). Every row is checked first: any bad row answers
   * LOTTERY_IMPORT_INVALID naming the rows ("第 3 行：手机号格式不正确") and nothing is written. A row whose phone
   * number is already on the list updates that person.
   */
  peopleImport: activityEndpoint({
    method: 'POST',
    path: '/api/lottery/peopleImport',
    body: 'multipart',
    input: activityInput,
    data: z.object({ added: z.number().int(), updated: z.number().int() }),
  }),
  /** The import template (a download, the same for everyone, as the question bank's). */
  peopleTemplate: endpoint({
    method: 'GET',
    auth: 'user',
    path: '/api/lottery/peopleTemplate',
    answer: 'file',
    input: z.object({}),
    data: fileAnswerSchema,
  }),

  // —— The stage (organiser, staff with the grant, or the host link) ——
  /** The console: creates the activity's session and stage (on the wall) on first use. */
  stage: endpoint({
    method: 'POST',
    path: '/api/lottery/stage',
    auth: 'optional',
    effect: 'read',
    input: hostInput({}),
    data: lotteryConsoleSchema,
  }),
  /**
   * A host command (lotteryCommands), applied only from the version the console showed: a stale version answers
   * the current console with `applied: false` and changes nothing, so a double press of space moves one step.
   * A command the phase does not take answers LOTTERY_COMMAND_OUT_OF_ORDER.
   */
  command: endpoint({
    method: 'POST',
    path: '/api/lottery/command',
    auth: 'optional',
    input: hostInput({
      command: z.enum(lotteryCommands, { error: '主持操作不正确' }),
      from_version: fromVersionSchema,
      /** open: the tier (default: the next one). */
      tier_id: idSchema.optional(),
      /** open: winners this spin takes (default: the tier's per-spin count, at most what it has left). */
      count: z.coerce.number().int().min(1).max(lotteryLimits.tierCountMax).optional(),
      /** absent: winners of the shown draw who are not here. */
      person_ids: z.array(idSchema).max(lotteryLimits.tierCountMax).optional(),
      /** page: the 1-based page of winners to show. */
      page: z.coerce.number().int().min(1).max(lotteryLimits.tierCountMax).optional(),
      /** barrage: show or hide it. */
      on: z.boolean().optional(),
    }),
    data: z.object({ applied: z.boolean(), console: lotteryConsoleSchema }),
  }),
  /**
   * The host's answer to a request to take over a roster row: approved, the row (with its seat and prizes) moves
   * to the asking device and the first device is signed out of it; refused, nothing moves.
   */
  takeover: endpoint({
    method: 'POST',
    path: '/api/lottery/takeover',
    auth: 'optional',
    input: hostInput({ takeover_id: idSchema, approve: z.boolean() }),
    data: lotteryConsoleSchema,
  }),
  /** The host leaves people out of every later spin from the console (after reviewing same-name sign-ins). */
  exclude: endpoint({
    method: 'POST',
    path: '/api/lottery/exclude',
    auth: 'optional',
    input: hostInput({ person_ids: personIds }),
    data: lotteryConsoleSchema,
  }),
  /** Issues a new host link secret (the old one stops working), or revokes it. */
  hostLink: activityEndpoint({
    method: 'POST',
    path: '/api/lottery/hostLink',
    input: activityInput.extend({ revoke: z.boolean().default(false) }),
    data: z.object({ host_key: z.string() }),
  }),
  /** The big screen's one read by the activity's code (public: the screen is shown to the hall). */
  screen: endpoint({
    method: 'POST',
    path: '/api/lottery/screen',
    auth: 'public',
    effect: 'read',
    input: z.object({ code: activityCodeSchema }),
    data: z.object({
      activity_id: z.number(),
      title: z.string(),
      code: z.string(),
      /** The phone page the QR code opens. */
      link: z.string(),
      look: lotteryLookSchema,
      signin: lotterySigninSchema,
      barrage: lotteryBarrageSettingsSchema.pick({ enabled: true, speed: true }),
      page_size: z.number().int(),
      masked_display: z.boolean(),
      stage: lotteryStageSchema,
      tiers: z.array(lotteryScreenTierSchema),
      /** The newest sign-ins, newest first (lotteryLimits.wallBatch at most). */
      wall: z.array(lotteryWallPersonSchema),
      /** The last approved messages, oldest first (lotteryLimits.barrageBatch at most). */
      messages: z.array(lotteryScreenMessageSchema),
    }),
  }),

  // —— Afterwards (organiser) ——
  /** Every draw of the activity, newest first, with what recomputes it. */
  audit: activityEndpoint({
    method: 'POST',
    path: '/api/lottery/audit',
    effect: 'read',
    input: activityInput.extend(pageInputSchema.shape),
    data: listSchema(lotteryAuditDrawSchema),
  }),
  /** Winners (absent ones excluded) with their claim forms and redemption state. */
  claims: activityEndpoint({
    method: 'POST',
    path: '/api/lottery/claims',
    effect: 'read',
    input: activityInput.extend({
      ...pageInputSchema.shape,
      keyword: z.string().trim().max(30).default(''),
      tier_id: z.union([z.literal(''), idSchema]).default(''),
      /** 1 redeemed, 0 not yet. */
      redeemed: flagFilter,
    }),
    data: listSchema(lotteryClaimSchema),
  }),
  /** The organiser hands the prize over: a winner is redeemed once (LOTTERY_ALREADY_REDEEMED after). */
  claimVerify: activityEndpoint({
    method: 'POST',
    path: '/api/lottery/claimVerify',
    input: activityInput.extend({ winner_id: idSchema }),
    data: lotteryClaimSchema,
  }),
};

/** The phone's calls (participant ticket from h5/enter). */
export const lotteryPhoneContract = {
  info: endpoint({
    method: 'POST',
    path: '/api/h5/lottery/info',
    auth: 'public',
    effect: 'read',
    input: z.object({ ticket: ticketSchema }),
    data: lotteryPhoneSchema,
  }),
  /**
   * Signs in once per person (phone number, WeChat identity when the activity signs in with WeChat, else the
   * ticket): a second sign-in answers the existing one. LOTTERY_SIGNIN_CLOSED when closed; seats as the engine's.
   */
  signIn: endpoint({
    method: 'POST',
    path: '/api/h5/lottery/signIn',
    auth: 'public',
    input: z.object({
      ticket: ticketSchema,
      name: lotteryNameSchema,
      /** Answers by field key; each is checked with lotteryFieldValueSchema of its field. */
      values: z.record(z.string(), z.string().trim().max(lotteryLimits.fieldValueMax)).default({}),
      /** A file this phone stored through upload/h5Upload; any other address is LOTTERY_SIGNIN_INVALID. */
      photo_url: z.string().trim().max(lotteryLimits.urlMax).default(''),
      /**
       * The code sendCode sent to the phone field's number: required when the identity is `phone`; with a roster, it
       * takes a row held by another device at once when the row has that number (else the host is asked).
       */
      sms_code: z.string().trim().max(10).default(''),
    }),
    data: lotteryPhoneSchema,
  }),
  /**
   * Sends the SMS code that proves the sign-in's phone number (identity `phone`, or a roster row's number),
   * charged to the organiser's SMS balance; another only after `resend_after` seconds.
   */
  sendCode: endpoint({
    method: 'POST',
    path: '/api/h5/lottery/sendCode',
    auth: 'public',
    input: z.object({ ticket: ticketSchema, phone: phoneSchema }),
    data: z.object({ resend_after: z.number().int() }),
  }),
  /** A barrage message: queued (pre-moderation) or published at once (post). */
  barrage: endpoint({
    method: 'POST',
    path: '/api/h5/lottery/barrage',
    auth: 'public',
    input: z.object({ ticket: ticketSchema, text: lotteryBarrageTextSchema }),
    data: z.object({ id: z.number(), status: lotteryMessageStatusFilter }),
  }),
  /** A winner's claim form for one of their prizes (may be filled again until redeemed). */
  claim: endpoint({
    method: 'POST',
    path: '/api/h5/lottery/claim',
    auth: 'public',
    input: z.object({ ticket: ticketSchema, winner_id: idSchema, ...lotteryClaimFormSchema.shape }),
    data: lotteryMyWinSchema,
  }),
};
