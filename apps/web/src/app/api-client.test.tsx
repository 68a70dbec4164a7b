import { accessContract } from '@app/contract/access';
import { authContract } from '@app/contract/auth';
import { message, notification } from 'antd';
import type { MessageType } from 'antd/es/message/interface';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, handleEnvelope } from './api-client.js';
import { setNavigator } from './navigator.js';
import { session, sessionKey } from './session.js';
import { uiFlags } from './ui-flags.js';

const login = {
  token: 'tok-1',
  expires_at: '',
  id: 1,
  phone: '13800000000',
  name: '',
  head_img: '',
  agent_property: 1,
  is_staff: false,
};

/** What message.error answers once the toast has closed; stubbed so no toast renders after the test. */
const closed = Promise.resolve(true);
// biome-ignore lint/suspicious/noThenProperty: antd's MessageType is itself a thenable.
const closedToast: MessageType = Object.assign(() => {}, { then: closed.then.bind(closed) });

describe('the envelope handler', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    navigate.mockReset();
    setNavigator(navigate);
    uiFlags.closeLoginPopup();
  });
  afterEach(() => vi.restoreAllMocks());

  it('answers the data of code 200', () => {
    expect(handleEnvelope({ code: 200, msg: 'ok', data: { a: 1 } })).toEqual({ a: 1 });
  });

  it('shows code 400 as an error toast for 2 seconds', () => {
    const toast = vi.spyOn(message, 'error').mockReturnValue(closedToast);
    expect(() => handleEnvelope({ code: 400, msg: '活动名称不能为空', data: null })).toThrow(ApiError);
    expect(toast).toHaveBeenCalledWith('活动名称不能为空', 2);
  });

  it('shows no toast for code 400 when the call asked for silence', () => {
    const toast = vi.spyOn(message, 'error').mockReturnValue(closedToast);
    expect(() => handleEnvelope({ code: 400, msg: 'x', data: null }, { silent: true })).toThrow(ApiError);
    expect(toast).not.toHaveBeenCalled();
  });

  it('clears the stored login and goes to /login on code 500', () => {
    session.save(login);
    expect(() => handleEnvelope({ code: 500, msg: '请先登录', data: null })).toThrow(ApiError);
    expect(localStorage.getItem(sessionKey)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('opens the login popup on code 555', () => {
    expect(() => handleEnvelope({ code: 555, msg: '请先登录', data: null })).toThrow(ApiError);
    expect(uiFlags.get().loginPopup).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to /activity/404 on code 600', () => {
    expect(() => handleEnvelope({ code: 600, msg: '活动不存在', data: null })).toThrow(ApiError);
    expect(navigate).toHaveBeenCalledWith('/activity/404');
  });
});

describe('a call that cannot reach the server', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a notice titled 请求失败 with the failure', async () => {
    // Static notices render outside any test root and would outlive the test environment, so the call is read instead.
    const notice = vi.spyOn(notification, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(callApi(accessContract.customerList, {})).rejects.toBeInstanceOf(ApiError);
    expect(notice).toHaveBeenCalledWith({ title: '请求失败', description: 'Failed to fetch' });
  });

  it('tells nobody when the caller itself cancelled the call', async () => {
    const notice = vi.spyOn(notification, 'error').mockImplementation(() => {});
    const cancel = new AbortController();
    cancel.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn().mockRejectedValue(new DOMException('signal is aborted without reason', 'AbortError')),
    );
    await expect(callApi(accessContract.customerList, {}, { signal: cancel.signal })).rejects.toThrow();
    expect(notice).not.toHaveBeenCalled();
  });

  it('tells nobody when the caller cancels while the answer (HTTP 200) is still being read', async () => {
    const notice = vi.spyOn(notification, 'error').mockImplementation(() => {});
    const toast = vi.spyOn(message, 'error').mockReturnValue(closedToast);
    const cancel = new AbortController();
    const halfRead = {
      status: 200,
      json: () => {
        cancel.abort();
        return Promise.reject(new DOMException('signal is aborted without reason', 'AbortError'));
      },
    };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(halfRead));
    const call = callApi(authContract.userAgreement, { type: 1 }, { signal: cancel.signal });
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(notice).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('still reports an answer that is not an envelope as HTTP <status>', async () => {
    const notice = vi.spyOn(notification, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 })));
    await expect(callApi(accessContract.customerList, {})).rejects.toBeInstanceOf(ApiError);
    expect(notice).toHaveBeenCalledWith({ title: '请求失败', description: 'HTTP 502' });
  });

  it('sends the stored token in the token header', async () => {
    session.save(login);
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ code: 200, msg: 'ok', data: [] })));
    vi.stubGlobal('fetch', fetchMock);
    await callApi(accessContract.list, {});
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ token: 'tok-1' });
  });
});
