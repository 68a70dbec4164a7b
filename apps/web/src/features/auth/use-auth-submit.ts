import { type LoginData, type PanelMode, panelMode } from '@app/contract';
import { authContract } from '@app/contract/auth';
import { message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi, toastSeconds } from '../../app/api-client.js';
import { showNotice } from '../../components/notice-dialog.js';
import { finishLogin } from './finish-login.js';
import { type AuthValues, validateAuth } from './validate-auth.js';

const doneKey = { 1: 'loginDone', 2: 'registerDone', 3: 'recoverDone' } as const;

/** The agent who invited the organiser: the register link carries ?identity=. */
const identityFromUrl = () => new URLSearchParams(window.location.search).get('identity') || undefined;

const send = (mode: PanelMode, v: AuthValues): Promise<LoginData> => {
  const phone = v.phone.trim();
  const agentDomain = window.location.host;
  if (mode === panelMode.register) {
    const identity = identityFromUrl();
    return callApi(authContract.register, {
      phone,
      password: v.password,
      sms_code: v.code.trim(),
      check_agreement: 1,
      agentDomain,
      ...(identity ? { identity } : {}),
    });
  }
  if (mode === panelMode.recover) {
    return callApi(authContract.forgetPassword, { phone, password: v.password, sms_code: v.code.trim(), type: 1 });
  }
  return callApi(authContract.login, { phone, password: v.password, check_agreement: 1, agentDomain });
};

/** Validates the panel (spec section 5), calls login/register/recover and finishes the login. */
export const useAuthSubmit = (mode: PanelMode, onSuccess?: () => void) => {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);

  const submit = async (values: AuthValues) => {
    const problem = validateAuth(mode, values);
    if (problem) {
      showNotice(t(problem));
      return;
    }
    setBusy(true);
    try {
      const data = await send(mode, values);
      void message.success(t(doneKey[mode]), toastSeconds);
      finishLogin(data, onSuccess);
    } catch (err) {
      // The api client has already shown the server's message.
      if (!(err instanceof ApiError)) throw err;
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy };
};
