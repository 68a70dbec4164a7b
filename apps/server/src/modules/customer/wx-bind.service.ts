import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { customerRepository } from './customer.repository.js';
import { customerInfoOf } from './customer-info.js';

/** Binds the caller's own account (staff bind their own, not their organiser's) to a WeChat identity. */
export const wxBindService = (deps: Pick<Deps, 'db' | 'wechat'>) => ({
  bind: async (user: CurrentUser, input: { code: string; unbind: boolean }) => {
    const identity = input.unbind ? { openid: '', nickname: '' } : await deps.wechat.identify(input.code);
    const updated = await customerRepository(deps.db).update(user.tenantId, user.id, {
      wxOpenid: identity.openid,
      wxNickname: identity.nickname,
    });
    if (!updated) throw new AppError('AUTH_SESSION_EXPIRED');
    return customerInfoOf(deps.db)(user, updated);
  },
});
