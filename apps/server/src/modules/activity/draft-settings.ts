import { activityKind, questionTypeSchema, quizSettingsSchema, surveySettingsSchema } from '@app/contract';
import { z } from 'zod';
import { gameSettingsOf } from '../game/index.js';

/**
 * How a kind-1 template stores its quiz: settings without questions and what each attempt draws from the
 * public banks — `draws` by type (a fixed full score), or, older, `questions_per_bank` of any type from each
 * of `public_bank_codes`.
 */
const quizTemplateSchema = z.object({
  quiz: z.record(z.string(), z.unknown()).default({}),
  draws: z.array(z.object({ bank: z.string(), type: questionTypeSchema, count: z.number().int().min(1) })).default([]),
  public_bank_codes: z.array(z.string()).default([]),
  questions_per_bank: z.number().int().min(1).default(5),
});

export type PublicBank = { id: number; code: string | null };

/** The bank codes a template's settings name, to look the banks up before building the settings. */
export const templateBankCodes = (kind: number, templateSettings: Record<string, unknown>) => {
  if (kind !== activityKind.onlineQuiz) return [];
  const template = quizTemplateSchema.parse(templateSettings);
  return [...new Set([...template.draws.map((d) => d.bank), ...template.public_bank_codes])];
};

/**
 * A new draft's settings. An online quiz always holds a full quiz settings object; from a template it draws
 * at random what the template's draws name, in the template's order, skipping banks that do not exist.
 * A questionnaire/vote/form starts from its template's questionnaire (or the defaults), an interactive quiz from
 * its template's big screen, phone page and join fields (its rounds are added beside). A lottery keeps its settings
 * in its own table (lottery-template fills it), so its activity holds none; so does judge scoring. Other kinds keep the template's settings
 * as they are until their runtimes define them.
 */
export const initialSettings = (
  kind: number,
  templateSettings: Record<string, unknown> | null,
  publicBanks: PublicBank[],
): Record<string, unknown> => {
  if (kind === activityKind.survey) return surveySettingsSchema.parse(templateSettings ?? {});
  if (kind === activityKind.siteInteraction) return gameSettingsOf(templateSettings);
  if (kind === activityKind.lottery || kind === activityKind.grade) return {};
  if (kind !== activityKind.onlineQuiz) return templateSettings ?? {};
  if (!templateSettings) return quizSettingsSchema.parse({});
  const template = quizTemplateSchema.parse(templateSettings);
  const draws = [
    ...template.draws,
    ...template.public_bank_codes.map((bank) => ({ bank, type: '' as const, count: template.questions_per_bank })),
  ];
  const randomRules = draws.flatMap(({ bank: code, type, count }) => {
    const bank = publicBanks.find((b) => b.code === code);
    return bank ? [{ bank_id: bank.id, type, count }] : [];
  });
  return quizSettingsSchema.parse({
    ...template.quiz,
    question_mode: 'random',
    question_ids: [],
    random_rules: randomRules,
  });
};
