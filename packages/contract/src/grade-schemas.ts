import { z } from 'zod';
import { idSchema, shortText } from './fields.js';

/**
 * On-site judge scoring (kind 6, 现场评委评分): an activity holds rounds (初赛, 复赛, 决赛…); a round has its
 * contestants, scoring items, rule and judges, each judge scoring through a secret link of their own. The result of
 * a round is recomputed from its stored scores by one pure module (grade-result.ts), so a disputed score is settled
 * by looking. This file holds the limits and shapes; the endpoints are in grade.ts.
 */

export const gradeLimits = {
  rounds: 20,
  itemsPerRound: 30,
  judgesPerRound: 50,
  judgeGroupsPerRound: 10,
  contestants: 2_000,
  groups: 100,
  fields: 10,
  /** Most k a trimmed mean drops from each end. */
  trim: 5,
  decimals: 3,
  /** A score, a weight or a step has at most this many decimals, so every sum is exact in ten-thousandths. */
  valueDecimals: 2,
  itemMax: 1_000,
  weightMax: 100,
  idsPerCall: 200,
  importRows: 2_000,
  commentLength: 200,
  descriptionLength: 2_000,
  audienceMax: 10,
} as const;

const decimalsOf = (value: number) => {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
};

/** A score, weight or step: a number with at most two decimals. */
export const gradeValueSchema = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .refine((value) => Number.isFinite(value), { error: `${label}必须是数字` })
    .refine((value) => decimalsOf(value) <= gradeLimits.valueDecimals, {
      error: `${label}最多保留${gradeLimits.valueDecimals}位小数`,
    });

export const gradeNameSchema = (label: string, max = 30) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, { error: `请输入${label}` })
    .max(max, { error: `${label}不能超过${max}个字` });

// ---- Scoring items ----

export const gradeItemFieldsSchema = z
  .object({
    name: gradeNameSchema('评分项名称', 20),
    min: gradeValueSchema('最低分')
      .refine((v) => v >= 0, { error: '最低分不能小于0' })
      .default(0),
    max: gradeValueSchema('最高分')
      .refine((v) => v > 0 && v <= gradeLimits.itemMax, { error: `最高分须大于0且不超过${gradeLimits.itemMax}` })
      .default(10),
    step: gradeValueSchema('步长')
      .refine((v) => v > 0, { error: '步长必须大于0' })
      .default(1),
    weight: gradeValueSchema('权重')
      .refine((v) => v > 0 && v <= gradeLimits.weightMax, { error: `权重须大于0且不超过${gradeLimits.weightMax}` })
      .default(1),
    description: shortText(100).default(''),
  })
  .refine((item) => item.min < item.max, { error: '最高分必须大于最低分', path: ['max'] })
  .refine((item) => isOnStep(item.max, item), { error: '最高分须在步长上（最低分加步长的整数倍）', path: ['step'] });
export type GradeItemFields = z.output<typeof gradeItemFieldsSchema>;

export const gradeItemSchema = z.object({
  id: z.number(),
  round_id: z.number(),
  name: z.string(),
  min: z.number(),
  max: z.number(),
  step: z.number(),
  weight: z.number(),
  description: z.string(),
  sort: z.number(),
});
export type GradeItem = z.infer<typeof gradeItemSchema>;

/** Ten-thousandths: every value has at most two decimals, so products of two stay whole in these units. */
const units = (value: number) => Math.round(value * 100);

/** Whether a score sits inside the item's range on one of its steps (min + n × step). */
export const isOnStep = (score: number, item: { min: number; step: number }): boolean =>
  (units(score) - units(item.min)) % units(item.step) === 0;

export const isScoreInRange = (score: number, item: { min: number; max: number; step: number }) =>
  score >= item.min && score <= item.max && decimalsOf(score) <= gradeLimits.valueDecimals && isOnStep(score, item);

// ---- The rule ----

/**
 * How a round's judges' scores become a contestant's score.
 * - sum: the judges' totals added up.
 * - mean: the mean of the judges' totals.
 * - trimmed_mean: the k highest and k lowest judges' totals dropped, the mean of the rest.
 * - item_trimmed_mean: per item, the k highest and k lowest scores dropped and the rest averaged; the weighted sum of
 *   those means.
 * A judge's total is the weighted sum of their item scores.
 */
