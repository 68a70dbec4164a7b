import { z } from 'zod';
import { activityCodeSchema, identityModeSchema, ticketSchema } from './activity.js';
import { activityEndpoint, endpoint } from './endpoint.js';
import { idSchema, pointsDeltaSchema } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';
import {
  fromVersionSchema,
  hostCommandSchema,
  hostRequiredMessage,
  hostShape,
  nicknameSchema,
  requireHost,
  sessionConsoleSchema,
  sessionMeSchema,
  sessionPlayerSchema,
  sessionSnapshotSchema,
} from './live-session.js';

/**
 * The on-site interactive quiz (kind 3) on the live-session engine (live-session.ts); the on-site competition
 * (kind 2) will share these calls. The organiser sets rounds of bank questions, the host paces them from a
 * console, the big screen and the phones follow the session.
 */

/** Question types a live step can be: answered in seconds on a phone and marked at once. */
export const gameQuestionTypes = ['single', 'multiple', 'judge', 'blank', 'sort'] as const;

export const gamePointsModes = ['fixed', 'speed'] as const;
export type GamePointsMode = (typeof gamePointsModes)[number];

export const gameLimits = {
  secondsMin: 5,
  secondsMax: 120,
  basePointsMin: 100,
  basePointsMax: 2000,
  questionsPerRound: 100,
  rounds: 20,
  /** Streak bonus per right answer in a row after the first, and the most steps it grows. */
  streakStep: 100,
  streakSteps: 5,
  extraScoreMax: 10_000,
} as const;

/**
 * Points for one answer. Wrong or no answer: 0. Right, fixed: `base`. Right, speed-weighted:
 * round(base × (1 − t / 2T)) with t the answering time (server receive time − shown time, at most T) and T
 * the step's seconds, so between base/2 and base. With the streak bonus, a right answer that extends a run of
 * right answers to `streak` adds min(streak − 1, streakSteps) × streakStep.
 */
export const pointsFor = (a: {
  correct: boolean;
  mode: GamePointsMode;
  base: number;
  seconds: number;
  elapsedMs: number;
  streakBonus: boolean;
  streak: number;
}) => {
  if (!a.correct) return 0;
  const limitMs = a.seconds * 1000;
  const t = Math.min(Math.max(a.elapsedMs, 0), limitMs);
  const earned = a.mode === 'fixed' ? a.base : Math.round(a.base * (1 - t / (2 * limitMs)));
  const bonus = a.streakBonus ? Math.min(Math.max(a.streak - 1, 0), gameLimits.streakSteps) * gameLimits.streakStep : 0;
  return earned + bonus;
};

const activityInput = z.object({ activity_id: idSchema });

export const gameRoundInputSchema = z.object({
  name: z
    .string({ error: '请输入轮次名称' })
    .trim()
    .min(1, { error: '请输入轮次名称' })
    .max(30, { error: '轮次名称不能超过30个字' }),
  /** Bank questions in play order (single, multiple, true/false, fill-in, ordering). */
  question_ids: z
    .array(idSchema)
    .min(1, { error: '请选择题目' })
    .max(gameLimits.questionsPerRound, { error: `每轮最多${gameLimits.questionsPerRound}题` }),
  seconds: z.coerce
    .number({ error: '答题时间不正确' })
    .int({ error: '答题时间不正确' })
    .min(gameLimits.secondsMin, { error: `答题时间为${gameLimits.secondsMin}到${gameLimits.secondsMax}秒` })
    .max(gameLimits.secondsMax, { error: `答题时间为${gameLimits.secondsMin}到${gameLimits.secondsMax}秒` })
    .default(20),
  points_mode: z.enum(gamePointsModes, { error: '计分方式不正确' }).default('speed'),
  base_points: z.coerce
    .number({ error: '每题分值不正确' })
    .int({ error: '每题分值不正确' })
    .min(gameLimits.basePointsMin, { error: `每题分值为${gameLimits.basePointsMin}到${gameLimits.basePointsMax}` })
    .max(gameLimits.basePointsMax, { error: `每题分值为${gameLimits.basePointsMin}到${gameLimits.basePointsMax}` })
    .default(1000),
  streak_bonus: z.boolean().default(true),
});
export type GameRoundInput = z.input<typeof gameRoundInputSchema>;

export const gameRoundSchema = z.object({
  id: z.number(),
  activity_id: z.number(),
  name: z.string(),
  sort: z.number().int(),
  question_ids: z.array(z.number()),
  question_count: z.number().int(),
  seconds: z.number().int(),
  points_mode: z.enum(gamePointsModes),
  base_points: z.number().int(),
  streak_bonus: z.boolean(),
});
export type GameRound = z.infer<typeof gameRoundSchema>;

