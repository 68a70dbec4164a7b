import { z } from 'zod';
import { ticketSchema } from './activity.js';
import { activityEndpoint, endpoint } from './endpoint.js';
import { idSchema, pointsDeltaSchema, shortText } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';

/**
 * The on-site quiz competition (kind 2, docs/competition.md): teams (or single contestants) at tables, a host, a
 * big screen. This file holds its teams, the contestants in them and the score ledger: every change of a score is
 * an appended entry (an answer's points, a buzz's, a stake's, a host's adjustment with its reason), a total is the
 * sum of its entries and an undo is a compensating entry, so no concurrent change is ever lost and every total can
 * be explained line by line. The spec's section 7 calls (`team/*`, `responseData/*`, `scoringSystem/*`) read and
 * write the ledger; the calls it does not show live under `/api/team/*` (set-up) and `/api/h5/competition/*`.
 */

export const competitionModes = ['team', 'individual'] as const;
export type CompetitionMode = (typeof competitionModes)[number];

export const competitionLimits = {
  teams: 16,
  membersPerTeam: 20,
  /** The most one entry may add or take away. */
  deltaMax: 10_000,
  teamCodeLength: 6,
} as const;

/** The competition's own settings, kept under `competition` in the activity's settings beside the quiz rounds' own. */
export const competitionSettingsSchema = z.object({
  /** 团队赛: contestants join teams and the teams are ranked; 个人赛: each contestant is ranked alone. */
  mode: z.enum(competitionModes, { error: '比赛形式不正确' }).catch('team'),
  /** Whether the big screen and the phones show the totals while the contest runs (team/teamIsShow). */
  show_scores: z.boolean().catch(true),
});
export type CompetitionSettings = z.infer<typeof competitionSettingsSchema>;

/** Teams' colours, offered in this order to a new team: distinct on a big screen and for colour-blind eyes. */
export const competitionTeamColors = [
  '#e8464a',
  '#1677ff',
  '#52c41a',
  '#faad14',
  '#722ed1',
  '#13c2c2',
  '#eb2f96',
  '#fa8c16',
] as const;

const teamNameSchema = z
  .string({ error: '请输入队伍名称' })
  .trim()
  .min(1, { error: '请输入队伍名称' })
  .max(20, { error: '队伍名称不能超过20个字' });
const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: '颜色格式不正确' });

export const competitionTeamFieldsSchema = z.object({
  name: teamNameSchema,
  /** Empty: the next colour of competitionTeamColors not yet taken. */
  color: z.union([z.literal(''), colorSchema]).default(''),
});

/** A team as the set-up page and the scorer list it, with its total (the sum of its entries). */
export const competitionTeamSchema = z.object({
  id: z.number(),
  activity_id: z.number(),
  name: z.string(),
  color: z.string(),
  sort: z.number().int(),
  /** What a contestant types (or scans) on the phone to join this team: server-made, unique in the activity. */
  join_code: z.string(),
  member_count: z.number().int(),
  total: z.number().int(),
});
export type CompetitionTeam = z.infer<typeof competitionTeamSchema>;

/** A contestant: a participant on a contestant device, in a team (团队赛) or alone (个人赛). */
export const competitionMemberSchema = z.object({
  id: z.number(),
  activity_id: z.number(),
  team_id: z.number().nullable(),
  team_name: z.string(),
  name: z.string(),
  phone: z.string(),
  joined_at: z.string(),
  total: z.number().int(),
});
export type CompetitionMember = z.infer<typeof competitionMemberSchema>;

export const competitionEntrySources = ['answer', 'buzz', 'stake', 'adjust', 'undo'] as const;
export type CompetitionEntrySource = (typeof competitionEntrySources)[number];
export const competitionEntrySourceNames: Record<CompetitionEntrySource, string> = {
  answer: '答题',
  buzz: '抢答',
  stake: '风险题',
  adjust: '手动调整',
  undo: '撤销',
};

/**
 * One line of the ledger. A contestant's entry also counts for the team they were in when it was made (`team_id`);
 * a team's own entry has no member. `undone_by` is the entry that compensated this one, if any.
 */
export const competitionEntrySchema = z.object({
  id: z.number(),
  activity_id: z.number(),
  team_id: z.number().nullable(),
  team_name: z.string(),
  member_id: z.number().nullable(),
  member_name: z.string(),
  round_name: z.string(),
  delta: z.number().int(),
  reason: z.string(),
  source: z.enum(competitionEntrySources),
  undoes: z.number().nullable(),
  undone_by: z.number().nullable(),
  /** The account that made it (its name, or phone when it has none); empty for the contest's own entries. */
  given_by: z.string(),
  created_at: z.string(),
});
export type CompetitionEntry = z.infer<typeof competitionEntrySchema>;