export const gradeMethods = ['sum', 'mean', 'trimmed_mean', 'item_trimmed_mean'] as const;
export type GradeMethod = (typeof gradeMethods)[number];
export const gradeMethodTitles: Record<GradeMethod, string> = {
  sum: '总分相加',
  mean: '平均分',
  trimmed_mean: '去掉最高分和最低分后取平均',
  item_trimmed_mean: '每项去掉最高分和最低分后取平均，再按权重相加',
};

/** A judge who has not scored a contestant: left out of the result, or the result waits for them. */
export const gradeMissingRules = ['skip', 'block'] as const;
export type GradeMissingRule = (typeof gradeMissingRules)[number];
export const gradeMissingTitles: Record<GradeMissingRule, string> = {
  skip: '未评分的评委不计入',
  block: '所有评委评完才出结果',
};

export const gradeRuleSchema = z.object({
  method: z.enum(gradeMethods, { error: '计分方式不正确' }).default('trimmed_mean'),
  /** k: how many of the highest and of the lowest are dropped (trimmed methods). */
  trim: z.coerce
    .number({ error: '去掉的分数个数必须是整数' })
    .int({ error: '去掉的分数个数必须是整数' })
    .min(0, { error: '去掉的分数个数不能小于0' })
    .max(gradeLimits.trim, { error: `最多去掉${gradeLimits.trim}个最高分和最低分` })
    .default(1),
  /** Decimals the final score keeps, rounded half up. */
  decimals: z.coerce
    .number({ error: '保留小数位数必须是整数' })
    .int({ error: '保留小数位数必须是整数' })
    .min(0, { error: '保留小数位数不能小于0' })
    .max(gradeLimits.decimals, { error: `最多保留${gradeLimits.decimals}位小数` })
    .default(2),
  missing: z.enum(gradeMissingRules, { error: '未评分评委的处理方式不正确' }).default('skip'),
  /** The audience's share of the final score, in percent; 0 when the audience does not score. */
  audience_weight: z.coerce
    .number({ error: '观众权重必须是整数' })
    .int({ error: '观众权重必须是整数' })
    .min(0, { error: '观众权重须在0到100之间' })
    .max(100, { error: '观众权重须在0到100之间' })
    .default(0),
  /**
   * A judge whose total is further than this share of the full mark (percent) from the median of the other judges'
   * totals is flagged to the host; 0 flags nobody.
   */
  outlier_percent: z.coerce
    .number({ error: '偏离提醒比例必须是整数' })
    .int({ error: '偏离提醒比例必须是整数' })
    .min(0, { error: '偏离提醒比例须在0到100之间' })
    .max(100, { error: '偏离提醒比例须在0到100之间' })
    .default(20),
});
export type GradeRule = z.output<typeof gradeRuleSchema>;
export const defaultGradeRule: GradeRule = gradeRuleSchema.parse({});

// ---- Rounds ----

/** What a judge sees and what the big screen reveals. */
export const gradeRevealModes = ['each', 'total'] as const;
export type GradeRevealMode = (typeof gradeRevealModes)[number];
export const gradeRevealTitles: Record<GradeRevealMode, string> = {
  each: '逐个显示评委分数',
  total: '只显示最终得分',
};
export const gradeCommentModes = ['off', 'optional', 'required'] as const;
export type GradeCommentMode = (typeof gradeCommentModes)[number];
export const gradeCommentTitles: Record<GradeCommentMode, string> = {
  off: '不需要评语',
  optional: '可填评语',
  required: '必须填写评语',
};

export const gradeRoundSettingsSchema = z.object({
  name: gradeNameSchema('轮次名称', 20),
  reveal: z.enum(gradeRevealModes, { error: '亮分方式不正确' }).default('each'),
  comment: z.enum(gradeCommentModes, { error: '评语设置不正确' }).default('optional'),
  /** Whether a judge sees the other judges' submitted scores on their phone. */
  judges_see_others: z.boolean().default(false),
  /** Whether the audience scores this round from their phones (counted by the rule's audience weight). */
  audience_open: z.boolean().default(false),
});
export type GradeRoundSettings = z.output<typeof gradeRoundSettingsSchema>;

