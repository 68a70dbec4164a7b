import {
  activityKind,
  type contract,
  type ParsedInputOf,
  questionnaireProblem,
  type SurveyForm,
  type SurveySettings,
  surveySettingsSchema,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownActivity } from '../activity/index.js';
import { ownerOf } from '../wallet/index.js';
import { responseRepository } from './response.repository.js';
import { responseListRepository } from './response-list.repository.js';
import { toResponseItems, toResponseSummary, toSurveyDetail } from './survey.mappers.js';
import { surveyRepository } from './survey.repository.js';
import { surveySettingsOf } from './survey-settings.js';

type Input<E extends keyof typeof contract.survey> = ParsedInputOf<(typeof contract.survey)[E]>;

/** The organiser's side of a kind-4 activity: its questionnaire, its form, and the responses it collected. */
export const surveyService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const { db } = deps;
  const own = (user: CurrentUser, activityId: number) => ownActivity(db, user, activityId, activityKind.survey);
  const detailOf = async (activityId: number, settings: SurveySettings) =>
    toSurveyDetail(activityId, settings, await responseRepository(db).total(activityId));

  /** Rewrites the settings under a lock on the activity; `vote` is always kept from what is stored. */
  const update = (
    activityId: number,
    change: (stored: SurveySettings, tx: Db) => SurveySettings | Promise<SurveySettings>,
  ) =>
    db.transaction(async (tx: Db) => {
      const repo = surveyRepository(tx);
      const stored = surveySettingsSchema.parse(await repo.lockedSettings(activityId));
      const next = { ...(await change(stored, tx)), vote: stored.vote };
      await repo.saveSettings(activityId, next);
      return next;
    });

  return {
    detail: async (user: CurrentUser, activityId: number) => {
      const activity = await own(user, activityId);
      return detailOf(activity.id, surveySettingsOf(activity));
    },
    /** The form is switched only through setForm, where its lock is checked. */
    save: async (user: CurrentUser, input: Input<'save'>) => {
      const activity = await own(user, input.activity_id);
      const problem = questionnaireProblem(input.settings.questions);
      if (problem) throw new AppError('SURVEY_QUESTIONNAIRE_INVALID', problem);
      const saved = await update(activity.id, (stored) => ({ ...input.settings, form: stored.form }));
      return detailOf(activity.id, saved);
    },
    setForm: async (user: CurrentUser, activityId: number, form: SurveyForm) => {
      const activity = await own(user, activityId);
      const saved = await update(activity.id, async (stored, tx) => {
        if (stored.form === form) return stored;
        const [responses, voted] = await Promise.all([
          responseRepository(tx).total(activity.id),
          surveyRepository(tx).hasVotes(activity.id),
        ]);
        if (responses > 0 || voted) throw new AppError('SURVEY_FORM_LOCKED');
        return { ...stored, form };
      });
      return detailOf(activity.id, saved);
    },

    responses: async (user: CurrentUser, input: Input<'responses'>) => {
      const activity = await own(user, input.activity_id);
      const { anonymous } = surveySettingsOf(activity);
      // Searching names of an anonymous survey would tell who answered what.
      const query = { keywords: anonymous ? '' : input.keywords, filter: input.filter };
      const paging = { page: input.page, limit: input.limit };
      const { rows, total } = await responseListRepository(db).page(ownerOf(user), activity.id, query, paging);
      return { list: rows.map((r) => toResponseSummary(r, anonymous)), total, ...paging };
    },
    response: async (user: CurrentUser, activityId: number, responseId: number) => {
      const activity = await own(user, activityId);
      const found = await responseListRepository(db).byId(ownerOf(user), activity.id, responseId);
      if (!found) throw new AppError('SURVEY_RESPONSE_NOT_FOUND');
      const settings = surveySettingsOf(activity);
      return {
        ...toResponseSummary(found, settings.anonymous),
        items: toResponseItems(settings.questions, found.response.answers),
      };
    },
    responseDelete: async (user: CurrentUser, activityId: number, ids: number[]) => {
      const activity = await own(user, activityId);
      return { deleted: await responseListRepository(db).softDelete(ownerOf(user), activity.id, ids, deps.clock()) };
    },
  };
};
