import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { accessService } from './access.service.js';

export const accessModule = {
  register: ({ route }: ModuleContext) => {
    const access = accessService();
    route(contract.access.list, async ({ user }) => access.menuFor(user));
    route(contract.access.customerList, async () => access.visitorMenu());
    route(contract.access.auth, async ({ user }) => access.grantsOf(user));
  },
};