export const gradeRoundSchema = gradeRoundSettingsSchema.extend({
  id: z.number(),
  activity_id: z.number(),
  sort: z.number(),
  rule: gradeRuleSchema,
  /** The round its contestants were promoted from, if any. */
  from_round_id: z.number().nullable(),
  item_count: z.number(),
  contestant_count: z.number(),
  judge_count: z.number(),
  /** How many judge scores are stored: a round with scores keeps its items and rule as scored. */
  score_count: z.number(),
});
export type GradeRound = z.infer<typeof gradeRoundSchema>;

// ---- Contestants ----

/** An organiser-named column every contestant has (单位, 作品名称…); the name, photo and description always exist. */
export const gradeFieldSchema = z.object({
  key: z.string().regex(/^f\d{1,2}$/, { error: '字段标识不正确' }),
  label: gradeNameSchema('字段名称', 10),
});
export type GradeField = z.infer<typeof gradeFieldSchema>;
export const gradeFieldsSchema = z
  .array(gradeFieldSchema)
  .max(gradeLimits.fields, { error: `最多${gradeLimits.fields}个字段` })
  .refine((fields) => new Set(fields.map((f) => f.key)).size === fields.length, { error: '字段标识不能重复' })
  .refine((fields) => new Set(fields.map((f) => f.label)).size === fields.length, { error: '字段名称不能重复' });

export const gradeGroupSchema = z.object({
  id: z.number(),
  activity_id: z.number(),
  name: z.string(),
  contestant_count: z.number(),
});
export type GradeGroup = z.infer<typeof gradeGroupSchema>;

export const gradeContestantFieldsSchema = z.object({
  name: gradeNameSchema('选手姓名', 30),
  group_id: idSchema.nullable().default(null),
  photo: z.string().trim().max(500).default(''),
  description: shortText(gradeLimits.descriptionLength).default(''),
  /** Values of the organiser's fields, by key. */
  values: z.record(z.string(), shortText(100)).default({}),
});
export type GradeContestantFields = z.output<typeof gradeContestantFieldsSchema>;

export const gradeContestantSchema = z.object({
  id: z.number(),
  activity_id: z.number(),
  name: z.string(),
  group_id: z.number().nullable(),
  group_name: z.string(),
  photo: z.string(),
  description: z.string(),
  values: z.record(z.string(), z.string()),
  /** The rounds this contestant is in, with the order they appear in each. */
  rounds: z.array(z.object({ round_id: z.number(), sort: z.number() })),
});
export type GradeContestant = z.infer<typeof gradeContestantSchema>;

/** The import sheet's fixed columns; the organiser's field labels follow them. */
export const gradeImportColumns = ['姓名', '分组', '简介', '照片'] as const;

// ---- Judges ----

/**
 * A round's judges may be grouped (专业评委 70%, 大众评委 30%): each group's part is computed by the round's rule over
 * its own judges, and the judges' part is the groups' parts weighted (grade-result.ts, rule 9). Once a round has
 * groups, every judge scoring it belongs to one; groups, weights and who is in which stay as scored once a judge
 * has scored the round (GRADE_ROUND_SCORED), like the items.
 */
export const gradeJudgeGroupFieldsSchema = z.object({
  name: gradeNameSchema('评委分组名称', 10),
  weight: z.coerce
    .number({ error: '分组权重必须是整数' })
    .int({ error: '分组权重必须是整数' })
    .min(1, { error: '分组权重须在1到100之间' })
    .max(100, { error: '分组权重须在1到100之间' }),
});
export type GradeJudgeGroupFields = z.output<typeof gradeJudgeGroupFieldsSchema>;

export const gradeJudgeGroupSchema = gradeJudgeGroupFieldsSchema.extend({
  id: z.number(),
  round_id: z.number(),
  sort: z.number(),
  judge_count: z.number(),
});
export type GradeJudgeGroup = z.infer<typeof gradeJudgeGroupSchema>;

