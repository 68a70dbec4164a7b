import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { customerService } from './customer.service.js';
import { staffService } from './staff.service.js';
import { wxBindService } from './wx-bind.service.js';

export const customerModule = {
  register: ({ route, deps, sessions }: ModuleContext) => {
    const customers = customerService(deps, sessions);
    route(contract.customer.info, ({ user }) => customers.info(user));
    route(contract.customer.infoPost, ({ user }) => customers.info(user));
    route(contract.customer.saveInfo, ({ user, input }) => customers.saveInfo(user, input));
    route(contract.customer.changePassword, ({ user, input }) => customers.changePassword(user, input));
    route(contract.customer.log, ({ user, input }) => customers.log(user, input));
    route(contract.customer.wxBind, ({ user, input }) => wxBindService(deps).bind(user, input));

    const staff = staffService(deps, sessions);
    route(contract.customer.staffList, ({ user, input }) => staff.list(user, input));
    route(contract.customer.staffDetail, ({ user, input }) => staff.detail(user, input.id));
    route(contract.customer.staffAdd, ({ user, input }) => staff.add(user, input));
    route(contract.customer.staffEdit, ({ user, input }) => staff.edit(user, input));
    route(contract.customer.staffDelete, ({ user, input }) => staff.delete(user, input.id));
  },
};
