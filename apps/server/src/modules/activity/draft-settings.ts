import { activityKind, quizSettingsSchema, surveySettingsSchema } from '@app/contract';
import { z } from 'zod';

/** How a kind-1 template stores its quiz: settings without questions, and which public banks to draw from. */
const quizTemplateSchema = z.object({
  quiz: z.record(z.string(), z.unknown()).default({}),
  public_bank_codes: z.array(z.string()).default([]),
  questions_per_bank: z.number().int().min(1).default(5),
});

export type PublicBank = { id: number; code: string | null };

/** The bank codes a template's settings name, to look the banks up before building the settings. */
export const templateBankCodes = (kind: number, templateSettings: Record<string, unknown>) =>
  kind === activityKind.onlineQuiz ? quizTemplateSchema.parse(templateSettings).public_bank_codes : [];

/**
 * A new draft's settings. An online quiz always holds a full quiz settings object; from a template it draws
 * `questions_per_bank` questions at random from each public bank the template names, in the template's order.
 * A questionnaire/vote/form starts from its template's questionnaire (or the defaults). Other kinds keep the
 * template's settings as they are until their runtimes define them.
 */
export const initialSettings = (
  kind: number,
  templateSettings: Record<string, unknown> | null,
  publicBanks: PublicBank[],
): Record<string, unknown> => {
  if (kind === activityKind.survey) return surveySettingsSchema.parse(templateSettings ?? {});
  if (kind !== activityKind.onlineQuiz) return templateSettings ?? {};
  if (!templateSettings) return quizSettingsSchema.parse({});
  const template = quizTemplateSchema.parse(templateSettings);
  const randomRules = template.public_bank_codes.flatMap((code) => {
    const bank = publicBanks.find((b) => b.code === code);
    return bank ? [{ bank_id: bank.id, count: template.questions_per_bank }] : [];
  });
  return quizSettingsSchema.parse({
    ...template.quiz,
    question_mode: 'random',
    question_ids: [],
    random_rules: randomRules,
  });
};
