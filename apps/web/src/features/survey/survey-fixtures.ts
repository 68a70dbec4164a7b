import { type SurveySettings, surveySettingsSchema } from '@app/contract';
import { type ApiCall, stubApi } from '../../components/test-kit.js';

export const savePath = '/api/survey/save';

const choice = (key: string, title: string, labels: string[]) => ({
  key,
  type: 'radio',
  title,
  options: labels.map((label, i) => ({ key: `${key}o${i + 1}`, label })),
});

/** A small questionnaire: a choice, then two text questions. */
export const threeQuestions = () =>
  surveySettingsSchema.parse({
    questions: [
      choice('q1', '您是否参加过培训？', ['参加过', '没参加过']),
      { key: 'q2', type: 'text', title: '培训的名称' },
      { key: 'q3', type: 'textarea', title: '其他建议' },
    ],
  });

/** Stubs the builder's calls; a save answers what was sent, as the server stores it. */
export const stubSurvey = (settings: SurveySettings = surveySettingsSchema.parse({}), responseCount = 0) =>
  stubApi({
    '/api/survey/detail': { data: { activity_id: 8, settings, response_count: responseCount } },
    [savePath]: (c: ApiCall) => ({
      data: {
        activity_id: 8,
        settings: surveySettingsSchema.parse((c.body as { settings: unknown }).settings),
        response_count: responseCount,
      },
    }),
    '/api/survey/form': (c: ApiCall) => ({
      data: {
        activity_id: 8,
        settings: { ...settings, form: (c.body as { form: string }).form },
        response_count: responseCount,
      },
    }),
  });

export type SavedBody = { activity_id: number; settings: SurveySettings };
