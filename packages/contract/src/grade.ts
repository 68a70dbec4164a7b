import { z } from 'zod';
import { activityCodeSchema, identityModeSchema, ticketSchema } from './activity.js';
import { activityEndpoint, endpoint, fileAnswerSchema } from './endpoint.js';
import { flagSchema, idSchema, shortText } from './fields.js';
import {
  gradeAudienceScoreSchema,
  gradeAudienceScoreValueSchema,
  gradeCommands,
  gradeCommentModes,
  gradeContestantFieldsSchema,
  gradeContestantSchema,
  gradeFieldSchema,
  gradeFieldsSchema,
  gradeGroupSchema,
  gradeIdsSchema,
  gradeItemFieldsSchema,
  gradeItemSchema,
  gradeItemScoreSchema,
  gradeJudgeFieldsSchema,
  gradeJudgeGroupFieldsSchema,
  gradeJudgeGroupSchema,
  gradeJudgeSchema,
  gradeLimits,
  gradeNameSchema,
  gradePagesSchema,
  gradePageTypes,
  gradePhonePageSchema,
  gradePhonePageTypes,
  gradeResultLineSchema,
  gradeRoundSchema,
  gradeRoundSettingsSchema,
  gradeRuleSchema,
  gradeScoreSchema,
  gradeScreenPageSchema,
  gradeStageSchema,
} from './grade-schemas.js';
import { listSchema, pageInputSchema } from './list.js';
import { fromVersionSchema, hostRequiredMessage, hostShape, requireHost } from './live-session.js';

/**
 * On-site judge scoring (kind 6) endpoints (shapes and rules in grade-schemas.ts, the result in grade-result.ts).
 * The spec's section 7 calls (`gradeRound/*`, `GradeRound/*`, `GradeActivity/*`, `userData/*Score*`) set it up and
 * read its scores; the calls the spec does not show live under `/api/grade/*` (organiser) and `/api/h5/grade/*`
 * (judges' and the audience's phones).
 */

const activityInput = z.object({ activity_id: idSchema });
const idInput = z.object({ id: idSchema });
const roundInput = z.object({ round_id: idSchema });
const keywordSchema = z.string().trim().max(50).default('');
const optionalId = z.union([z.literal(''), idSchema]).default('');
const deletedSchema = z.object({ deleted: z.number().int() });

/** Rounds, their rule and their scoring items (the spec's `gradeRound/list` and `GradeRound/*`). */
export const gradeRoundContract = {
  /** The activity's rounds in show order (sort, then id), with their counts. */
  list: activityEndpoint({
    method: 'GET',
    path: '/api/gradeRound/list',
    input: pageInputSchema.extend(activityInput.shape),
    data: listSchema(gradeRoundSchema),
  }),
  /** Adds a round with the default rule, last in order. */
  addSetting: activityEndpoint({
    method: 'POST',
    path: '/api/GradeRound/addSetting',
    input: activityInput.extend(gradeRoundSettingsSchema.shape),
    data: gradeRoundSchema,
  }),
  saveSetting: activityEndpoint({
    method: 'POST',
    path: '/api/GradeRound/saveSetting',
    input: idInput.extend(gradeRoundSettingsSchema.shape),
    data: gradeRoundSchema,
  }),
  getSetting: activityEndpoint({
    method: 'GET',
    path: '/api/GradeRound/getSetting',
    input: idInput,
    data: gradeRoundSchema,
  }),
  /** Deletes a round no judge has scored in yet (GRADE_ROUND_SCORED otherwise), with its items, judges and entries. */
  delSetting: activityEndpoint({ method: 'POST', path: '/api/GradeRound/delSetting', input: idInput, data: z.null() }),
  /** Puts the activity's rounds in the order given (every round once). */
  sort: activityEndpoint({
    method: 'POST',
    path: '/api/GradeRound/sort',
    input: activityInput.extend({ ids: z.array(idSchema).min(1, { error: '请选择轮次' }).max(gradeLimits.rounds) }),
    data: z.null(),
  }),
  getRule: activityEndpoint({
    method: 'POST',
    path: '/api/GradeRound/getRule',
    effect: 'read',
    input: idInput,
    data: gradeRuleSchema,
  }),
  /** Saves the rule; results are recomputed from the stored scores, so a rule may change after scoring. */
  saveRule: activityEndpoint({
    method: 'POST',
    path: '/api/GradeRound/saveRule',
    input: idInput.extend(gradeRuleSchema.shape),
    data: gradeRuleSchema,
  }),
  addScoringItems: activityEndpoint({
    method: 'POST',
    path: '/api/GradeRound/addScoringItems',
    input: z.intersection(roundInput, gradeItemFieldsSchema),
    data: gradeItemSchema,
  }),
  /** Edits an item; its range, step and weight stay as scored once a judge has scored the round (GRADE_ROUND_SCORED). */
  editScoringItems: activityEndpoint({
    method: 'POST',
    path: '/api/GradeRound/editScoringItems',
    input: z.intersection(idInput, gradeItemFieldsSchema),
    data: gradeItemSchema,
  }),
  delScoringItems: activityEndpoint({
    method: 'POST',
    path: '/api/GradeRound/delScoringItems',
    input: idInput,
    data: z.null(),
  }),
  scoringItems: activityEndpoint({
    method: 'GET',
    path: '/api/GradeRound/scoringItems',
    input: activityInput.extend(roundInput.shape),
    data: z.array(gradeItemSchema),
  }),
  scoringItemsDetail: activityEndpoint({
    method: 'GET',
    path: '/api/GradeRound/scoringItemsDetail',
    input: idInput,
    data: gradeItemSchema,
  }),
};