/** A round with its questions as the set-up page lists them (answers included: the organiser's view). */
export const gameRoundDetailSchema = gameRoundSchema.extend({
  questions: z.array(
    z.object({
      id: z.number(),
      type: z.string(),
      stem: z.string(),
      options: z.array(z.object({ key: z.string(), text: z.string(), image: z.string() })),
      answer: z.array(z.string()),
      blanks: z.array(z.array(z.string())),
    }),
  ),
});

/** The big screen's look (game/site) and the built-in themes it picks from (game/theme). */
export const gameThemes = ['stage', 'ocean', 'festival', 'minimal'] as const;
export type GameTheme = (typeof gameThemes)[number];
/**
 * Each theme's name and colours: background, surface, accent, text. The big screen draws with them and the
 * set-up page previews them; game/theme answers the same list.
 */
export const gameThemePalette: Record<GameTheme, { name: string; colors: [string, string, string, string] }> = {
  stage: { name: '舞台之夜', colors: ['#0B1026', '#1C2550', '#FFC53D', '#FFFFFF'] },
  ocean: { name: '深海蓝', colors: ['#00294D', '#0A4A7F', '#36CFC9', '#FFFFFF'] },
  festival: { name: '喜庆红', colors: ['#8C0A0A', '#B8121B', '#FFD666', '#FFF7E6'] },
  minimal: { name: '简约白', colors: ['#F5F7FA', '#FFFFFF', '#1677FF', '#1F1F1F'] },
};
export const gameSiteSchema = z.object({
  theme: z.enum(gameThemes, { error: '主题不正确' }).default('stage'),
  title: z.string().trim().max(40, { error: '大屏标题不能超过40个字' }).default(''),
  background: z.string().trim().max(500).default(''),
  logo: z.string().trim().max(500).default(''),
  /** Show the leaderboard automatically after every N revealed questions (0: only when the host asks). */
  leaderboard_every: z.coerce.number().int().min(0).max(50, { error: '排行榜间隔为0到50题' }).default(0),
  /** Show the join code beside the QR code. */
  show_join_code: z.boolean().default(true),
});
export type GameSite = z.infer<typeof gameSiteSchema>;

/** The phone page (game/phoneSite): its background and what it shows after each question. */
export const gamePhoneSiteSchema = z.object({
  background: z.string().trim().max(500).default(''),
  show_rank: z.boolean().default(true),
  show_answer: z.boolean().default(true),
});
export type GamePhoneSite = z.infer<typeof gamePhoneSiteSchema>;

/** How a player joins (game/fieldSite): a nickname always; phone, name or unit when asked. */
export const gameJoinFields = ['phone', 'name', 'unit'] as const;
export const gameFieldsSchema = z.object({
  fields: z.array(z.object({ key: z.enum(gameJoinFields, { error: '报名项不正确' }), required: z.boolean() })).max(3),
  /** How a player proves who they are; `phone` asks every player for their number and an SMS code. */
  identity: identityModeSchema.default('device'),
});
export type GameFields = z.infer<typeof gameFieldsSchema>;

/**
 * What an on-site quiz keeps in its activity's settings: the big screen, the phone page and the join fields
 * (its rounds have their own table). Every part reads as its defaults until saved.
 */
export const gameSettingsSchema = z.object({
  site: gameSiteSchema.prefault({}),
  phone_site: gamePhoneSiteSchema.prefault({}),
  fields: gameFieldsSchema.shape.fields.default([]),
  identity: gameFieldsSchema.shape.identity,
});
export type GameSettings = z.infer<typeof gameSettingsSchema>;

export const gameConfigSchema = z.object({
  activity_id: z.number(),
  rounds: z.array(gameRoundSchema),
  question_count: z.number().int(),
  site: gameSiteSchema,
  phone_site: gamePhoneSiteSchema,
  fields: gameFieldsSchema.shape.fields,
  identity: identityModeSchema,
  /** Players the session takes at once: the organiser's online capacity, or the trial's when a draft. */
  capacity: z.number().int(),
});
export type GameConfig = z.infer<typeof gameConfigSchema>;

