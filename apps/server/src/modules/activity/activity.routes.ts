import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { activityService } from './activity.service.js';

export const activityModule = {
  register: ({ route, deps }: ModuleContext) => {
    const activities = activityService(deps);
    route(contract.activity.list, ({ user, input }) => activities.list(user, input));
  },
};
