import {
  gradeFieldsSchema,
  gradeItemFieldsSchema,
  gradeJudgeGroupFieldsSchema,
  gradeLimits,
  gradePagesSchema,
  gradeRoundSettingsSchema,
  gradeRuleSchema,
} from '@app/contract';
import { z } from 'zod';

/**
 * What a judge-scoring template sets up: the contestant fields, the pages' looks, and its rounds, each with its
 * settings, rule and scoring items, so a contest made from it can be scored as soon as contestants and judges exist.
 */
export const gradeTemplateSchema = z.object({
  fields: gradeFieldsSchema.default([]),
  pages: gradePagesSchema.partial().default({}),
  rounds: z
    .array(
      z.object({
        settings: gradeRoundSettingsSchema,
        rule: gradeRuleSchema.default(gradeRuleSchema.parse({})),
        items: z.array(gradeItemFieldsSchema).max(gradeLimits.itemsPerRound).default([]),
        judge_groups: z.array(gradeJudgeGroupFieldsSchema).max(gradeLimits.judgeGroupsPerRound).default([]),
      }),
    )
    .max(gradeLimits.rounds)
    .default([]),
});
export type GradeTemplateSettings = z.input<typeof gradeTemplateSchema>;

/** Lets a seed be written with the template's own type and stored as the templates table keeps settings. */
export const gradeTemplate = (settings: GradeTemplateSettings): Record<string, unknown> => settings;