const contestantInput = gradeContestantFieldsSchema.extend({
  /** The rounds the contestant is in (added last in each); on edit, the rounds they are in after it. */
  round_ids: z.array(idSchema).max(gradeLimits.rounds).default([]),
});

/** Contestants, their groups and fields, the pages' looks and the audience (the spec's `GradeActivity/*`). */
export const gradeActivityContract = {
  userField: activityEndpoint({
    method: 'GET',
    path: '/api/GradeActivity/userField',
    input: activityInput,
    data: z.array(gradeFieldSchema),
  }),
  /** Saves the contestant columns; a removed column's values are dropped from every contestant. */
  saveUserField: activityEndpoint({
    method: 'POST',
    path: '/api/GradeActivity/saveUserField',
    input: activityInput.extend({ fields: gradeFieldsSchema }),
    data: z.array(gradeFieldSchema),
  }),
  /** The groups; `is_page` 0 answers every group on one page. */
  userGroup: activityEndpoint({
    method: 'GET',
    path: '/api/GradeActivity/userGroup',
    input: pageInputSchema.extend(activityInput.shape).extend({ is_page: flagSchema.default(1) }),
    data: listSchema(gradeGroupSchema),
  }),
  addUserGroup: activityEndpoint({
    method: 'POST',
    path: '/api/GradeActivity/addUserGroup',
    input: activityInput.extend({ name: gradeNameSchema('分组名称', 20) }),
    data: gradeGroupSchema,
  }),
  editUserGroup: activityEndpoint({
    method: 'POST',
    path: '/api/GradeActivity/editUserGroup',
    input: idInput.extend({ name: gradeNameSchema('分组名称', 20) }),
    data: gradeGroupSchema,
  }),
  detUserGroup: activityEndpoint({
    method: 'GET',
    path: '/api/GradeActivity/detUserGroup',
    input: idInput,
    data: gradeGroupSchema,
  }),
  /** Deletes a group; its contestants stay, ungrouped. */
  delUserGroup: activityEndpoint({
    method: 'GET',
    path: '/api/GradeActivity/delUserGroup',
    effect: 'write',
    input: idInput,
    data: z.null(),
  }),
  userList: activityEndpoint({
    method: 'POST',
    path: '/api/GradeActivity/userList',
    effect: 'read',
    input: pageInputSchema.extend(activityInput.shape).extend({
      /** A round's contestants in their stage order; otherwise every contestant by id. */
      round_id: optionalId,
      group_id: optionalId,
      keyword: keywordSchema,
    }),
    data: listSchema(gradeContestantSchema),
  }),
  addUser: activityEndpoint({
    method: 'POST',
    path: '/api/GradeActivity/addUser',
    input: activityInput.extend(contestantInput.shape),
    data: gradeContestantSchema,
  }),
  editUser: activityEndpoint({
    method: 'POST',
    path: '/api/GradeActivity/editUser',
    input: idInput.extend(contestantInput.shape),
    data: gradeContestantSchema,
  }),
  detailUser: activityEndpoint({
    method: 'GET',
    path: '/api/GradeActivity/detailUser',
    input: idInput,
    data: gradeContestantSchema,
  }),
  /** Deletes a contestant nobody has scored (GRADE_CONTESTANT_SCORED otherwise). */
  delUser: activityEndpoint({
    method: 'GET',
    path: '/api/GradeActivity/delUser',
    effect: 'write',
    input: idInput,
    data: z.null(),
  }),
  saveUserDesc: activityEndpoint({
    method: 'POST',
    path: '/api/GradeActivity/saveUserDesc',
    input: idInput.extend({ description: gradeContestantFieldsSchema.shape.description }),
    data: gradeContestantSchema,
  }),
  /** Saves a round's contestants ("round contestants") in their stage order: the list given, every one once. */
  saveRc: activityEndpoint({
    method: 'POST',
    path: '/api/GradeActivity/saveRc',
    input: activityInput.extend(roundInput.shape).extend({
      contestant_ids: z.array(idSchema).max(gradeLimits.contestants),
    }),
    data: z.object({ count: z.number().int() }),
  }),
  /** The big screen's look (page_type screen) or a phone page's (page_type phone: judge or audience). */
  getBsPhoneConfig: activityEndpoint({
    method: 'POST',
    path: '/api/GradeActivity/getBsPhoneConfig',
    effect: 'read',
    input: activityInput.extend({
      page_type: z.enum(gradePageTypes, { error: '页面类型不正确' }),
      phone_page_type: z.enum(gradePhonePageTypes, { error: '手机页面类型不正确' }).optional(),
    }),
    data: z.union([gradeScreenPageSchema, gradePhonePageSchema]),
  }),
  saveBsPhoneConfig: activityEndpoint({
    method: 'POST',
    path: '/api/GradeActivity/saveBsPhoneConfig',
    input: z.discriminatedUnion('page_type', [
      activityInput.extend({ page_type: z.literal('screen'), config: gradeScreenPageSchema }),
      activityInput.extend({
        page_type: z.literal('phone'),
        phone_page_type: z.enum(gradePhonePageTypes, { error: '手机页面类型不正确' }),
        config: gradePhonePageSchema,
      }),
    ]),
    data: gradePagesSchema,
  }),
  /** Who in the audience scored: one row per participant with how many scores they gave. */
  audienceList: activityEndpoint({
    method: 'POST',
    path: '/api/GradeActivity/audienceList',
    effect: 'read',
    input: pageInputSchema.extend(activityInput.shape).extend({ round_id: optionalId, keyword: keywordSchema }),
    data: listSchema(
      z.object({ participant_id: z.number(), who: z.string(), scores: z.number(), last_at: z.string() }),
    ),
  }),
  /** Removes audience members and every score they gave (in every round). */
  audienceDelete: activityEndpoint({
    method: 'POST',
    path: '/api/GradeActivity/audienceDelete',
    input: activityInput.extend({ participant_ids: gradeIdsSchema }),
    data: deletedSchema,
  }),
};

