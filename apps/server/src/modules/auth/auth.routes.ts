import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { loginService } from './login.service.js';
import { oneClickService } from './one-click.service.js';
import { signupService } from './signup.service.js';
import { smsCodeService } from './sms-code.service.js';

const agreementOf = { 1: 'agreementLogin', 2: 'agreementRegister', 3: 'agreementRecover' } as const;
const purposeOf = { 0: 'register', 1: 'recover' } as const;

export const authModule = {
  register: ({ route, deps, sessions }: ModuleContext) => {
    const smsCodes = smsCodeService(deps);
    const logins = loginService(deps, sessions);
    const signups = signupService(deps, { smsCodes, logins, sessions });
    const oneClick = oneClickService(deps, logins);

    route(contract.auth.login, ({ tenant, input, ip, userAgent }) => logins.login(tenant, input, { ip, userAgent }));
    route(contract.auth.oneClickLogin, ({ tenant, input, ip, userAgent }) =>
      oneClick.login(tenant, input, { ip, userAgent }),
    );
    route(contract.auth.register, ({ tenant, input, ip, userAgent }) =>
      signups.register(tenant, input, { ip, userAgent }),
    );
    route(contract.auth.forgetPassword, ({ tenant, input, ip, userAgent }) =>
      signups.recover(tenant, input, { ip, userAgent }),
    );
    route(contract.auth.sendSmsCode, ({ tenant, input, ip }) =>
      smsCodes.send(tenant, input.phone, purposeOf[input.type as 0 | 1], ip),
    );
    route(contract.auth.userAgreement, async ({ tenant, input }) => ({
      user_agreement: tenant[agreementOf[input.type as 1 | 2 | 3]],
    }));
    route(contract.auth.logout, async ({ user }) => {
      await sessions.end(user.sessionId);
      return null;
    });
  },
};
