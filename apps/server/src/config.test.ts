import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config.js';
import { participants } from './modules/activity/activity.table.js';
import { makeLiveQuiz } from './modules/activity/live-quiz.factory.js';
import { organiserApp } from './test/organiser-app.js';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8, 192.168.1.5 ,loopback', ['10.0.0.0/8', '192.168.1.5', 'loopback']],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });
});

describe('the WeChat third-party platform settings', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'config-test-'));
  const full = {
    DATA_DIR: dataDir,
    WECHAT_COMPONENT_APPID: 'wxcomponent',
    WECHAT_COMPONENT_SECRET: 'secret',
    WECHAT_COMPONENT_TOKEN: 'token',
    WECHAT_COMPONENT_AES_KEY: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    SECRETS_KEY: 'ab'.repeat(32),
  };

  it('leaves the platform offline when no appid is set, with a secrets key kept in the data folder', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.wechatOpen).toBeNull();
    expect(config.secretsKey).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dataDir }).secretsKey).toEqual(config.secretsKey);
  });

  it("reads the platform with WeChat's hosts by default", () => {
    expect(loadConfig(full).wechatOpen).toMatchObject({
      componentAppid: 'wxcomponent',
      apiBase: 'https://api.weixin.qq.com',
      openBase: 'https://open.weixin.qq.com',
      mpBase: 'https://mp.weixin.qq.com',
    });
  });

  it('refuses to start with an appid but a missing companion, a malformed AES key or a secrets key from a file', () => {
    const { SECRETS_KEY: _, ...withoutKey } = full;
    expect(() => loadConfig(withoutKey)).toThrow(/SECRETS_KEY/);
    expect(() => loadConfig({ ...full, WECHAT_COMPONENT_TOKEN: '' })).toThrow(/WECHAT_COMPONENT_TOKEN/);
    expect(() => loadConfig({ ...full, WECHAT_COMPONENT_AES_KEY: 'short' })).toThrow(/EncodingAESKey/);
    expect(() => loadConfig({ ...full, SECRETS_KEY: 'not-32-bytes' })).toThrow(/SECRETS_KEY/);
  });
});

/** Where a participant was recorded as joining from, and a login refused or not, tell which address the server saw. */
const clientAddressCases = (env: Record<string, string>) => {
  const { t, organiser } = organiserApp({ env });
  let activity: Awaited<ReturnType<typeof makeLiveQuiz>>;
  beforeAll(async () => {
    activity = await makeLiveQuiz(t, organiser.customer);
  });

  const enterVia = async (deviceId: string, forwardedFor: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: contract.activity.h5Enter.path,
      headers: { host: 'localhost', 'x-forwarded-for': forwardedFor },
      remoteAddress: '198.51.100.1',
      payload: { code: activity.code, device_id: deviceId },
    });
    expect(res.json().code).toBe(200);
    const rows = await t.deps.db.select().from(participants).where(eq(participants.deviceId, deviceId));
    return rows[0]?.ip;
  };
  const loginVia = (forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: contract.auth.login.path,
      headers: { host: 'localhost', 'x-forwarded-for': forwardedFor },
      remoteAddress: '198.51.100.1',
      payload: { phone: '13700000000', password: 'wrong-password', check_agreement: 1 },
    });
  return { enterVia, loginVia };
};

describe('the client address by default', () => {
  const { enterVia, loginVia } = clientAddressCases({});

  it('is the socket peer, whatever X-Forwarded-For it sends', async () => {
    expect(await enterVia('forged-header-1', '203.0.113.50')).toBe('198.51.100.1');
  });

  it('keeps the per-address login limit when each attempt forges another address', async () => {
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push((await loginVia(`203.0.113.${i}`)).json().msg);
    expect(answers.slice(0, 30).every((msg) => msg !== '操作太频繁，请稍后再试')).toBe(true);
    expect(answers[30]).toBe('操作太频繁，请稍后再试');
  });
});

describe('the client address with TRUST_PROXY=1', () => {
  const { enterVia, loginVia } = clientAddressCases({ TRUST_PROXY: '1' });

  it('is the address the proxy appended to X-Forwarded-For', async () => {
    expect(await enterVia('behind-proxy-1', '10.9.9.9, 203.0.113.60')).toBe('203.0.113.60');
  });

  it('counts logins per forwarded client, so clients behind the proxy do not share one limit', async () => {
    for (let i = 0; i < 31; i += 1) {
      expect((await loginVia(`203.0.113.${i}`)).json().msg).not.toBe('操作太频繁，请稍后再试');
    }
  });
});

describe('the client address with TRUST_PROXY naming the proxy', () => {
  const { enterVia } = clientAddressCases({ TRUST_PROXY: '198.51.100.0/24' });

  it('believes the header from that proxy, and only the hop it appended', async () => {
    expect(await enterVia('named-proxy-1', '10.9.9.9, 203.0.113.70')).toBe('203.0.113.70');
  });
});