const scoreFilter = pageInputSchema.extend(activityInput.shape).extend({
  round_id: idSchema,
  contestant_id: optionalId,
  judge_id: optionalId,
});

export const gradeRoundResultSchema = z.object({
  round: gradeRoundSchema,
  /** The rule in words, as the results page and the big screen state it. */
  rule_text: z.string(),
  full_mark: z.number(),
  items: z.array(gradeItemSchema),
  judges: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      title: z.string(),
      removed: z.boolean(),
      group_id: z.number().nullable(),
    }),
  ),
  /** The round's judge groups with their weights (each line's `groups` names them); empty without groups. */
  groups: z.array(z.object({ id: z.number(), name: z.string(), weight: z.number() })),
  lines: z.array(gradeResultLineSchema),
});
export type GradeRoundResult = z.infer<typeof gradeRoundResultSchema>;

/** The spec's score data calls (`userData/*`): judges' and the audience's scores, and the contestants' results. */
export const gradeUserDataContract = {
  /** The contestants' results in a round (ranked), recomputed from the stored scores on every read. */
  userScore: activityEndpoint({
    method: 'POST',
    path: '/api/userData/userScore',
    effect: 'read',
    input: activityInput.extend(roundInput.shape),
    data: gradeRoundResultSchema,
  }),
  /** Removes every score (judges' and audience's) of these contestants in the round. */
  userScoreDelete: activityEndpoint({
    method: 'POST',
    path: '/api/userData/userScoreDelete',
    input: activityInput.extend(roundInput.shape).extend({ contestant_ids: gradeIdsSchema }),
    data: deletedSchema,
  }),
  /** Clears a round's scores, judges' and audience's (after a rehearsal). */
  userScoreInit: activityEndpoint({
    method: 'POST',
    path: '/api/userData/userScoreInit',
    input: activityInput.extend(roundInput.shape),
    data: deletedSchema,
  }),
  judgesScore: activityEndpoint({
    method: 'POST',
    path: '/api/userData/judgesScore',
    effect: 'read',
    input: scoreFilter,
    data: listSchema(gradeScoreSchema),
  }),
  judgesScoreDelete: activityEndpoint({
    method: 'POST',
    path: '/api/userData/judgesScoreDelete',
    input: activityInput.extend({ ids: gradeIdsSchema }),
    data: deletedSchema,
  }),
  judgesScoreInit: activityEndpoint({
    method: 'POST',
    path: '/api/userData/judgesScoreInit',
    input: activityInput.extend(roundInput.shape),
    data: deletedSchema,
  }),
  audienceScore: activityEndpoint({
    method: 'POST',
    path: '/api/userData/audienceScore',
    effect: 'read',
    input: scoreFilter.omit({ judge_id: true }),
    data: listSchema(gradeAudienceScoreSchema),
  }),
  audienceScoreDelete: activityEndpoint({
    method: 'POST',
    path: '/api/userData/audienceScoreDelete',
    input: activityInput.extend({ ids: gradeIdsSchema }),
    data: deletedSchema,
  }),
  audienceScoreInit: activityEndpoint({
    method: 'POST',
    path: '/api/userData/audienceScoreInit',
    input: activityInput.extend(roundInput.shape),
    data: deletedSchema,
  }),
  /** The result table's contestant columns: the organiser's fields. */
  userField: activityEndpoint({
    method: 'GET',
    path: '/api/userData/userField',
    input: activityInput,
    data: z.array(gradeFieldSchema),
  }),
};

