import { contract } from '@app/contract';
import type { AppModule } from '../module.js';
import { screenService } from './screen.service.js';

const { screen } = contract;

/** Big screens opened by passcode (MyActivity/apkPwd and the screen device's screen/open). */
export const screenModule: AppModule = {
  register: ({ route, deps }) => {
    const service = screenService(deps);
    route(screen.passcode, ({ user, input }) => service.passcode(user, input.activity_id, input.reset === 1));
    route(screen.open, ({ tenant, input, ip }) => service.open(tenant.id, input.pwd, ip));
  },
};
