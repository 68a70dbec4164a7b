import { contract, onSiteKinds } from '@app/contract';
import type { AppModule } from '../module.js';
import { hostedActivity } from './session-host.js';

/** The engine's own calls: which kind's console a host opens (each kind registers its console's calls). */
export const liveSessionModule: AppModule = {
  register: ({ route, deps }) => {
    route(contract.liveSession.hostKind, async ({ tenant, user, input }) => ({
      kind: (await hostedActivity(deps.db, onSiteKinds, tenant, user, input)).kind,
    }));
  },
};