const judgeOfRound = z.object({ round_id: idSchema });

const audienceIdentitySchema = z.object({ identity: identityModeSchema });

/** Calls the spec does not show: judges and their links, stage order, promotion, import, unlock. */
export const gradeContract = {
  /** Who an audience member is: this device, or a phone proven by an SMS code (the quiz's `identity`). */
  audienceIdentity: activityEndpoint({
    method: 'POST',
    path: '/api/grade/audienceIdentity',
    effect: 'read',
    input: activityInput,
    data: audienceIdentitySchema,
  }),
  saveAudienceIdentity: activityEndpoint({
    method: 'POST',
    path: '/api/grade/saveAudienceIdentity',
    input: activityInput.extend(audienceIdentitySchema.shape),
    data: audienceIdentitySchema,
  }),
  judges: activityEndpoint({
    method: 'GET',
    path: '/api/grade/judges',
    input: judgeOfRound,
    data: z.array(gradeJudgeSchema),
  }),
  /** Adds a judge to a round (with a fresh link key), or edits the judge `id`. */
  saveJudge: activityEndpoint({
    method: 'POST',
    path: '/api/grade/saveJudge',
    input: judgeOfRound.extend(gradeJudgeFieldsSchema.shape).extend({ id: idSchema.optional() }),
    data: gradeJudgeSchema,
  }),
  /** Removes a judge: their link stops working, the scores they submitted stay in the results. */
  delJudge: activityEndpoint({ method: 'POST', path: '/api/grade/delJudge', input: idInput, data: z.null() }),
  /** The round's judge groups in order, with how many judges each has (gradeJudgeGroupFieldsSchema). */
  judgeGroups: activityEndpoint({
    method: 'GET',
    path: '/api/grade/judgeGroups',
    input: judgeOfRound,
    data: z.array(gradeJudgeGroupSchema),
  }),
  /** Adds a judge group to a round, or edits group `id`; refused once the round is scored (a rename is fine). */
  saveJudgeGroup: activityEndpoint({
    method: 'POST',
    path: '/api/grade/saveJudgeGroup',
    input: judgeOfRound.extend(gradeJudgeGroupFieldsSchema.shape).extend({ id: idSchema.optional() }),
    data: gradeJudgeGroupSchema,
  }),
  /** Removes a judge group before the round is scored; its judges are left in no group. */
  delJudgeGroup: activityEndpoint({
    method: 'POST',
    path: '/api/grade/delJudgeGroup',
    input: idInput,
    data: z.null(),
  }),
  /** Revokes a judge's link and gives them a new one; the old link answers GRADE_JUDGE_LINK_INVALID. */
  renewJudgeKey: activityEndpoint({
    method: 'POST',
    path: '/api/grade/renewJudgeKey',
    input: idInput,
    data: gradeJudgeSchema,
  }),
  /** Draws the round's stage order at random (CSPRNG) and answers it. */
  drawOrder: activityEndpoint({
    method: 'POST',
    path: '/api/grade/drawOrder',
    input: roundInput,
    data: z.array(z.object({ contestant_id: z.number(), sort: z.number() })),
  }),
  /**
   * Puts the round's top N (by its result, ties at the cut all go through) into another round of the activity,
   * after its own contestants; the target remembers where they came from.
   */
  promote: activityEndpoint({
    method: 'POST',
    path: '/api/grade/promote',
    input: roundInput.extend({
      to_round_id: idSchema,
      top: z.coerce
        .number({ error: '晋级人数必须是整数' })
        .int({ error: '晋级人数必须是整数' })
        .min(1, { error: '晋级人数至少为1' })
        .max(gradeLimits.contestants),
    }),
    data: z.object({ promoted: z.number().int(), contestant_ids: z.array(z.number()) }),
  }),
  /** Imports contestants from the template's .xlsx (every row or none; rows named in the error), into a round if given. */
  importContestants: activityEndpoint({
    method: 'POST',
    path: '/api/grade/importContestants',
    body: 'multipart',
    input: activityInput.extend({ round_id: optionalId }),
    data: z.object({ added: z.number().int() }),
  }),
  /** The import template with the activity's own field columns. */
  contestantTemplate: activityEndpoint({
    method: 'GET',
    path: '/api/grade/contestantTemplate',
    answer: 'file',
    input: activityInput,
    data: fileAnswerSchema,
  }),
  /** Lets a judge submit a score again, with the reason kept beside the score it replaces. */
  unlock: activityEndpoint({
    method: 'POST',
    path: '/api/grade/unlock',
    input: z.object({ score_id: idSchema, reason: gradeNameSchema('解锁原因', 100) }),
    data: gradeScoreSchema,
  }),
};