export const gradeJudgeFieldsSchema = z.object({
  name: gradeNameSchema('评委姓名', 20),
  /** What the big screen shows under the name (教授, 特邀评委…). */
  title: shortText(20).default(''),
  /** The judge's group in the round (required once the round has groups). */
  group_id: idSchema.nullable().default(null),
});

export const gradeJudgeSchema = z.object({
  id: z.number(),
  round_id: z.number(),
  name: z.string(),
  title: z.string(),
  group_id: z.number().nullable(),
  group_name: z.string(),
  sort: z.number(),
  /** The judge's own link key (the organiser hands it over as a link or QR); replaced when revoked. */
  key: z.string(),
  scored: z.number(),
});
export type GradeJudge = z.infer<typeof gradeJudgeSchema>;

// ---- Scores ----

export const gradeItemScoreSchema = z.object({ item_id: idSchema, score: gradeValueSchema('分数') });

export const gradeScoreSchema = z.object({
  id: z.number(),
  round_id: z.number(),
  contestant_id: z.number(),
  judge_id: z.number(),
  judge_name: z.string(),
  /** A judge who abstains (conflict of interest) gives no scores and is left out of this contestant's result. */
  abstained: z.boolean(),
  items: z.array(z.object({ item_id: z.number(), score: z.number() })),
  total: z.number(),
  comment: z.string(),
  submitted_at: z.string(),
  /** False after the host unlocked it, until the judge submits again. */
  locked: z.boolean(),
  /** What each unlock replaced, oldest first, with who unlocked it and why. */
  history: z.array(
    z.object({
      items: z.array(z.object({ item_id: z.number(), score: z.number() })),
      abstained: z.boolean(),
      comment: z.string(),
      submitted_at: z.string(),
      unlocked_at: z.string(),
      unlocked_by: z.string(),
      reason: z.string(),
    }),
  ),
});
export type GradeScore = z.infer<typeof gradeScoreSchema>;

export const gradeAudienceScoreSchema = z.object({
  id: z.number(),
  round_id: z.number(),
  contestant_id: z.number(),
  contestant_name: z.string(),
  /** Who scored, masked as the product shows a participant (nickname or masked phone). */
  who: z.string(),
  score: z.number(),
  created_at: z.string(),
});
export type GradeAudienceScore = z.infer<typeof gradeAudienceScoreSchema>;

export const gradeAudienceScoreValueSchema = z.coerce
  .number({ error: '请选择分数' })
  .int({ error: '分数必须是整数' })
  .min(1, { error: `分数须在1到${gradeLimits.audienceMax}之间` })
  .max(gradeLimits.audienceMax, { error: `分数须在1到${gradeLimits.audienceMax}之间` });

export const gradeIdsSchema = z
  .array(idSchema)
  .min(1, { error: '请选择记录' })
  .max(gradeLimits.idsPerCall, { error: `每次最多选择${gradeLimits.idsPerCall}条` });

// ---- The big screen's and the phone pages' looks (saveBsPhoneConfig) ----

const colourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: '颜色格式不正确' })
  .default('#1F4E9E');

export const gradeScreenPageSchema = z.object({
  title: shortText(40).default(''),
  background: z.string().trim().max(500).default(''),
  theme_color: colourSchema,
  show_photo: z.boolean().default(true),
  /** The live ranking beside the current contestant, and how many rows it shows. */
  show_ranking: z.boolean().default(true),
  ranking_size: z.coerce
    .number({ error: '排行榜人数必须是整数' })
    .int({ error: '排行榜人数必须是整数' })
    .min(3, { error: '排行榜人数须在3到50之间' })
    .max(50, { error: '排行榜人数须在3到50之间' })
    .default(10),
});
export const gradePhonePageSchema = z.object({
  title: shortText(40).default(''),
  /** What the page says above the scoring form (评分须知…). */
  notice: shortText(500).default(''),
});
export const gradePagesSchema = z.object({
  screen: gradeScreenPageSchema.default(gradeScreenPageSchema.parse({})),
  judge: gradePhonePageSchema.default(gradePhonePageSchema.parse({})),
  audience: gradePhonePageSchema.default(gradePhonePageSchema.parse({})),
});
export type GradePages = z.output<typeof gradePagesSchema>;
/** The spec's page_type / phone_page_type pair, as one name of a page. */
export const gradePageTypes = ['screen', 'phone'] as const;
export const gradePhonePageTypes = ['judge', 'audience'] as const;
export type GradePageName = keyof GradePages;