/**
 * A place in the standings. Equal totals share a place (1, 1, 3), listed in the teams' order: a tie is decided on
 * stage by a play-off question (加赛), never by the order rows were written.
 */
export const competitionStandingSchema = z.object({
  rank: z.number().int(),
  id: z.number(),
  name: z.string(),
  color: z.string(),
  team_name: z.string(),
  total: z.number().int(),
});
export type CompetitionStanding = z.infer<typeof competitionStandingSchema>;

/** Ranks totals as the standings do: highest first, equal totals sharing the place of the first of them. */
export const rankCompetition = <T extends { total: number }>(rows: T[]) => {
  const sorted = [...rows].sort((a, b) => b.total - a.total);
  return sorted.map((row) => ({ ...row, rank: sorted.findIndex((r) => r.total === row.total) + 1 }));
};

const activityInput = z.object({ activity_id: idSchema });
const keywordSchema = z.string().trim().max(50).default('');
const optionalId = z.union([z.literal(''), idSchema]).default('');
const reasonSchema = z
  .string({ error: '请输入加减分原因' })
  .trim()
  .min(1, { error: '请输入加减分原因' })
  .max(50, { error: '原因不能超过50个字' });
const adjustShape = {
  delta: pointsDeltaSchema(competitionLimits.deltaMax),
  reason: reasonSchema,
  round_name: shortText(30).default(''),
};

/** Set-up of teams and the competition's settings (designed here: the spec shows only teamIsShow and activityInit). */
export const competitionTeamContract = {
  settings: activityEndpoint({
    method: 'POST',
    path: '/api/team/settings',
    effect: 'read',
    input: activityInput,
    data: competitionSettingsSchema,
  }),
  /** Team or individual; refused once the ledger has an entry (COMPETITION_SCORED). */
  saveSettings: activityEndpoint({
    method: 'POST',
    path: '/api/team/saveSettings',
    input: activityInput.extend({ mode: z.enum(competitionModes, { error: '比赛形式不正确' }) }),
    data: competitionSettingsSchema,
  }),
  /** Whether the big screen and the phones show the totals while the contest runs (hidden before a final, say). */
  teamIsShow: activityEndpoint({
    method: 'POST',
    path: '/api/team/teamIsShow',
    input: activityInput.extend({ show: z.boolean({ error: '请选择是否显示得分' }) }),
    data: competitionSettingsSchema,
  }),
  /** The teams in their order, each with its members' count and its total. */
  list: activityEndpoint({
    method: 'POST',
    path: '/api/team/list',
    effect: 'read',
    input: activityInput,
    data: z.array(competitionTeamSchema),
  }),
  /** Adds a team (no id) or renames and recolours one; a team's join code never changes. */
  save: activityEndpoint({
    method: 'POST',
    path: '/api/team/save',
    input: activityInput.extend({ id: optionalId }).extend(competitionTeamFieldsSchema.shape),
    data: competitionTeamSchema,
  }),
  /** Removes a team that has no members and no entries (a team that scored stays in the ledger). */
  del: activityEndpoint({
    method: 'POST',
    path: '/api/team/del',
    input: activityInput.extend({ id: idSchema }),
    data: z.null(),
  }),
  /** Sets the teams' order (the scoreboard's and the 必答 turn order): every team's id once. */
  sort: activityEndpoint({
    method: 'POST',
    path: '/api/team/sort',
    input: activityInput.extend({ ids: z.array(idSchema).min(1).max(competitionLimits.teams) }),
    data: z.array(competitionTeamSchema),
  }),
  /** Moves a contestant to another team (or out of any, in 个人赛). */
  moveMember: activityEndpoint({
    method: 'POST',
    path: '/api/team/moveMember',
    input: activityInput.extend({ member_id: idSchema, team_id: optionalId }),
    data: competitionMemberSchema,
  }),
  /** A rehearsal's reset: every ledger entry of the activity removed, the teams and contestants kept. */
  activityInit: activityEndpoint({
    method: 'POST',
    path: '/api/team/activityInit',
    input: activityInput,
    data: z.object({ deleted: z.number().int() }),
  }),
  /** The team standings. */
  calculate: activityEndpoint({
    method: 'POST',
    path: '/api/team/calculate',
    effect: 'read',
    input: activityInput,
    data: z.array(competitionStandingSchema),
  }),
  /** The contestants' standings, of one team or of all. */
  calculatePersonal: activityEndpoint({
    method: 'POST',
    path: '/api/team/calculatePersonal',
    effect: 'read',
    input: activityInput.extend({ team_id: optionalId }),
    data: z.array(competitionStandingSchema),
  }),
};

