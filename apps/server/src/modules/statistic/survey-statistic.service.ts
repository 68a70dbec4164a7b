import { activityKind, type ResponseFilter, type SurveyQuestion, surveySettingsSchema } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { type ActivityRecord, ownActivity } from '../activity/index.js';
import { questionStats } from './survey-question-stats.js';
import { surveyStatisticRepository } from './survey-statistic.repository.js';

type Paged = { page: number; limit: number; keywords: string };
type TextRow = { responseId: number; text: string; name: string | null; createdAt: Date };

/** The questionnaire as it stands now; settings that no longer parse read as no questions. */
export const surveyOf = (activity: ActivityRecord) => {
  const parsed = surveySettingsSchema.safeParse(activity.settings);
  return parsed.success ? parsed.data : { questions: [] as SurveyQuestion[], anonymous: false };
};

/** A questionnaire's statistics for /activity/analysis; every call starts with the ownership check. */
export const surveyStatisticService = (deps: Pick<Deps, 'db'>) => {
  const repo = surveyStatisticRepository(deps.db);
  const own = (user: CurrentUser, activityId: number) => ownActivity(deps.db, user, activityId, activityKind.survey);

  const textPage = async (
    activity: ActivityRecord,
    input: Paged,
    query: { questionKey: string; optionKey: string; filter: ResponseFilter },
  ) => {
    const q = { activityId: activity.id, keywords: input.keywords, ...query };
    const [total, rows] = await Promise.all([
      repo.textCount(q),
      repo.texts(q, { offset: (input.page - 1) * input.limit, limit: input.limit }),
    ]);
    const anonymous = surveyOf(activity).anonymous;
    const toText = (r: TextRow) => ({
      response_id: r.responseId,
      text: r.text,
      name: anonymous ? '' : (r.name ?? ''),
      created_at: r.createdAt.toISOString(),
    });
    return { list: rows.map(toText), total, page: input.page, limit: input.limit };
  };

  return {
    quesStatistic: async (user: CurrentUser, input: { activity_id: number; filter: ResponseFilter }) => {
      const activity = await own(user, input.activity_id);
      const { filter } = input;
      const [total, daily, questions, picks] = await Promise.all([
        repo.total(activity.id, filter),
        repo.daily(activity.id, filter),
        repo.questionTotals(activity.id, filter),
        repo.picks(activity.id, filter),
      ]);
      return {
        total,
        daily,
        questions: questionStats(surveyOf(activity).questions, { questions, picks }),
      };
    },

    textSearch: async (
      user: CurrentUser,
      input: Paged & { activity_id: number; question_key: string; filter: ResponseFilter },
    ) =>
      textPage(await own(user, input.activity_id), input, {
        questionKey: input.question_key,
        optionKey: '',
        filter: input.filter,
      }),

    optionExtend: async (
      user: CurrentUser,
      input: Paged & { activity_id: number; question_key: string; option_key: string },
    ) =>
      textPage(await own(user, input.activity_id), input, {
        questionKey: input.question_key,
        optionKey: input.option_key,
        filter: null,
      }),
  };
};
