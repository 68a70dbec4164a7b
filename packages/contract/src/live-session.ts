import { z } from 'zod';
import { activityKind } from './activity.js';
import { endpoint } from './endpoint.js';
import { idSchema } from './fields.js';

/**
 * The live-session engine every on-site kind shares (interactive quiz now; on-site competition, big-screen
 * lottery and judge scoring later). One session per activity; the server owns its state and clock.
 *
 * Phases, in play order:
 * - lobby: players join; the big screen shows the QR code, the join code and the names arriving.
 * - question: a step (question) is shown and answers are taken until `deadline_at` (server time). Once the
 *   deadline has passed (plus the grace below) the session counts as `closed` even before anyone says so.
 * - closed: no more answers; the host reveals.
 * - reveal: the right answer and the distribution of answers.
 * - leaderboard: the top of the ranking.
 * - finished: the podium; nothing more is taken.
 * `paused` freezes the countdown of a shown question (the remaining time is kept and the deadline moves on
 * resume). Every transition is written to the database before it is published, and every event carries the
 * whole public state, so a client that (re)connects reads one snapshot and never replays events.
 */
/**
 * The kinds played in a hall on a live session: on-site competition, interactive quiz, big-screen lottery and
 * judge scoring. A seat there belongs to the server-signed device that took it (or the WeChat account): h5/enter
 * asks these kinds for a signed device, and a phone number typed on another device is a new participant.
 */
export const onSiteKinds: readonly number[] = [
  activityKind.siteCompetition,
  activityKind.siteInteraction,
  activityKind.lottery,
  activityKind.grade,
];

export const sessionPhases = ['lobby', 'question', 'closed', 'reveal', 'leaderboard', 'finished'] as const;
export type SessionPhase = (typeof sessionPhases)[number];

/**
 * What a host can ask for. `next` shows the next step (from the lobby it is the same as `start`; after the
 * last step it finishes); `close` stops answers before the deadline; `skip` drops the shown step without
 * scoring it and shows the next; `end` finishes at once.
 */
export const hostCommands = [
  'start',
  'next',
  'close',
  'reveal',
  'leaderboard',
  'pause',
  'resume',
  'skip',
  'end',
] as const;
export type HostCommand = (typeof hostCommands)[number];
export const hostCommandTitles: Record<HostCommand, string> = {
  start: '开始',
  next: '下一题',
  close: '停止作答',
  reveal: '公布答案',
  leaderboard: '排行榜',
  pause: '暂停',
  resume: '继续',
  skip: '跳过本题',
  end: '结束本场',
};

/** Which commands each phase takes (the console enables exactly these; others answer GAME_COMMAND_OUT_OF_ORDER). */
export const commandsByPhase: Record<SessionPhase, readonly HostCommand[]> = {
  lobby: ['start', 'next', 'end'],
  question: ['close', 'pause', 'resume', 'skip', 'end'],
  closed: ['reveal', 'leaderboard', 'next', 'end'],
  reveal: ['leaderboard', 'next', 'end'],
  leaderboard: ['next', 'end'],
  finished: [],
};

/** What the host's `next` shows: the next step, the leaderboard first, or the podium after the last step. */
export type NextShown = 'question' | 'leaderboard' | 'finished';

/**
 * What `next` shows from where the session is (null where the phase does not take it). With `leaderboardEvery`
 * N > 0 the leaderboard comes first after the N-th, 2N-th, … step (as Kahoot shows it between questions), and the
 * `next` after it shows the following step; after the last step `next` finishes, as the podium ranks everyone.
 * The server's machine moves by it and the console names it.
 */
export const nextShown = (
  s: { phase: SessionPhase; stepIndex: number; stepCount: number },
  leaderboardEvery: number,
): NextShown | null => {
  if (!commandsByPhase[s.phase].includes('next')) return null;
  if (s.phase === 'lobby') return 'question';
  if (s.stepIndex + 1 >= s.stepCount) return 'finished';
  const due = leaderboardEvery > 0 && (s.stepIndex + 1) % leaderboardEvery === 0;
  return due && s.phase !== 'leaderboard' ? 'leaderboard' : 'question';
};