/** One question of a finished (or running) session, for the analysis page. */
export const gameQuestionStatSchema = z.object({
  step_index: z.number().int(),
  round_name: z.string(),
  type: z.string(),
  stem: z.string(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** Right answers / answers, 0–1 (0 when nobody answered). */
  correct_rate: z.number(),
  average_ms: z.number().int(),
  skipped: z.boolean(),
});

export const gameAnswerRowSchema = z.object({
  player_id: z.number(),
  nickname: z.string(),
  phone: z.string(),
  step_index: z.number().int(),
  stem: z.string(),
  answer: z.array(z.string()),
  correct: z.boolean(),
  points: z.number(),
  elapsed_ms: z.number().int(),
  answered_at: z.string(),
});

/** Points a host gave a player by hand (userData/interactionExtraScore), with the reason given. */
export const gameExtraScoreRowSchema = z.object({
  id: z.number(),
  player_id: z.number(),
  nickname: z.string(),
  phone: z.string(),
  points: z.number(),
  reason: z.string(),
  /** The account that gave them: its name, or its phone when it has none. */
  given_by: z.string(),
  given_at: z.string(),
});

const hostInput = <S extends z.ZodRawShape>(extra: S) =>
  z.object({ ...hostShape, ...extra }).refine(requireHost, hostRequiredMessage);

export const gameContract = {
  // —— Set-up (organiser) ——
  round: activityEndpoint({
    method: 'POST',
    path: '/api/game/round',
    effect: 'read',
    input: activityInput,
    data: z.array(gameRoundSchema),
  }),
  roundDetail: activityEndpoint({
    method: 'POST',
    path: '/api/game/roundDetail',
    effect: 'read',
    input: z.object({ id: idSchema }),
    data: gameRoundDetailSchema,
  }),
  roundAdd: activityEndpoint({
    method: 'POST',
    path: '/api/game/roundAdd',
    input: activityInput.extend(gameRoundInputSchema.shape),
    data: gameRoundSchema,
  }),
  roundEdit: activityEndpoint({
    method: 'POST',
    path: '/api/game/roundEdit',
    input: z.object({ id: idSchema }).extend(gameRoundInputSchema.shape),
    data: gameRoundSchema,
  }),
  /** Refused while a session of the activity is past the lobby (GAME_SESSION_RUNNING). */
  roundDel: activityEndpoint({
    method: 'POST',
    path: '/api/game/roundDel',
    input: z.object({ id: idSchema }),
    data: z.null(),
  }),
  /** The built-in big-screen themes. */
  theme: endpoint({
    method: 'POST',
    path: '/api/game/theme',
    auth: 'public',
    effect: 'read',
    input: z.object({}),
    data: z.array(z.object({ key: z.enum(gameThemes), name: z.string(), colors: z.array(z.string()) })),
  }),
  /** Saves the big screen's look. */
  site: activityEndpoint({
    method: 'POST',
    path: '/api/game/site',
    input: activityInput.extend(gameSiteSchema.shape),
    data: gameSiteSchema,
  }),
  /** Saves the phone page's look. */
  phoneSite: activityEndpoint({
    method: 'POST',
    path: '/api/game/phoneSite',
    input: activityInput.extend(gamePhoneSiteSchema.shape),
    data: gamePhoneSiteSchema,
  }),
  fieldSite: activityEndpoint({
    method: 'POST',
    path: '/api/game/fieldSite',
    input: activityInput.extend(gameFieldsSchema.shape),
    data: gameFieldsSchema,
  }),
  fieldGet: activityEndpoint({
    method: 'POST',
    path: '/api/game/fieldGet',
    effect: 'read',
    input: activityInput,
    data: gameFieldsSchema,
  }),
  /** Everything the set-up page shows, in one read. */
  gameConfig: activityEndpoint({
    method: 'POST',
    path: '/api/game/gameConfig',
    effect: 'read',
    input: activityInput,
    data: gameConfigSchema,
  }),

  // —— Hosting (organiser, or the host link) ——
  /** Opens the console: creates the activity's session (in the lobby) on first use and answers its state. */
  init: endpoint({
    method: 'POST',
    path: '/api/game/init',
    auth: 'optional',
    effect: 'read',
    input: hostInput({}),
    data: sessionConsoleSchema,
  }),
  /**
   * A host command. Applied only when `from_version` is the session's version, so a double click (or two
   * consoles) moves one step: a stale version answers the current state with `applied: false`. A command the
   * phase does not take answers GAME_COMMAND_OUT_OF_ORDER with what to do first.
   */
  switch: endpoint({
    method: 'POST',
    path: '/api/game/switch',
    auth: 'optional',
    input: hostInput({ command: hostCommandSchema, from_version: fromVersionSchema }),
    data: z.object({ applied: z.boolean(), console: sessionConsoleSchema }),
  }),
  /**
   * Rehearsal reset: every answer and score of the session is deleted and it goes back to the lobby with its
   * players (kicked and banned stay so). Same version rule as `switch`.
   */
  resetRound: endpoint({
    method: 'POST',
    path: '/api/game/resetRound',
    auth: 'optional',
    input: hostInput({ from_version: fromVersionSchema }),
    data: z.object({ applied: z.boolean(), console: sessionConsoleSchema }),
  }),
  /** Players by score (the final ranking once finished); `status` filters. */
  joinUser: endpoint({
    method: 'POST',
    path: '/api/game/joinUser',
    auth: 'optional',
    effect: 'read',
    input: hostInput({
      ...pageInputSchema.shape,
      keywords: z.string().trim().max(30).default(''),
      status: z.enum(['', 'playing', 'kicked', 'banned']).default(''),
    }),
    data: listSchema(sessionPlayerSchema),
  }),
  /** Kick (the player may join again), ban (may not) or unban players. */
  joinUserDel: endpoint({
    method: 'POST',
    path: '/api/game/joinUserDel',
    auth: 'optional',
    input: hostInput({
      player_ids: z.array(idSchema).min(1, { error: '请选择玩家' }).max(500),
      mode: z.enum(['kick', 'ban', 'unban'], { error: '操作不正确' }),
    }),
    data: z.object({ affected: z.number().int() }),
  }),
  /** Issues a new host link secret (the old one stops working), or revokes it. */
  hostLink: activityEndpoint({
    method: 'POST',
    path: '/api/game/hostLink',
    input: activityInput.extend({ revoke: z.boolean().default(false) }),
    data: z.object({ host_key: z.string() }),
  }),

  // —— Big screen and phones ——
  /** The big screen's state by the activity's code (public: the screen is shown to the hall). */
  screen: endpoint({
    method: 'POST',
    path: '/api/game/screen',
    auth: 'public',
    effect: 'read',
    input: z.object({ code: activityCodeSchema }),
    data: z.object({
      title: z.string(),
      code: z.string(),
      link: z.string(),
      site: gameSiteSchema,
      snapshot: sessionSnapshotSchema,
      /** The last names to join, newest first (the lobby wall). */
      recent: z.array(z.string()),
    }),
  }),
  /**
   * A participant (ticket from h5/enter) takes a seat in the session with a nickname. Joining again (reload,
   * new phone with the same phone number) gives the same seat and score; a kicked player gets the seat back;
   * a banned one is refused. Past the capacity: GAME_FULL.
   */
  join: endpoint({
    method: 'POST',
    path: '/api/game/join',
    auth: 'public',
    input: z.object({ ticket: ticketSchema, nickname: nicknameSchema }),
    data: z.object({ snapshot: sessionSnapshotSchema, me: sessionMeSchema, phone_site: gamePhoneSiteSchema }),
  }),
  /** One phone's state: the snapshot and itself (after a reload, a reconnect, or a reveal). */
  me: endpoint({
    method: 'POST',
    path: '/api/game/me',
    auth: 'public',
    effect: 'read',
    input: z.object({ ticket: ticketSchema }),
    data: z.object({ snapshot: sessionSnapshotSchema, me: sessionMeSchema, phone_site: gamePhoneSiteSchema }),
  }),
  /**
   * An answer to the shown step, judged by server receive time (liveClock.graceMs after the deadline at most).
   * `step_index` must be the shown step. Once per player and step: a repeat answers GAME_ALREADY_ANSWERED and
   * changes nothing. The right answer is not told here; it comes with the reveal.
   */
  answer: endpoint({
    method: 'POST',
    path: '/api/game/answer',
    auth: 'public',
    input: z.object({
      ticket: ticketSchema,
      step_index: z.coerce.number().int().min(0),
      answer: z.array(z.string().trim().max(200)).min(1, { error: '请选择答案' }).max(20),
    }),
    data: z.object({ received_at: z.string(), elapsed_ms: z.number().int() }),
  }),

  // —— Afterwards ——
  questionStats: activityEndpoint({
    method: 'POST',
    path: '/api/game/questionStats',
    effect: 'read',
    input: activityInput,
    data: z.array(gameQuestionStatSchema),
  }),
  answerRecords: activityEndpoint({
    method: 'POST',
    path: '/api/game/answerRecords',
    effect: 'read',
    input: activityInput.extend({ ...pageInputSchema.shape, keywords: z.string().trim().max(30).default('') }),
    data: listSchema(gameAnswerRowSchema),
  }),
  /** Every score given by hand, each player's together, newest first; keywords match a nickname or phone. */
  extraScores: activityEndpoint({
    method: 'POST',
    path: '/api/game/extraScores',
    effect: 'read',
    input: activityInput.extend({ ...pageInputSchema.shape, keywords: z.string().trim().max(30).default('') }),
    data: listSchema(gameExtraScoreRowSchema),
  }),
};

/** The spec's userData call for the interactive quiz: points the host adds to (or takes from) a player by hand. */
export const gameUserDataContract = {
  interactionExtraScore: activityEndpoint({
    method: 'POST',
    path: '/api/userData/interactionExtraScore',
    input: activityInput.extend({
      player_id: idSchema,
      score: pointsDeltaSchema(gameLimits.extraScoreMax),
      reason: z.string().trim().max(50, { error: '原因不能超过50个字' }).default(''),
    }),
    data: sessionPlayerSchema,
  }),
};
