import { type contract, type ParsedInputOf, surveySettingsSchema, voteLayouts, voteLayoutTitles } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { type ActivityRecord, mergeActivitySettings } from '../activity/index.js';
import { ownerOf } from '../wallet/index.js';
import { toCategory } from './vote.mappers.js';
import { candidateRepository } from './vote-candidate.repository.js';
import { categoryRepository } from './vote-category.repository.js';
import { mergeVoteSettings, ownVote, voteSettingsOf } from './vote-settings.js';

type Input<E extends keyof typeof contract.vote> = ParsedInputOf<(typeof contract.vote)[E]>;

const layoutDescriptions: Record<(typeof voteLayouts)[number], string> = {
  grid: '两列卡片展示选手图片，适合选手较多的投票',
  list: '单列大图展示选手介绍，适合作品展示',
  rank: '首页先展示排行榜，适合竞争激烈的评选',
};

/** The vote's page, rules, gate and categories, as the organiser sets them up. */
export const voteSetupService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;
  const categories = categoryRepository(db);

  const siteOf = async (activity: ActivityRecord) => ({
    activity_id: activity.id,
    settings: voteSettingsOf(activity),
    signup_fields: surveySettingsSchema.shape.signup_fields.parse(activity.settings.signup_fields ?? []),
    identity: surveySettingsSchema.shape.identity.catch('device').parse(activity.settings.identity),
    totals: await candidateRepository(db).totals(activity.id),
  });

  const categoryOf = async (activityId: number, id: number) => {
    const found = await categories.byId(activityId, id);
    if (!found) throw new AppError('VOTE_CATEGORY_NOT_FOUND');
    return found;
  };

  return {
    template: async () =>
      voteLayouts.map((key) => ({ key, name: voteLayoutTitles[key], description: layoutDescriptions[key] })),
    site: async (user: CurrentUser, activityId: number) => siteOf(await ownVote(db, user, activityId)),
    page: async (user: CurrentUser, input: Input<'page'>) => {
      await ownVote(db, user, input.activity_id);
      // The gate and quota_since have their own calls; this one leaves them as they are.
      await mergeVoteSettings(db, input.activity_id, input.settings);
      const { signup_fields, identity } = input;
      return siteOf(await mergeActivitySettings(db, input.activity_id, { signup_fields, identity }));
    },
    gk: async (user: CurrentUser, input: Input<'gk'>) => {
      await ownVote(db, user, input.activity_id);
      return siteOf(await mergeVoteSettings(db, input.activity_id, { gate: input.gate }));
    },

    categoryList: async (user: CurrentUser, activityId: number) => {
      await ownVote(db, user, activityId);
      return (await categories.list(activityId)).map((r) => toCategory(r.category, r.n));
    },
    categoryAdd: async (user: CurrentUser, input: Input<'categoryAdd'>) => {
      await ownVote(db, user, input.activity_id);
      const row = await categories.insert(ownerOf(user), input.activity_id, { name: input.name, sort: input.sort });
      return toCategory(row, 0);
    },
    categoryEdit: async (user: CurrentUser, input: Input<'categoryEdit'>) => {
      await ownVote(db, user, input.activity_id);
      await categoryOf(input.activity_id, input.id);
      const row = await categories.update(input.activity_id, input.id, { name: input.name, sort: input.sort });
      if (!row) throw new AppError('VOTE_CATEGORY_NOT_FOUND');
      return toCategory(row, await categories.candidateCount(input.activity_id, input.id));
    },
    categoryDelete: async (user: CurrentUser, input: Input<'categoryDelete'>) => {
      await ownVote(db, user, input.activity_id);
      await categoryOf(input.activity_id, input.id);
      await db.transaction((tx) => categoryRepository(tx).delete(input.activity_id, input.id));
      return null;
    },
  };
};