/**
 * Time. Clients measure their offset to the server clock over /ws (`time` messages: round trip, NTP-style,
 * on connect and every `syncEveryMs`) and draw every countdown from server time, so screens agree within
 * `agreeWithinMs`. Answers are judged by the time the server receives them: one received up to `graceMs`
 * after the deadline still counts (the phone showed time left when it was sent), later ones are refused.
 */
export const liveClock = { syncEveryMs: 30_000, agreeWithinMs: 100, graceMs: 500 } as const;

/** What decides a session's phase at a moment: its stored phase, whether it is paused, and the shown step's deadline. */
export type PhaseClock = { phase: SessionPhase; paused: boolean; deadlineMs: number | null };

/**
 * The phase as every screen should take it at `nowMs` on the server clock: a shown step whose deadline (plus the
 * grace for answers in flight) has passed is closed, whether or not anyone said so, so correctness never waits for a
 * timer and the console offers the closed step's commands without being told.
 */
export const phaseAt = (s: PhaseClock, nowMs: number): SessionPhase =>
  s.phase === 'question' && !s.paused && s.deadlineMs !== null && nowMs > s.deadlineMs + liveClock.graceMs
    ? 'closed'
    : s.phase;

/** The commands a session takes at `nowMs` (the console enables exactly these). */
export const commandsAt = (s: PhaseClock, nowMs: number): HostCommand[] => {
  const phase = phaseAt(s, nowMs);
  return commandsByPhase[phase].filter(
    (c) => phase !== 'question' || (c === 'pause' ? !s.paused : c !== 'resume' || s.paused),
  );
};

/** Everyone on the big screen's leaderboard, and how many names one lobby event carries at most. */
export const sessionLimits = { leaderboardSize: 10, lobbyBatch: 50, nicknameMax: 12 } as const;

export const nicknameSchema = z
  .string({ error: '请输入昵称' })
  .trim()
  .min(1, { error: '请输入昵称' })
  .max(sessionLimits.nicknameMax, { error: `昵称不能超过${sessionLimits.nicknameMax}个字` });

