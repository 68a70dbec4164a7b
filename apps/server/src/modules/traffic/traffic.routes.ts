import { contract } from '@app/contract';
import { requestOrigin } from '../../platform/payment/request-origin.js';
import type { ModuleContext } from '../module.js';
import { orderService } from '../order/index.js';
import { trafficService } from './traffic.service.js';

const { traffic, activityVideo } = contract;

/** Traffic pages and packs; the metering itself sits on the file server (upload-traffic.ts, wired in app.ts). */
export const trafficModule = {
  register: ({ route, deps }: ModuleContext) => {
    const service = trafficService(deps, orderService(deps));
    route(traffic.list, ({ user, input }) => service.list(user, input));
    route(traffic.daily, ({ user, input }) => service.daily(user, input));
    route(traffic.balance, ({ user }) => service.balance(user));
    route(traffic.buy, ({ user, input }) => service.buy(user, input.gb));
    route(traffic.order, ({ user, input }) => service.order(user, input.gb));
    route(traffic.pay, ({ user, input, req }) => service.checkout(user, input.order_sn, requestOrigin(req)));
    route(activityVideo.list, ({ user, input }) => service.videos(user, input));
  },
};
