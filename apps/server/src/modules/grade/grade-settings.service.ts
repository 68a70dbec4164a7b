import {
  type contract,
  type GradeField,
  type GradePageName,
  gradeImportColumns,
  type IdentityMode,
  identityModeSchema,
  type ParsedInputOf,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { type ActivityRecord, mergeActivitySettings } from '../activity/index.js';
import { ownGrade } from './grade-activity.js';
import { gradeSettingsRepository } from './grade-settings.repository.js';

type PageInput = ParsedInputOf<typeof contract.gradeActivity.getBsPhoneConfig>;
type SavePageInput = ParsedInputOf<typeof contract.gradeActivity.saveBsPhoneConfig>;

const fixedColumns = new Set<string>(gradeImportColumns);

const audienceIdentityOf = (activity: Pick<ActivityRecord, 'settings'>) =>
  identityModeSchema.catch('device').parse(activity.settings.identity);

/** The spec's page_type / phone_page_type pair as the name of one page: a phone page is the judge's unless named. */
const pageNameOf = (input: Pick<PageInput, 'page_type' | 'phone_page_type'>): GradePageName =>
  input.page_type === 'screen' ? 'screen' : (input.phone_page_type ?? 'judge');

/** The contestants' fields (the organiser's columns) and the big screen's and phones' looks. */
export const gradeSettingsService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;
  const repo = gradeSettingsRepository(db);

  return {
    fields: async (user: CurrentUser, activityId: number) => repo.fields(await ownGrade(db, user, activityId)),

    /**
     * Replaces the fields; the values of a removed field go from every contestant with it. A label may not be one of
     * the import sheet's fixed columns, which find their cells by header.
     */
    saveFields: async (user: CurrentUser, activityId: number, fields: GradeField[]) => {
      const activity = await ownGrade(db, user, activityId);
      if (fields.some((f) => fixedColumns.has(f.label))) {
        throw new AppError('VALIDATION_FAILED', `字段名称不能是${gradeImportColumns.join('、')}`);
      }
      return db.transaction(async (tx: Db) => {
        const settings = gradeSettingsRepository(tx);
        const kept = new Set(fields.map((f) => f.key));
        const removed = (await settings.lockedFields(activity)).map((f) => f.key).filter((key) => !kept.has(key));
        await settings.saveFields(activity, fields);
        await settings.dropValues(activity, removed);
        return fields;
      });
    },

    page: async (user: CurrentUser, input: PageInput) => {
      const pages = await repo.pages(await ownGrade(db, user, input.activity_id));
      return pages[pageNameOf(input)];
    },

    /** Kept in the activity's settings, where entering an activity (h5/enter) reads every kind's identity. */
    audienceIdentity: async (user: CurrentUser, activityId: number) => ({
      identity: audienceIdentityOf(await ownGrade(db, user, activityId)),
    }),
    saveAudienceIdentity: async (user: CurrentUser, activityId: number, identity: IdentityMode) => {
      const activity = await ownGrade(db, user, activityId);
      return { identity: audienceIdentityOf(await mergeActivitySettings(db, activity.id, { identity })) };
    },

    savePage: async (user: CurrentUser, input: SavePageInput) => {
      const activity = await ownGrade(db, user, input.activity_id);
      return input.page_type === 'screen'
        ? repo.savePage(activity, 'screen', input.config)
        : repo.savePage(activity, input.phone_page_type, input.config);
    },
  };
};