/** A step as every screen may see it while it is shown: never its answer. */
export const sessionStepSchema = z.object({
  index: z.number().int(),
  /** single, multiple, judge (true/false), blank (fill-in) or sort (ordering: every option key once, in order). */
  type: z.string(),
  stem: z.string(),
  image: z.string(),
  options: z.array(z.object({ key: z.string(), text: z.string(), image: z.string() })),
  /** Blanks a fill-in step asks for (0 for choice steps). */
  blank_count: z.number().int(),
  seconds: z.number().int(),
  /** The round the step belongs to, as the organiser named it. */
  round_name: z.string(),
});
export type SessionStep = z.infer<typeof sessionStepSchema>;

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  player_id: z.number(),
  nickname: z.string(),
  score: z.number(),
  /** Points gained with the last revealed step, for the re-ranking animation. */
  delta: z.number(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const revealSchema = z.object({
  /** The right answer: option keys (in the right order for ordering), ['T'] / ['F'], or each blank's first accepted answer. */
  answer: z.array(z.string()),
  /** Answers per option key (choice steps), or per right/wrong (fill-in and ordering: keys 'right' and 'wrong'). */
  distribution: z.array(z.object({ key: z.string(), count: z.number().int() })),
  answered: z.number().int(),
  correct: z.number().int(),
  /** Mean answering time of the right answers, in ms (0 when none). */
  average_ms: z.number().int(),
  explanation: z.string(),
});
export type SessionReveal = z.infer<typeof revealSchema>;

/** The whole public state of a session: what the big screen shows and what every phone starts from. */
export const sessionSnapshotSchema = z.object({
  activity_id: z.number(),
  /** Goes up by one with every transition; host commands name the version they were given. */
  version: z.number().int(),
  phase: z.enum(sessionPhases),
  paused: z.boolean(),
  /** The shown (or last shown) step, -1 before the first. */
  step_index: z.number().int(),
  step_count: z.number().int(),
  step: sessionStepSchema.nullable(),
  /** ISO times on the server clock; null outside a shown step. */
  opened_at: z.string().nullable(),
  deadline_at: z.string().nullable(),
  /** While paused: the time the step had left. */
  remaining_ms: z.number().int().nullable(),
  joined: z.number().int(),
  answered: z.number().int(),
  capacity: z.number().int(),
  reveal: revealSchema.nullable(),
  /** In the leaderboard and finished phases: the top `sessionLimits.leaderboardSize`. */
  leaderboard: z.array(leaderboardRowSchema).nullable(),
  /** The server's clock when the snapshot was read (clients still measure their offset over /ws). */
  server_time: z.string(),
});
export type SessionSnapshot = z.infer<typeof sessionSnapshotSchema>;

/** A player of a session, as the console and the organiser's lists see them. */
export const sessionPlayerSchema = z.object({
  id: z.number(),
  participant_id: z.number(),
  nickname: z.string(),
  phone: z.string(),
  score: z.number(),
  rank: z.number().int(),
  correct: z.number().int(),
  answered: z.number().int(),
  status: z.enum(['playing', 'kicked', 'banned']),
  joined_at: z.string(),
});
export type SessionPlayer = z.infer<typeof sessionPlayerSchema>;

/** What one phone sees of itself beside the snapshot. */
export const sessionMeSchema = z.object({
  player_id: z.number(),
  nickname: z.string(),
  score: z.number(),
  rank: z.number().int(),
  streak: z.number().int(),
  /** The player's answer to the shown step, once given. */
  answer: z.array(z.string()).nullable(),
  /** The result of the last revealed step the player saw: null before any reveal. */
  last: z
    .object({ step_index: z.number().int(), correct: z.boolean(), points: z.number(), answered: z.boolean() })
    .nullable(),
});
export type SessionMe = z.infer<typeof sessionMeSchema>;

/** The host's view: the snapshot plus what only the console shows. */
export const sessionConsoleSchema = z.object({
  snapshot: sessionSnapshotSchema,
  /** Commands the current phase takes. */
  commands: z.array(z.enum(hostCommands)),
  /** Joins refused because the session was full, since the last reset. */
  full_refusals: z.number().int(),
  /** The host link's secret (a phone opens /h5/host/<key> to be the console); empty when revoked. */
  host_key: z.string(),
  /** The participants' join code and path, for the QR code. */
  code: z.string(),
  link: z.string(),
  title: z.string(),
  /** A draft activity runs as a rehearsal: at most the trial's players, and a reset wipes its scores. */
  rehearsal: z.boolean(),
  /** The leaderboard comes by itself after every this many steps (0: only when the host asks); see `nextShown`. */
  leaderboard_every: z.number().int(),
});
export type SessionConsole = z.infer<typeof sessionConsoleSchema>;

export const hostKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{24,64}$/, { error: '主持链接已失效，请向主办方索取新链接' });

/**
 * Who hosts: the organiser (or staff with the activity grant) naming `activity_id`, or whoever holds the host
 * link's key (`host_key`, then no login is needed and `activity_id` may be left out). Spread into an input and
 * check it with `requireHost`.
 */
export const hostShape = { activity_id: idSchema.optional(), host_key: hostKeySchema.optional() };
export const requireHost = (v: { activity_id?: unknown; host_key?: unknown }) =>
  v.activity_id !== undefined || v.host_key !== undefined;
export const hostRequiredMessage = { error: '请先登录或使用主持链接' };

/** The engine's calls for every on-site kind. */
export const liveSessionContract = {
  /**
   * Which on-site kind a console opens for: the organiser's activity or a host link's. The console address is
   * the same for every kind; this tells it which console to load.
   */
  hostKind: endpoint({
    method: 'POST',
    path: '/api/live/hostKind',
    auth: 'optional',
    effect: 'read',
    input: z.object(hostShape).refine(requireHost, hostRequiredMessage),
    data: z.object({ kind: z.number().int() }),
  }),
};

export const hostCommandSchema = z.enum(hostCommands, { error: '主持操作不正确' });
/** The version the console was showing when the host clicked: a second click on the same version moves nothing. */
export const fromVersionSchema = z.coerce.number({ error: '参数错误' }).int().min(0);
