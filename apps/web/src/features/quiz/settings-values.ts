import type { QuizSettings } from '@app/contract';
import { contractChecker } from '../../components/contract-problem.js';
import { quizMessages } from './messages.js';

/** The settings as the form holds them: the unit list is edited as text, one unit a line. */
export type SettingsFormValues = Omit<QuizSettings, 'units'> & { units: string };

export const toFormValues = (settings: QuizSettings): SettingsFormValues => ({
  ...settings,
  units: settings.units.join('\n'),
});

export const toSettings = (values: SettingsFormValues): QuizSettings => ({
  ...values,
  units: [
    ...new Set(
      values.units
        .split('\n')
        .map((u) => u.trim())
        .filter(Boolean),
    ),
  ],
});

/** The settings checked against the save endpoint's own schema, answered in the user's language. */
export const settingsProblem = contractChecker('quiz:check.', quizMessages['zh-CN'].check);
