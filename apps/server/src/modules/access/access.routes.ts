import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { accessService } from './access.service.js';
import { roleService } from './role.service.js';

export const accessModule = {
  register: ({ route, deps }: ModuleContext) => {
    const access = accessService();
    route(contract.access.list, async ({ user }) => access.menuFor(user));
    route(contract.access.customerList, async () => access.visitorMenu());
    route(contract.access.auth, async ({ user }) => access.grantsOf(user));

    const roles = roleService(deps);
    route(contract.role.list, ({ user, input }) => roles.list(user, input));
    route(contract.role.detail, ({ user, input }) => roles.detail(user, input.id));
    route(contract.role.add, ({ user, input }) => roles.add(user, input));
    route(contract.role.edit, ({ user, input }) => roles.edit(user, input));
    route(contract.role.delete, ({ user, input }) => roles.delete(user, input.id));
    route(contract.role.auth, ({ user, input }) => roles.auth(user, input));
    route(contract.role.catalogue, async () => roles.catalogue());
  },
};
