import { activityKind, type contract, type ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownActivity } from '../activity/index.js';
import { ownerOf } from '../wallet/index.js';
import { toPkConfig, toPkLevel } from './pk.mappers.js';
import { pkRepository } from './pk.repository.js';

type Input<E extends keyof typeof contract.pk> = ParsedInputOf<(typeof contract.pk)[E]>;

/** An online quiz's PK settings: on or off, its page, and matches per day. */
export const pkConfigService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;
  const repo = pkRepository(db);
  return {
    index: async (user: CurrentUser, activityId: number) => {
      await ownActivity(db, user, activityId, activityKind.onlineQuiz);
      const [config, levels] = await Promise.all([repo.configOf(activityId), repo.levelsOf(activityId)]);
      return { config: toPkConfig(config), levels: levels.map(toPkLevel) };
    },
    save: async (user: CurrentUser, input: Input<'save'>) => {
      const { activity_id: activityId, ...config } = input;
      await ownActivity(db, user, activityId, activityKind.onlineQuiz);
      await repo.saveConfig(ownerOf(user), activityId, config);
      return toPkConfig(await repo.configOf(activityId));
    },
  };
};
