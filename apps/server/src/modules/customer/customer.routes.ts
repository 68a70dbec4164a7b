import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { customerService } from './customer.service.js';

export const customerModule = {
  register: ({ route, deps, sessions }: ModuleContext) => {
    const customers = customerService(deps, sessions);
    route(contract.customer.info, ({ user }) => customers.info(user));
    route(contract.customer.infoPost, ({ user }) => customers.info(user));
    route(contract.customer.saveInfo, ({ user, input }) => customers.saveInfo(user, input));
    route(contract.customer.changePassword, ({ user, input }) => customers.changePassword(user, input));
    route(contract.customer.log, ({ user, input }) => customers.log(user, input));
  },
};