const judgeKeySchema = z.string().trim().min(8, { error: '评委链接无效' }).max(64, { error: '评委链接无效' });

/** What a judge's phone shows: their round, its items and contestants, and what they gave each. */
export const gradeJudgePageSchema = z.object({
  activity: z.object({ id: z.number(), title: z.string() }),
  page: gradePhonePageSchema,
  round: z.object({
    id: z.number(),
    name: z.string(),
    comment: z.enum(gradeCommentModes),
    judges_see_others: z.boolean(),
  }),
  judge: z.object({ id: z.number(), name: z.string(), title: z.string() }),
  items: z.array(gradeItemSchema),
  fields: z.array(gradeFieldSchema),
  contestants: z.array(
    gradeContestantSchema.omit({ rounds: true, activity_id: true }).extend({
      sort: z.number(),
      /** This judge's own score, once submitted; `locked` false after the host unlocked it. */
      mine: gradeScoreSchema
        .pick({ id: true, abstained: true, items: true, total: true, comment: true, locked: true })
        .nullable(),
      /** The other judges' submitted totals, when the round lets judges see them. */
      others: z.array(z.object({ judge_name: z.string(), total: z.number().nullable(), abstained: z.boolean() })),
    }),
  ),
});
export type GradeJudgePage = z.infer<typeof gradeJudgePageSchema>;

