import { contract } from '@app/contract';
import { requestOrigin } from '../../platform/payment/request-origin.js';
import type { AppModule } from '../module.js';
import { wechatSettingService } from './wechat-setting.service.js';
import { wxaCodeService } from './wxa-code.service.js';
import { wxAccountService } from './wxaccount.service.js';
import { wxAccountAuthoriseService } from './wxaccount-authorise.service.js';

const c = contract.wxaccount;

/** Official accounts and mini-programs: authorising, listing and removing them, and choosing one per activity. */
export const wxaccountModule: AppModule = {
  register: ({ route, deps }) => {
    const accounts = wxAccountService(deps);
    const authorise = wxAccountAuthoriseService(deps);
    const settings = wechatSettingService(deps);
    const wxaCodes = wxaCodeService(deps);
    route(c.list, ({ user, input }) => accounts.list(user, input));
    route(c.detail, ({ user, input }) => accounts.detail(user, input.id));
    route(c.remove, ({ user, input }) => accounts.remove(user, input.id));
    route(c.authUrl, ({ user, input, req }) => authorise.authUrl(user, input.kind, requestOrigin(req)));
    route(c.authCallback, ({ user, input }) => authorise.callback(user, input));
    route(c.settingList, ({ user, input }) => settings.list(user, input));
    route(c.settingInfo, ({ user, input }) => settings.info(user, input.activity_id));
    route(c.settingSave, ({ user, input }) => settings.save(user, input));
    route(c.wxaCode, ({ user, input }) => wxaCodes.code(user, input));
  },
};
