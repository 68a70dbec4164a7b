import type { LoginData } from '@app/contract';
import { activityContract } from '@app/contract/activity';
import { quizContract } from '@app/contract/quiz';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-client.js';
import { session } from '../../app/session.js';
import { loginData } from '../../components/test-kit.js';
import i18n from '../../i18n/index.js';
import { callLive } from './live-api.js';
import { deviceId, ticketStore } from './live-store.js';

const answer = (env: object) => {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(env)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

afterEach(() => i18n.changeLanguage('zh-CN'));

describe('callLive', () => {
  it('posts the input as json without the back-office token and answers the data', async () => {
    const fetchMock = answer({ code: 200, msg: 'ok', data: { list: [], mine: null } });
    const data = await callLive(quizContract.h5Ranking, { ticket: 'ticket-0123456789abcdef' });
    expect(data).toEqual({ list: [], mine: null });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/h5/quiz/ranking');
    expect(init?.body).toBe(JSON.stringify({ ticket: 'ticket-0123456789abcdef' }));
    expect(init?.headers).not.toHaveProperty('token');
  });

  it('sends the back-office login this browser holds only for the calls that mark an organiser’s preview', async () => {
    session.save(loginData({ token: 'organiser-token' }) as LoginData);
    const fetchMock = answer({ code: 200, msg: 'ok', data: null });
    await callLive(activityContract.h5Info, { code: 'Ab3dE5fG7h' }, { asOrganiser: true });
    await callLive(quizContract.h5State, { ticket: 'x'.repeat(20) });
    expect(fetchMock.mock.calls[0]![1]?.headers).toEqual({ token: 'organiser-token' });
    expect(fetchMock.mock.calls[1]![1]?.headers).not.toHaveProperty('token');
    session.clear();
    await callLive(activityContract.h5Info, { code: 'Ab3dE5fG7h' }, { asOrganiser: true });
    expect(fetchMock.mock.calls[2]![1]?.headers).toEqual({});
  });

  it('sends GET input as the query string', async () => {
    const fetchMock = answer({ code: 200, msg: 'ok', data: null });
    await callLive(activityContract.h5Info, { code: 'Ab3dE5fG7h' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/h5/activity?code=Ab3dE5fG7h');
  });

  it('neither leaves the page nor ends a back-office login on codes 600 and 500', async () => {
    session.save(loginData({ token: 'organiser-token' }) as LoginData);
    const before = window.location.href;
    answer({ code: 600, msg: '活动不存在', error: 'ACTIVITY_NOT_FOUND' });
    await expect(callLive(quizContract.h5State, { ticket: 'x'.repeat(20) }, { silent: true })).rejects.toThrow(
      '活动不存在',
    );
    answer({ code: 500, msg: '请先登录', error: 'AUTH_NOT_LOGGED_IN' });
    await expect(callLive(quizContract.h5State, { ticket: 'x'.repeat(20) }, { silent: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(window.location.href).toBe(before);
    expect(session.token()).toBe('organiser-token');
  });

  it('keeps a state message the server chose, and translates a standard one by its name', async () => {
    await i18n.changeLanguage('en-US');
    answer({ code: 400, msg: '活动已过期', error: 'H5_ACTIVITY_UNAVAILABLE' });
    await expect(callLive(quizContract.h5Start, { ticket: 'x'.repeat(20) }, { silent: true })).rejects.toThrow(
      '活动已过期',
    );
    answer({ code: 400, msg: '活动密码错误', error: 'H5_PASSWORD_WRONG' });
    await expect(
      callLive(activityContract.h5Enter, { code: 'Ab3dE5fG7h', device_id: 'device01' }, { silent: true }),
    ).rejects.toThrow('Wrong activity password');
  });

  it("shows the server's words when the live entry loaded no error texts (zh-CN, the server's own language)", async () => {
    const zh = i18n.getResourceBundle('zh-CN', 'errors');
    i18n.removeResourceBundle('zh-CN', 'errors');
    try {
      answer({ code: 400, msg: '活动密码错误', error: 'H5_PASSWORD_WRONG' });
      await expect(
        callLive(activityContract.h5Enter, { code: 'Ab3dE5fG7h', device_id: 'device01' }, { silent: true }),
      ).rejects.toThrow('活动密码错误');
    } finally {
      i18n.addResourceBundle('zh-CN', 'errors', zh);
    }
  });
});

describe('live store', () => {
  it('keeps one device id per phone and a ticket per activity code', () => {
    const id = deviceId();
    expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(deviceId()).toBe(id);
    ticketStore.set('Code001', 'ticket-a');
    expect(ticketStore.get('Code001')).toBe('ticket-a');
    expect(ticketStore.get('Code002')).toBe('');
    ticketStore.clear('Code001');
    expect(ticketStore.get('Code001')).toBe('');
  });
});
