import { contract } from '@app/contract';
import { requestOrigin } from '../../platform/payment/request-origin.js';
import type { ModuleContext } from '../module.js';
import { participantService } from './participant.service.js';

const c = contract.activity;

/** The participant's way in: what the activity is, and joining it. Public: the ticket comes from here. */
export const participantRoutes = ({ route, deps }: ModuleContext) => {
  const participants = participantService(deps);
  route(c.h5Info, ({ tenant, input, user }) => participants.info(tenant, input.code, user));
  route(c.h5Enter, ({ tenant, input, ip, user }) => participants.enter(tenant, input, ip, user));
  route(c.h5SendCode, ({ tenant, input, ip }) => participants.sendCode(tenant, input, ip));
  route(c.h5WechatAuthorize, ({ tenant, input, req }) =>
    participants.wechatAuthorize(tenant, input.code, `${requestOrigin(req)}${input.redirect}`),
  );
};