/** The judges' and the audience's phones. */
export const gradePhoneContract = {
  judge: endpoint({
    method: 'POST',
    path: '/api/h5/grade/judge',
    auth: 'public',
    effect: 'read',
    input: z.object({ key: judgeKeySchema }),
    data: gradeJudgePageSchema,
  }),
  /**
   * A judge's score of one contestant: every item on its step inside its range, or an abstention (conflict of
   * interest) without scores; once per contestant unless the host unlocked it.
   */
  score: endpoint({
    method: 'POST',
    path: '/api/h5/grade/score',
    auth: 'public',
    input: z.object({
      key: judgeKeySchema,
      contestant_id: idSchema,
      abstain: z.boolean().default(false),
      items: z.array(gradeItemScoreSchema).max(gradeLimits.itemsPerRound).default([]),
      comment: shortText(gradeLimits.commentLength).default(''),
    }),
    data: gradeScoreSchema,
  }),
  /**
   * The rounds open to the audience, with their contestants and this participant's own scores. The audience scores
   * only the contestant on stage, while the judges score them (`on_stage`; phase scoring); the phone follows the
   * stage on `game:<activity_id>`.
   */
  audience: endpoint({
    method: 'POST',
    path: '/api/h5/grade/audience',
    auth: 'public',
    effect: 'read',
    input: z.object({ ticket: ticketSchema }),
    data: z.object({
      activity_id: z.number(),
      page: gradePhonePageSchema,
      on_stage: z.object({ round_id: z.number(), contestant_id: z.number() }).nullable(),
      rounds: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          contestants: z.array(
            z.object({
              id: z.number(),
              name: z.string(),
              photo: z.string(),
              group_name: z.string(),
              mine: z.number().nullable(),
            }),
          ),
        }),
      ),
    }),
  }),
  /**
   * An audience member's score (1…10) of the contestant on stage in a round open to the audience, before the reveal;
   * once each. Any other contestant is GRADE_AUDIENCE_NOT_ON_STAGE.
   */
  audienceScore: endpoint({
    method: 'POST',
    path: '/api/h5/grade/audienceScore',
    auth: 'public',
    input: z.object({
      ticket: ticketSchema,
      round_id: idSchema,
      contestant_id: idSchema,
      score: gradeAudienceScoreValueSchema,
    }),
    data: z.object({ contestant_id: z.number(), score: z.number() }),
  }),
};

/** What the host's console shows beside the stage: every round's running order and the judges' progress. */
export const gradeConsoleSchema = z.object({
  stage: gradeStageSchema,
  commands: z.array(z.enum(gradeCommands)),
  rounds: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      /** The contestants in stage order, with how many judges have scored each and whether they were on stage. */
      contestants: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          group_name: z.string(),
          scored: z.number().int(),
          judges: z.number().int(),
          final: z.number().nullable(),
          shown: z.boolean(),
        }),
      ),
    }),
  ),
  /** Judges whose total for the contestant on stage is far from the others' (the rule's outlier_percent). */
  flagged: z.array(z.object({ judge_id: z.number(), name: z.string(), total: z.number() })),
  /** Submitted scores of the contestant on stage, for unlocking one with a reason. */
  scores: z.array(gradeScoreSchema),
  host_key: z.string(),
  code: z.string(),
  /** The big screen's address and the audience's phone page. */
  screen_link: z.string(),
  link: z.string(),
  title: z.string(),
});
export type GradeConsole = z.infer<typeof gradeConsoleSchema>;

const gradeHostInput = <S extends z.ZodRawShape>(extra: S) =>
  z.object({ ...hostShape, ...extra }).refine(requireHost, hostRequiredMessage);

/** The host's console (organiser, staff with the activity page, or the host link) and the big screen's read. */
export const gradeStageContract = {
  stage: endpoint({
    method: 'POST',
    path: '/api/grade/stage',
    auth: 'optional',
    effect: 'read',
    input: gradeHostInput({}),
    data: gradeConsoleSchema,
  }),
  /**
   * A host command, applied only from the version the console showed: a stale version answers the current console
   * with `applied: false` and changes nothing. A command the phase does not take answers GRADE_COMMAND_OUT_OF_ORDER.
   */
  command: endpoint({
    method: 'POST',
    path: '/api/grade/command',
    auth: 'optional',
    input: gradeHostInput({
      command: z.enum(gradeCommands, { error: '主持操作不正确' }),
      from_version: fromVersionSchema,
      /** show and ranking: the round (default: the round on stage). */
      round_id: idSchema.optional(),
      /** show: the contestant (default: the next in the round's order after the one on stage). */
      contestant_id: idSchema.optional(),
    }),
    data: z.object({ applied: z.boolean(), console: gradeConsoleSchema }),
  }),
  /** Issues a new host link secret (the old one stops working), or revokes it. */
  hostLink: activityEndpoint({
    method: 'POST',
    path: '/api/grade/hostLink',
    input: activityInput.extend({ revoke: z.boolean().default(false) }),
    data: z.object({ host_key: z.string() }),
  }),
  /** The big screen's one read by the activity's code (public: the screen is shown to the hall). */
  screen: endpoint({
    method: 'POST',
    path: '/api/grade/screen',
    auth: 'public',
    effect: 'read',
    input: z.object({ code: activityCodeSchema }),
    data: z.object({
      activity_id: z.number(),
      title: z.string(),
      code: z.string(),
      /** The audience's phone page (the QR code on the screen). */
      link: z.string(),
      page: gradeScreenPageSchema,
      stage: gradeStageSchema,
    }),
  }),
};
