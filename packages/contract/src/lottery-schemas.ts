import { z } from 'zod';
import { phonePattern } from './fields.js';
import { sessionLimits } from './live-session.js';

/**
 * The on-site big-screen lottery (kind 5): people sign in by QR code (or are imported), send barrage to the big
 * screen, and prize tiers are drawn on the big screen by a draw anyone can verify (docs/lottery-verification.md).
 * This file holds the limits, shapes and shared rules; the endpoints are in lottery.ts.
 */

export const lotteryLimits = {
  tiers: 50,
  tierNameMax: 20,
  prizeTitleMax: 40,
  /** Winners a tier has in all, and the most one spin draws (a spin of 200 from 10,000 is the measured case). */
  tierCountMin: 1,
  tierCountMax: 1000,
  perSpinDefault: 200,
  pageSizeMin: 1,
  pageSizeMax: 200,
  pageSizeDefault: 50,
  titleMax: 40,
  urlMax: 500,
  groupsPerTier: 50,
  groupMax: 30,
  nameMax: 30,
  departmentMax: 50,
  employeeNoMax: 30,
  /** Same-name groups the console lists for review. */
  sameNameGroups: 20,
  /** Custom sign-in fields besides the built-in ones, and a field's label and answer. */
  customFields: 10,
  fieldLabelMax: 20,
  fieldValueMax: 100,
  importRows: 20_000,
  barrageLengthMax: 40,
  barrageRateDefault: 6,
  barrageRateMax: 60,
  filterWords: 200,
  filterWordMax: 20,
  systemMessages: 100,
  /** Names one wall event and one barrage event carry at most; the screen's snapshot shows this many. */
  wallBatch: sessionLimits.lobbyBatch,
  barrageBatch: 50,
  claimAddressMax: 200,
  personIdsPerCall: 1000,
} as const;

// —— Masked display: the screen shows 张*三 and 138****1234 when the organiser asks for it ——

/** Keeps the first and last character of a name and stars the middle (a two-character name keeps its first). */
export const maskName = (name: string) => {
  const chars = Array.from(name.trim());
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
};

/** 138****1234 for a mainland mobile number; other numbers keep their last four digits only. */
export const maskPhone = (phone: string) => {
  const p = phone.trim();
  if (p === '') return '';
  if (phonePattern.test(p)) return `${p.slice(0, 3)}****${p.slice(7)}`;
  return p.length <= 4 ? '*'.repeat(p.length) : `${'*'.repeat(p.length - 4)}${p.slice(-4)}`;
};

/** Keeps the last three characters of an employee number: enough for a host to compare with a guest's badge. */
export const maskEmployeeNo = (value: string) =>
  value.length > 3 ? `${'*'.repeat(value.length - 3)}${value.slice(-3)}` : value;

/** The name a public screen shows for a person. */
export const displayName = (name: string, masked: boolean) => (masked ? maskName(name) : name);

