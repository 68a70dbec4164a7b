import { activityContract } from '@app/contract/activity';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useQueryParams } from '../../app/page-address.js';
import { externalPage } from './external-page.js';
import { callLive } from './live-api.js';

const stateKey = (code: string) => `live:wechat-state:${code}`;

/**
 * Sends the participant to WeChat's consent page, which comes back to this activity's page with ?code=&state=.
 * The state is kept for this tab only, so a code arriving on a page that never asked for one is not used.
 */
export const useWechatAuthorize = (code: string) =>
  useMutation({
    mutationFn: async () => {
      const { url, state } = await callLive(activityContract.h5WechatAuthorize, { code, redirect: `/h5/${code}` });
      sessionStorage.setItem(stateKey(code), state);
      externalPage.assign(url);
    },
  });

/** The code of a consent this tab asked for, read once; '' when there is none or the state does not match. */
const returnedCode = (code: string, params: URLSearchParams) => {
  const given = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const kept = sessionStorage.getItem(stateKey(code));
  return given && state && state === kept ? given : '';
};

/**
 * The WeChat sign-in code this page came back with, and `drop` once it is spent or refused (WeChat takes each
 * code once). Code and state leave the address at once, so a reload or a shared link never reuses them.
 */
export const useWechatReturn = (code: string) => {
  const [params, replaceQuery] = useQueryParams();
  const [wechatCode, setWechatCode] = useState(() => returnedCode(code, params));
  const returned = params.has('code') || params.has('state');
  useEffect(() => {
    if (!returned) return;
    sessionStorage.removeItem(stateKey(code));
    const next = new URLSearchParams(params);
    next.delete('code');
    next.delete('state');
    // WeChat adds the official account's appid when it signs in on the account's behalf.
    next.delete('appid');
    replaceQuery(next);
  }, [code, returned, params, replaceQuery]);
  const drop = useCallback(() => setWechatCode(''), []);
  return { wechatCode, drop };
};