const recordFilter = pageInputSchema.extend(activityInput.shape).extend({
  team_id: optionalId,
  member_id: optionalId,
});

/** The ledger, read (the spec's `responseData/teamScoreRecord` and `personalScoreRecord`): newest first. */
export const competitionRecordContract = {
  /** Entries that count for a team: its own and its contestants'. */
  teamScoreRecord: activityEndpoint({
    method: 'POST',
    path: '/api/responseData/teamScoreRecord',
    effect: 'read',
    input: recordFilter.omit({ member_id: true }),
    data: listSchema(competitionEntrySchema),
  }),
  /** Entries of contestants (of one when member_id is given). */
  personalScoreRecord: activityEndpoint({
    method: 'POST',
    path: '/api/responseData/personalScoreRecord',
    effect: 'read',
    input: recordFilter,
    data: listSchema(competitionEntrySchema),
  }),
};

/** The host's scorer (the spec's `scoringSystem/*`): pick a team or a contestant, add or take points with a reason. */
export const competitionScoringContract = {
  /** What the scorer picks from: the teams, the rounds' names and the reasons used before (most used first). */
  selectList: activityEndpoint({
    method: 'POST',
    path: '/api/scoringSystem/selectList',
    effect: 'read',
    input: activityInput,
    data: z.object({
      mode: z.enum(competitionModes),
      teams: z.array(z.object({ id: z.number(), name: z.string(), color: z.string() })),
      rounds: z.array(z.string()),
      reasons: z.array(z.string()),
    }),
  }),
  userList: activityEndpoint({
    method: 'POST',
    path: '/api/scoringSystem/userList',
    effect: 'read',
    input: pageInputSchema.extend(activityInput.shape).extend({ team_id: optionalId, keyword: keywordSchema }),
    data: listSchema(competitionMemberSchema),
  }),
  teamList: activityEndpoint({
    method: 'POST',
    path: '/api/scoringSystem/teamList',
    effect: 'read',
    input: activityInput,
    data: z.array(competitionTeamSchema),
  }),
  /** Adds to (or takes from) a team's total: one entry with the reason and who gave it. */
  calculate: activityEndpoint({
    method: 'POST',
    path: '/api/scoringSystem/calculate',
    input: activityInput.extend({ team_id: idSchema, ...adjustShape }),
    data: competitionEntrySchema,
  }),
  /** Adds to (or takes from) a contestant's total, which counts for their team too. */
  calculatePersonal: activityEndpoint({
    method: 'POST',
    path: '/api/scoringSystem/calculatePersonal',
    input: activityInput.extend({ member_id: idSchema, ...adjustShape }),
    data: competitionEntrySchema,
  }),
  /** Undoes an entry with its compensating entry; an entry is undone once, and an undo is not undone. */
  undo: activityEndpoint({
    method: 'POST',
    path: '/api/scoringSystem/undo',
    input: activityInput.extend({ entry_id: idSchema, reason: shortText(50).default('') }),
    data: competitionEntrySchema,
  }),
};

/** A contestant device: the teams to join and joining one by its code (after h5/enter, with the ticket). */
export const competitionPhoneContract = {
  teams: endpoint({
    method: 'POST',
    path: '/api/h5/competition/teams',
    auth: 'public',
    effect: 'read',
    input: z.object({ ticket: ticketSchema }),
    data: z.object({
      mode: z.enum(competitionModes),
      teams: z.array(z.object({ id: z.number(), name: z.string(), color: z.string(), member_count: z.number() })),
      me: competitionMemberSchema.nullable(),
    }),
  }),
  /** Joins the team whose code was typed or scanned (团队赛), or enters alone (个人赛: no code); again: moves. */
  join: endpoint({
    method: 'POST',
    path: '/api/h5/competition/join',
    auth: 'public',
    input: z.object({
      ticket: ticketSchema,
      name: z
        .string({ error: '请输入姓名' })
        .trim()
        .min(1, { error: '请输入姓名' })
        .max(20, { error: '姓名不能超过20个字' }),
      team_code: z.string().trim().toUpperCase().max(12).default(''),
    }),
    data: competitionMemberSchema,
  }),
};