// ---- Results and the stage (the stage travels on the live channel: live.ts carries it) ----

/** A contestant's result line as the results page and the big screen show it (computed by grade-result.ts). */
export const gradeResultLineSchema = z.object({
  contestant_id: z.number(),
  name: z.string(),
  group_name: z.string(),
  photo: z.string(),
  sort: z.number(),
  status: z.enum(['scored', 'waiting', 'none']),
  judges: z.array(
    z.object({
      judge_id: z.number(),
      state: z.enum(['scored', 'abstained', 'missing']),
      total: z.number().nullable(),
      dropped: z.boolean(),
      flagged: z.boolean(),
      items: z.array(z.object({ item_id: z.number(), score: z.number(), dropped: z.boolean() })),
    }),
  ),
  judge_score: z.number().nullable(),
  /** Each judge group's part; empty when the round has no groups. */
  groups: z.array(z.object({ group_id: z.number(), count: z.number(), score: z.number().nullable() })),
  audience: z.object({ count: z.number(), mean: z.number().nullable(), score: z.number().nullable() }),
  final: z.number().nullable(),
  raw_mean: z.number().nullable(),
  rank: z.number().nullable(),
});
export type GradeResultLine = z.infer<typeof gradeResultLineSchema>;

// ---- The stage: the host puts contestants on, reveals and ranks (console, big screen and phones follow) ----

/**
 * - idle: nobody on stage yet (the screen shows the activity and the round's running order).
 * - scoring: a contestant on stage; judges' phones open their sheet, the screen counts "评委已评 n/m".
 * - revealed: the contestant's result on the screen (each judge's score or only the final, as the round sets).
 * - ranking: the round's ranking on the screen.
 * - finished: the contest is over; the screen keeps the final ranking.
 */
export const gradePhases = ['idle', 'scoring', 'revealed', 'ranking', 'finished'] as const;
export type GradePhase = (typeof gradePhases)[number];

/**
 * - show: puts `contestant_id` of `round_id` on stage (also the next one after a reveal).
 * - reveal: shows the contestant's result; refused while no judge has scored.
 * - ranking: shows the round's ranking.
 * - finish: ends the contest.
 */
export const gradeCommands = ['show', 'reveal', 'ranking', 'finish'] as const;
export type GradeCommand = (typeof gradeCommands)[number];
export const gradeCommandsByPhase: Record<GradePhase, readonly GradeCommand[]> = {
  idle: ['show', 'ranking', 'finish'],
  scoring: ['show', 'reveal', 'ranking', 'finish'],
  revealed: ['show', 'ranking', 'finish'],
  ranking: ['show', 'finish'],
  finished: ['show'],
};

/** The stage as every screen and phone sees it, published whole as `grade.stage` after each command. */
export const gradeStageSchema = z.object({
  activity_id: z.number(),
  version: z.number().int(),
  phase: z.enum(gradePhases),
  round: z.object({ id: z.number(), name: z.string(), reveal: z.enum(['each', 'total']) }).nullable(),
  contestant: gradeContestantSchema.omit({ rounds: true, activity_id: true }).nullable(),
  /** The judges of the round on stage and whether each has scored the contestant on stage ("评委已评 5/7"). */
  judges: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      title: z.string(),
      state: z.enum(['scored', 'abstained', 'missing']),
    }),
  ),
  /** The contestant's result once revealed (without judges' scores when the round reveals only the total). */
  result: gradeResultLineSchema.nullable(),
  /** The round's ranking once shown (phase ranking or finished). */
  ranking: z.array(gradeResultLineSchema),
  rule_text: z.string(),
  /** The round's judge groups with their weights (each line's `groups` names them); empty without groups. */
  groups: z.array(z.object({ id: z.number(), name: z.string(), weight: z.number() })),
});
export type GradeStage = z.infer<typeof gradeStageSchema>;