// —— Settings ——

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label}不能超过${max}个字` });
const url = z.string().trim().max(lotteryLimits.urlMax, { error: '链接过长' });

/** The big screen's look (`Nd/site`). */
export const lotteryAnimations = ['sphere', 'wall'] as const;
export const lotteryLookSchema = z.object({
  title: text(lotteryLimits.titleMax, '大屏标题').default(''),
  logo: url.default(''),
  /** An image or a video (by its upload's type). */
  background: url.default(''),
  background_kind: z.enum(['image', 'video'], { error: '背景类型不正确' }).default('image'),
  music: url.default(''),
  animation: z.enum(lotteryAnimations, { error: '动画样式不正确' }).default('sphere'),
  theme_color: z
    .string()
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, { error: '主题色不正确' })
    .default('#D4380D'),
});
export type LotteryLook = z.infer<typeof lotteryLookSchema>;

/**
 * A settings part as a save takes it (`Nd/site`, `Nd/config`): every field optional and without its default, so a
 * field not sent keeps its stored value while a field sent is checked as the part checks it.
 */
const patchOf = <S extends z.ZodRawShape>(part: z.ZodObject<S>) =>
  z.object(
    Object.fromEntries(
      Object.entries(part.shape).map(([key, field]) => [
        key,
        z.optional(field instanceof z.ZodDefault ? field.unwrap() : field),
      ]),
    ) as { [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer T> ? T : S[K]> },
  );

export const lotteryLookPatchSchema = patchOf(lotteryLookSchema);

/** Who may be drawn: people who signed in on their phones, people the organiser imported or added, or both. */
export const lotteryPoolSources = ['signed', 'imported', 'both'] as const;
export type LotteryPoolSource = (typeof lotteryPoolSources)[number];

/** The draw options (`Nd/config`). */
export const lotteryDrawOptionsSchema = z.object({
  pool_source: z.enum(lotteryPoolSources, { error: '抽奖名单来源不正确' }).default('both'),
  /** Once someone has won in this activity they are left out of every later draw. */
  one_win_per_person: z.boolean().default(true),
  /** "Next tier" on the screen opens a random tier not yet drawn instead of the next in order. */
  random_prize_order: z.boolean().default(false),
  page_size: z.coerce
    .number({ error: '每页人数不正确' })
    .int({ error: '每页人数不正确' })
    .min(lotteryLimits.pageSizeMin, { error: `每页显示${lotteryLimits.pageSizeMin}到${lotteryLimits.pageSizeMax}人` })
    .max(lotteryLimits.pageSizeMax, { error: `每页显示${lotteryLimits.pageSizeMin}到${lotteryLimits.pageSizeMax}人` })
    .default(lotteryLimits.pageSizeDefault),
  /** Names and phone numbers shown as 张*三, 138****1234 on the big screen. */
  masked_display: z.boolean().default(false),
});
export type LotteryDrawOptions = z.infer<typeof lotteryDrawOptionsSchema>;
export const lotteryDrawOptionsPatchSchema = patchOf(lotteryDrawOptionsSchema);

/**
 * Who a signed-in person is (stated on the phone): the device that signed in (a phone number typed there is only
 * a claim), a phone number an SMS code proved (the same number on another device is the same person), or one row
 * of the imported roster (name plus phone or employee number; a second device asking for a taken row waits for the
 * host, or proves the row's phone number by SMS). Under the activity's WeChat account the person is the WeChat user.
 */
export const lotteryIdentities = ['device', 'phone', 'roster'] as const;
export type LotteryIdentity = (typeof lotteryIdentities)[number];
export const lotteryIdentityTitles: Record<LotteryIdentity, string> = {
  device: '按设备（一台手机一人）',
  phone: '短信验证手机号',
  roster: '按导入名单（一人一次）',
};

/** Sign-in (`PrizeTurnWxq/saveSite`): open or closed, who a person is, and what the sign-in wall shows. */
export const lotterySigninSchema = z.object({
  open: z.boolean().default(true),
  identity: z.enum(lotteryIdentities, { error: '签到身份方式不正确' }).default('device'),
  wall_title: text(lotteryLimits.titleMax, '签到墙标题').default('扫码签到'),
  show_photos: z.boolean().default(true),
});
export type LotterySignin = z.infer<typeof lotterySigninSchema>;

/**
 * The sign-in fields (`PrizeTurnWxq/customerField`). The name is always asked and required; the built-in kinds
 * (phone, department, employee number) are asked at most once each with their kind as key; custom text fields
 * have keys `custom_1` … `custom_10`.
 */
export const lotteryFieldKinds = ['phone', 'department', 'employee_no', 'text'] as const;
export type LotteryFieldKind = (typeof lotteryFieldKinds)[number];
export const lotteryFieldKindTitles: Record<LotteryFieldKind | 'name', string> = {
  name: '姓名',
  phone: '手机号',
  department: '部门',
  employee_no: '工号',
  text: '自定义',
};
export const lotteryFieldSchema = z.object({
  key: z.string().regex(/^(phone|department|employee_no|custom_([1-9]|10))$/, { error: '签到项不正确' }),
  kind: z.enum(lotteryFieldKinds, { error: '签到项类型不正确' }),
  label: z
    .string({ error: '请输入签到项名称' })
    .trim()
    .min(1, { error: '请输入签到项名称' })
    .max(lotteryLimits.fieldLabelMax, { error: `签到项名称不能超过${lotteryLimits.fieldLabelMax}个字` }),
  required: z.boolean().default(false),
});
export type LotteryField = z.infer<typeof lotteryFieldSchema>;

/**
 * The fields a phone's sign-in asks: the organiser's; with a proven phone (identity `phone`) the phone number first
 * and required, whatever the form says of it; with a roster, the phone number too when the form asks for neither
 * it nor the employee number, as a roster row is matched by one of them.
 */
export const signinFieldsOf = (settings: { signin: { identity: LotteryIdentity }; fields: LotteryField[] }) => {
  const { identity } = settings.signin;
  const { fields } = settings;
  const rosterKeyed = fields.some((f) => f.key === 'phone' || f.key === 'employee_no');
  if (identity === 'device' || (identity === 'roster' && rosterKeyed)) return fields;
  const asked = fields.find((f) => f.key === 'phone');
  const phone: LotteryField = { key: 'phone', kind: 'phone', label: asked?.label ?? '手机号', required: true };
  return [phone, ...fields.filter((f) => f.key !== 'phone')];
};
export const lotteryFieldsSchema = z
  .array(lotteryFieldSchema)
  .max(3 + lotteryLimits.customFields, { error: '签到项过多' })
  .refine((fields) => new Set(fields.map((f) => f.key)).size === fields.length, { error: '签到项重复' })
  .refine((fields) => fields.every((f) => (f.kind === 'text' ? f.key.startsWith('custom_') : f.key === f.kind)), {
    error: '签到项不正确',
  });

/** One sign-in answer's rule, from its field: the phone form derives its rules from it and the server checks it. */
export const lotteryFieldValueSchema = (field: LotteryField) => {
  const max = lotteryLimits.fieldValueMax;
  const base = z
    .string()
    .trim()
    .max(max, { error: `${field.label}不能超过${max}个字` });
  const shaped =
    field.kind === 'phone' ? base.regex(phonePattern, { error: '手机号格式错误' }).or(z.literal('')) : base;
  return field.required
    ? shaped.refine((v) => v !== '', { error: `请填写${field.label}` })
    : shaped.optional().transform((v) => v ?? '');
};

/** The name every sign-in and every person has. */
export const lotteryNameSchema = z
  .string({ error: '请输入姓名' })
  .trim()
  .min(1, { error: '请输入姓名' })
  .max(lotteryLimits.nameMax, { error: `姓名不能超过${lotteryLimits.nameMax}个字` });

export const lotteryModerations = ['pre', 'post'] as const;
export const lotteryBarrageSpeeds = ['slow', 'normal', 'fast'] as const;
/** Barrage (`PrizeTurnBarrage/save`): pre-moderation queues every message, post publishes at once. */
export const lotteryBarrageSettingsSchema = z.object({
  enabled: z.boolean().default(true),
  moderation: z.enum(lotteryModerations, { error: '审核方式不正确' }).default('pre'),
  /** A message containing any of these (in any case, accents, width or spacing: barrage-filter.ts) is refused with LOTTERY_BARRAGE_FILTERED. */
  words: z
    .array(z.string().trim().min(1).max(lotteryLimits.filterWordMax, { error: '屏蔽词过长' }))
    .max(lotteryLimits.filterWords, { error: `屏蔽词最多${lotteryLimits.filterWords}个` })
    .default([]),
  /** Messages one person may send per minute. */
  rate_per_minute: z.coerce
    .number({ error: '发送频率不正确' })
    .int({ error: '发送频率不正确' })
    .min(1, { error: `每分钟最多发送1到${lotteryLimits.barrageRateMax}条` })
    .max(lotteryLimits.barrageRateMax, { error: `每分钟最多发送1到${lotteryLimits.barrageRateMax}条` })
    .default(lotteryLimits.barrageRateDefault),
  speed: z.enum(lotteryBarrageSpeeds, { error: '弹幕速度不正确' }).default('normal'),
});
export type LotteryBarrageSettings = z.infer<typeof lotteryBarrageSettingsSchema>;

/** A barrage message's text as a phone or the organiser sends it. */
export const lotteryBarrageTextSchema = z
  .string({ error: '请输入弹幕内容' })
  .trim()
  .min(1, { error: '请输入弹幕内容' })
  .max(lotteryLimits.barrageLengthMax, { error: `弹幕不能超过${lotteryLimits.barrageLengthMax}个字` });

/** Everything a lottery keeps in its `lottery_settings` row; every part reads as its defaults until saved. */
export const lotterySettingsSchema = z.object({
  look: lotteryLookSchema.prefault({}),
  draw: lotteryDrawOptionsSchema.prefault({}),
  signin: lotterySigninSchema.prefault({}),
  fields: lotteryFieldsSchema.default([]),
  barrage: lotteryBarrageSettingsSchema.prefault({}),
});
export type LotterySettings = z.infer<typeof lotterySettingsSchema>;

// —— Tiers ——

/** A tier's editable fields (`Nd/add`); `per_spin` defaults to min(count, 200) and may not exceed `count`. */
export const lotteryTierFieldsSchema = z.object({
  name: z
    .string({ error: '请输入奖项名称' })
    .trim()
    .min(1, { error: '请输入奖项名称' })
    .max(lotteryLimits.tierNameMax, { error: `奖项名称不能超过${lotteryLimits.tierNameMax}个字` }),
  prize_title: text(lotteryLimits.prizeTitleMax, '奖品名称').default(''),
  prize_image: url.default(''),
  count: z.coerce
    .number({ error: '中奖人数不正确' })
    .int({ error: '中奖人数不正确' })
    .min(lotteryLimits.tierCountMin, { error: `中奖人数为1到${lotteryLimits.tierCountMax}人` })
    .max(lotteryLimits.tierCountMax, { error: `中奖人数为1到${lotteryLimits.tierCountMax}人` }),
  per_spin: z.coerce
    .number({ error: '每次抽取人数不正确' })
    .int({ error: '每次抽取人数不正确' })
    .min(1, { error: '每次抽取人数至少1人' })
    .optional(),
  /** Groups whose people may win this tier; empty: everyone. */
  groups: z
    .array(z.string().trim().min(1).max(lotteryLimits.groupMax, { error: '分组名称过长' }))
    .max(lotteryLimits.groupsPerTier)
    .default([]),
  sort: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type LotteryTierInput = z.input<typeof lotteryTierFieldsSchema>;

/** Completes a tier input: the default per-spin count, and per-spin at most the tier's count. */
export const withPerSpin = <S extends z.ZodType<z.output<typeof lotteryTierFieldsSchema>>>(schema: S) =>
  schema
    .transform((t) => ({ ...t, per_spin: t.per_spin ?? Math.min(t.count, lotteryLimits.perSpinDefault) }))
    .refine((t) => t.per_spin <= t.count, { error: '每次抽取人数不能多于中奖人数', path: ['per_spin'] });

export const lotteryTierSchema = z.object({
  id: z.number(),
  activity_id: z.number(),
  name: z.string(),
  prize_title: z.string(),
  prize_image: z.string(),
  count: z.number().int(),
  per_spin: z.number().int(),
  groups: z.array(z.string()),
  sort: z.number().int(),
  /** Winners who hold a prize of this tier (won or confirmed; absent ones are not counted). */
  won: z.number().int(),
  confirmed: z.number().int(),
  /** count − won: what later spins of this tier may still draw. */
  remaining: z.number().int(),
  draws: z.number().int(),
});
export type LotteryTier = z.infer<typeof lotteryTierSchema>;

/** A tier as the public big screen sees it. */
export const lotteryScreenTierSchema = lotteryTierSchema.pick({
  id: true,
  name: true,
  prize_title: true,
  prize_image: true,
  count: true,
  won: true,
  remaining: true,
});

// —— People ——

/** How a person came on the list: imported or added by the organiser, or signed in on a phone. */
export const lotteryPersonSources = ['imported', 'signed'] as const;
export const lotteryPersonSchema = z.object({
  id: z.number(),
  activity_id: z.number(),
  name: z.string(),
  phone: z.string(),
  department: z.string(),
  employee_no: z.string(),
  group: z.string(),
  photo_url: z.string(),
  /** Answers to the custom sign-in fields, by key. */
  fields: z.record(z.string(), z.string()),
  source: z.enum(lotteryPersonSources),
  /** Signed in on a phone (an imported person who signed in too is both). */
  signed: z.boolean(),
  signed_at: z.string().nullable(),
  participant_id: z.number().nullable(),
  eligible: z.boolean(),
  /** Tiers this person holds a prize of (absent draws excluded). */
  won_tiers: z.array(z.string()),
  /** How many others on the list have the same name: worth a look before a draw (two sign-ins of one person). */
  same_name: z.number().int(),
  created_at: z.string(),
});
export type LotteryPerson = z.infer<typeof lotteryPersonSchema>;

const optionalPhone = z.string().trim().regex(phonePattern, { error: '手机号格式错误' }).or(z.literal('')).default('');

/** A person the organiser adds or edits (`lottery/personSave`); a phone number is unique in the activity. */
export const lotteryPersonInputSchema = z.object({
  name: lotteryNameSchema,
  phone: optionalPhone,
  department: text(lotteryLimits.departmentMax, '部门').default(''),
  employee_no: text(lotteryLimits.employeeNoMax, '工号').default(''),
  group: text(lotteryLimits.groupMax, '分组').default(''),
  photo_url: url.default(''),
  fields: z.record(z.string(), z.string().trim().max(lotteryLimits.fieldValueMax)).default({}),
});
export type LotteryPersonInput = z.input<typeof lotteryPersonInputSchema>;

/** The import template's columns, in order (the first row of the sheet). */
export const lotteryImportColumns = ['姓名', '手机号', '部门', '分组', '照片', '工号'] as const;

/** A person on the sign-in wall: the display name (masked when set) and the photo when the wall shows photos. */
export const lotteryWallPersonSchema = z.object({ id: z.number(), name: z.string(), photo: z.string() });
export type LotteryWallPerson = z.infer<typeof lotteryWallPersonSchema>;

// —— Barrage ——

export const lotteryMessageStatuses = ['pending', 'approved', 'rejected'] as const;
export type LotteryMessageStatus = (typeof lotteryMessageStatuses)[number];
/** The spec's `is_verify`: 0 pending, 1 approved, 2 rejected. */
export const lotteryVerifyCodes: Record<LotteryMessageStatus, 0 | 1 | 2> = { pending: 0, approved: 1, rejected: 2 };

export const lotteryMessageSchema = z.object({
  id: z.number(),
  activity_id: z.number(),
  person_id: z.number().nullable(),
  /** The sender's name (the organiser's system messages have none). */
  name: z.string(),
  text: z.string(),
  status: z.enum(lotteryMessageStatuses),
  is_verify: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Sent by the organiser (PrizeCommon/barrageAdd). */
  system: z.boolean(),
  created_at: z.string(),
});
export type LotteryMessage = z.infer<typeof lotteryMessageSchema>;

/** A message as it flies across the screen. */
export const lotteryScreenMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  text: z.string(),
  system: z.boolean(),
});
export type LotteryScreenMessage = z.infer<typeof lotteryScreenMessageSchema>;

// —— The stage: what the big screen shows, changed only by host commands ——

/**
 * - wall: the sign-in wall (QR code and names arriving).
 * - ready: a tier is open; its draw's commitment is shown and nothing is decided yet.
 * - spinning: the pool is locked and the winners are decided and stored, but not shown.
 * - result: the winners are shown page by page and the seed is revealed.
 * - finished: the event is over.
 */
export const lotteryPhases = ['wall', 'ready', 'spinning', 'result', 'finished'] as const;
export type LotteryPhase = (typeof lotteryPhases)[number];

/**
 * What a host can ask for:
 * - wall: show the sign-in wall.
 * - open { tier_id?, count? }: open a tier (without tier_id: the next one) with a fresh committed seed.
 * - spin: lock the pool and decide the winners; stop: show them and reveal the seed.
 * - page { page }: show a page of the winners.
 * - absent { person_ids }: mark winners of the shown draw absent; redraw: open a draw for that many in the same
 *   tier (committed first, then spin and stop as usual).
 * - confirm: the winners of the shown draw are final and can no longer be redrawn.
 * - barrage { on }: show or hide the barrage; end: finish.
 */
export const lotteryCommands = [
  'wall',
  'open',
  'spin',
  'stop',
  'page',
  'absent',
  'redraw',
  'confirm',
  'barrage',
  'end',
] as const;
export type LotteryCommand = (typeof lotteryCommands)[number];
export const lotteryCommandTitles: Record<LotteryCommand, string> = {
  wall: '签到墙',
  open: '开启奖项',
  spin: '开始抽奖',
  stop: '停止',
  page: '翻页',
  absent: '标记缺席',
  redraw: '缺席重抽',
  confirm: '确认中奖',
  barrage: '弹幕开关',
  end: '结束抽奖',
};

/** Which commands each phase takes (the console enables exactly these). `barrage` is taken in every phase. */
export const lotteryCommandsByPhase: Record<LotteryPhase, readonly LotteryCommand[]> = {
  wall: ['open', 'barrage', 'end'],
  ready: ['wall', 'open', 'spin', 'barrage', 'end'],
  spinning: ['stop', 'barrage'],
  result: ['wall', 'open', 'page', 'absent', 'redraw', 'confirm', 'barrage', 'end'],
  finished: ['wall', 'barrage'],
};

export const lotteryWinnerStatuses = ['won', 'absent', 'confirmed'] as const;
export type LotteryWinnerStatus = (typeof lotteryWinnerStatuses)[number];

/** A winner as the public screen shows it: name masked when the options say so, phone always masked. */
export const lotteryStageWinnerSchema = z.object({
  person_id: z.number(),
  name: z.string(),
  phone: z.string(),
  photo: z.string(),
  department: z.string(),
  status: z.enum(lotteryWinnerStatuses),
});
export type LotteryStageWinner = z.infer<typeof lotteryStageWinnerSchema>;

/** The whole public stage: what the big screen shows and what every phone follows (event `lottery.stage`). */
export const lotteryStageSchema = z.object({
  activity_id: z.number(),
  /** Goes up by one with every command; a command names the version it was given. */
  version: z.number().int(),
  phase: z.enum(lotteryPhases),
  tier_id: z.number().nullable(),
  draw_id: z.number().nullable(),
  /** The draw this one redraws (absent winners), or null. */
  redraw_of: z.number().nullable(),
  /** Winners the shown draw takes. */
  count: z.number().int(),
  /** hex(SHA-256(seed)), shown from `open` on; empty before a tier is opened. */
  commitment: z.string(),
  pool_size: z.number().int(),
  /** From `spin` on; empty before. */
  pool_hash: z.string(),
  /** The 64-hex seed, only in `result` (and after); empty before. */
  seed: z.string(),
  /** Only in `result`: every winner of the shown draw, in draw order. */
  winners: z.array(lotteryStageWinnerSchema),
  /** 1-based page of winners shown, and how many pages (per the draw options' page size). */
  page: z.number().int(),
  page_count: z.number().int(),
  barrage_on: z.boolean(),
  signed_count: z.number().int(),
  server_time: z.string(),
});
export type LotteryStage = z.infer<typeof lotteryStageSchema>;

/** A winner of a draw as the host's console and the audit see them (full name). */
export const lotteryDrawWinnerSchema = z.object({
  winner_id: z.number(),
  person_id: z.number(),
  name: z.string(),
  phone: z.string(),
  department: z.string(),
  status: z.enum(lotteryWinnerStatuses),
});
export type LotteryDrawWinner = z.infer<typeof lotteryDrawWinnerSchema>;

/** The host's view (`lottery/stage`): the stage plus what only the console shows. */
/**
 * A change to who may be drawn, as the audit keeps it: a person made not eligible, eligible again, or removed
 * from the list, by the organiser (back office) or the host (console), before the draw that follows it.
 */
export const lotteryPoolChanges = ['excluded', 'restored', 'deleted'] as const;
export type LotteryPoolChange = (typeof lotteryPoolChanges)[number];
export const lotteryPoolChangeBy = ['organiser', 'host'] as const;
export const lotteryPoolChangeSchema = z.object({
  person_id: z.number(),
  name: z.string(),
  change: z.enum(lotteryPoolChanges),
  by: z.enum(lotteryPoolChangeBy),
  at: z.string(),
});
export type LotteryPoolChangeRecord = z.infer<typeof lotteryPoolChangeSchema>;

/** Signed-in people who may be drawn and share a name: the host reviews them before a tier is drawn. */
export const lotterySameNameSchema = z.object({
  name: z.string(),
  people: z.array(
    z.object({
      person_id: z.number(),
      /** Masked as the takeover requests are: the host compares them with the guests in the hall. */
      phone: z.string(),
      employee_no: z.string(),
      department: z.string(),
      signed_at: z.string().nullable(),
    }),
  ),
});
export type LotterySameName = z.infer<typeof lotterySameNameSchema>;

/** A second device's request for a roster row that another device signed in as, as the host decides it. */
export const lotteryTakeoverStatuses = ['pending', 'approved', 'refused'] as const;
export type LotteryTakeoverStatus = (typeof lotteryTakeoverStatuses)[number];
export const lotteryTakeoverAskSchema = z.object({
  id: z.number(),
  status: z.enum(lotteryTakeoverStatuses),
  /** The roster name asked for. */
  name: z.string(),
});
export const lotteryTakeoverSchema = lotteryTakeoverAskSchema.extend({
  person_id: z.number(),
  /** The row's phone number and employee number, masked (the host compares them with the claimant's). */
  phone: z.string(),
  employee_no: z.string(),
  asked_at: z.string(),
});
export type LotteryTakeover = z.infer<typeof lotteryTakeoverSchema>;

/** A request the host decided, as the audit keeps it: which row moved to another device, or stayed. */
export const lotteryTakeoverDecisionSchema = z.object({
  id: z.number(),
  person_id: z.number(),
  name: z.string(),
  status: z.enum(['approved', 'refused']),
  asked_at: z.string(),
  decided_at: z.string(),
});
export type LotteryTakeoverDecision = z.infer<typeof lotteryTakeoverDecisionSchema>;

export const lotteryConsoleSchema = z.object({
  stage: lotteryStageSchema,
  commands: z.array(z.enum(lotteryCommands)),
  tiers: z.array(lotteryTierSchema),
  /** Winners of the shown draw with their full names, for the absent toggles. */
  draw_winners: z.array(lotteryDrawWinnerSchema),
  people_count: z.number().int(),
  signed_count: z.number().int(),
  eligible_count: z.number().int(),
  /** Requests to take over a roster row, oldest first, waiting for the host. */
  takeovers: z.array(lotteryTakeoverSchema),
  /** Signed-in people who may be drawn and share a name (lotteryLimits.sameNameGroups groups at most). */
  same_name: z.array(lotterySameNameSchema),
  /** The host link's secret (a phone opens /h5/host/<key> as the remote); empty when revoked. */
  host_key: z.string(),
  code: z.string(),
  link: z.string(),
  title: z.string(),
  /** A draft activity is a rehearsal: at most the trial's seats sign in. */
  rehearsal: z.boolean(),
  page_size: z.number().int(),
});
export type LotteryConsole = z.infer<typeof lotteryConsoleSchema>;

// —— Audit and claims ——

/**
 * Where a draw is: opened (its seed committed), spun (the pool locked and the winners decided, not shown yet),
 * stopped (the winners shown and the seed revealed), or abandoned: closed unspun because the host opened another
 * draw, went back to the wall or ended, so it has no pool and no winners and its seed is revealed.
 */
export const lotteryDrawStates = ['opened', 'spun', 'stopped', 'abandoned'] as const;
export type LotteryDrawState = (typeof lotteryDrawStates)[number];
export const lotteryDrawStateTitles: Record<LotteryDrawState, string> = {
  opened: '待开奖',
  spun: '开奖中',
  stopped: '已揭晓',
  abandoned: '作废（未开奖）',
};

/** One draw as the audit keeps it: enough to recompute it (docs/lottery-verification.md). */
export const lotteryAuditDrawSchema = z.object({
  draw_id: z.number(),
  tier_id: z.number(),
  tier_name: z.string(),
  state: z.enum(lotteryDrawStates),
  /** N: winners this draw takes. */
  count: z.number().int(),
  /** The eligible person ids at the spin, ascending (empty before the spin). */
  pool_ids: z.array(z.number()),
  pool_hash: z.string(),
  commitment: z.string(),
  /** The 64-hex seed, once the draw is stopped or abandoned; empty before. */
  seed: z.string(),
  /** Winners' person ids in draw order (smallest HMAC first). */
  winner_ids: z.array(z.number()),
  winners: z.array(lotteryDrawWinnerSchema),
  redraw_of: z.number().nullable(),
  /** Winners of this draw marked absent. */
  absent_ids: z.array(z.number()),
  /** Who was left out, let back in or removed after the draw before was spun and before this one was. */
  pool_changes: z.array(lotteryPoolChangeSchema),
  /** Takeover requests decided in the same span: a row that moved to another device before this draw's spin. */
  takeovers: z.array(lotteryTakeoverDecisionSchema),
  opened_at: z.string(),
  spun_at: z.string().nullable(),
  stopped_at: z.string().nullable(),
  abandoned_at: z.string().nullable(),
});
export type LotteryAuditDraw = z.infer<typeof lotteryAuditDrawSchema>;

/** A winner's claim form (`h5/lottery/claim`): where the prize goes. */
export const lotteryClaimFormSchema = z.object({
  name: lotteryNameSchema,
  phone: z.string({ error: '请输入手机号' }).trim().regex(phonePattern, { error: '手机号格式错误' }),
  address: z
    .string({ error: '请输入地址' })
    .trim()
    .min(1, { error: '请输入地址' })
    .max(lotteryLimits.claimAddressMax, { error: `地址不能超过${lotteryLimits.claimAddressMax}个字` }),
});
export type LotteryClaimForm = z.infer<typeof lotteryClaimFormSchema>;

export const lotteryClaimSchema = z.object({
  winner_id: z.number(),
  draw_id: z.number(),
  tier_id: z.number(),
  tier_name: z.string(),
  prize_title: z.string(),
  prize_image: z.string(),
  person_id: z.number(),
  name: z.string(),
  phone: z.string(),
  department: z.string(),
  status: z.enum(lotteryWinnerStatuses),
  claim: lotteryClaimFormSchema.nullable(),
  claimed_at: z.string().nullable(),
  redeemed_at: z.string().nullable(),
  won_at: z.string(),
});
export type LotteryClaim = z.infer<typeof lotteryClaimSchema>;

/** What a phone shows of its own sign-in. */
export const lotteryMeSchema = z.object({
  person_id: z.number(),
  name: z.string(),
  /** The answers given, by field key (phone, department, employee_no, custom_n). */
  values: z.record(z.string(), z.string()),
  signed_at: z.string(),
});

/** A phone's own prizes (absent wins are not listed). */
export const lotteryMyWinSchema = lotteryClaimSchema.pick({
  winner_id: true,
  tier_name: true,
  prize_title: true,
  prize_image: true,
  status: true,
  claim: true,
  redeemed_at: true,
  won_at: true,
});
export type LotteryMyWin = z.infer<typeof lotteryMyWinSchema>;

/** Everything the phone page shows (`h5/lottery/info`, and the answer of a sign-in). */
export const lotteryPhoneSchema = z.object({
  activity_id: z.number(),
  title: z.string(),
  signin: lotterySigninSchema,
  fields: z.array(lotteryFieldSchema),
  barrage: lotteryBarrageSettingsSchema.pick({ enabled: true, moderation: true, rate_per_minute: true }).extend({
    max_length: z.number().int(),
  }),
  me: lotteryMeSchema.nullable(),
  /** This device asked for a roster row another device holds: the host's answer is awaited (or was a no). */
  takeover: lotteryTakeoverAskSchema.nullable(),
  wins: z.array(lotteryMyWinSchema),
  stage: lotteryStageSchema,
});
export type LotteryPhone = z.infer<typeof lotteryPhoneSchema>;

/** The live events' payloads (live.ts): the wall's newcomers and the barrage, both batched. */
export const lotteryWallEventSchema = z.object({
  activity_id: z.number(),
  signed_count: z.number().int(),
  people: z.array(lotteryWallPersonSchema),
});
export const lotteryBarrageEventSchema = z.object({
  activity_id: z.number(),
  messages: z.array(lotteryScreenMessageSchema),
});
