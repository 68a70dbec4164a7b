import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { startWechatApp, type WechatApp } from '../../test/wechat-stand-in/wechat-app.js';
import { componentEventPath } from './component-events.js';
import { componentStateStore } from './component-state.repository.js';

describe("the platform's event URL", () => {
  let w: WechatApp;

  beforeAll(async () => {
    w = await startWechatApp();
  });
  afterAll(() => w.close());

  const kept = () =>
    componentStateStore(w.t.deps.db, w.t.deps.secrets, w.t.deps.config.wechatOpen?.componentAppid ?? '').ticket();

  it('answers "success" to a ticket WeChat signed, and keeps the ticket', async () => {
    const res = await w.push(w.standIn.ticketPush('ticket@@@signed'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('success');
    expect(await kept()).toBe('ticket@@@signed');
  });

  it('refuses a push with a bad signature, so WeChat pushes again, and keeps the ticket it had', async () => {
    const forged = w.standIn.ticketPush('ticket@@@forged');
    const res = await w.push({ ...forged, query: { ...forged.query, msg_signature: '0'.repeat(40) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: '微信推送的签名无效或内容无法解密' });
    expect((await w.push(w.standIn.signedPush('<xml></xml>', 'not-the-token'))).statusCode).toBe(400);
    expect(await kept()).toBe('ticket@@@signed');
  });

  it('never lets an older push replace a newer ticket', async () => {
    const older = w.standIn.ticketPush('ticket@@@older');
    w.t.clock.advance(10 * 60_000);
    await w.push(w.standIn.ticketPush('ticket@@@newer'));
    expect((await w.push(older)).body).toBe('success');
    expect(await kept()).toBe('ticket@@@newer');
  });

  it('refuses a body that is not XML', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: componentEventPath,
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: { Encrypt: 'x' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('WeChat official accounts on a bare machine', () => {
  it('authorises a made-up account at once and refuses pushes, no WeChat reached', async () => {
    const t = await createTestApp();
    try {
      const organiser = await makeCustomer(t);
      const c = contract.wxaccount;
      const { url } = (await t.call(c.authUrl, {}, { token: organiser.token })).body.data;
      const back = new URL(url);
      expect(back.pathname).toBe('/function/authorized_add');
      const input = {
        auth_code: back.searchParams.get('auth_code') ?? '',
        state: back.searchParams.get('state') ?? '',
      };
      const res = await t.call(c.authCallback, input, { token: organiser.token });
      expect(res.body.data).toMatchObject({ nickname: '离线测试公众号', can_sign_in: true });
      const push = await t.app.inject({
        method: 'POST',
        url: componentEventPath,
        headers: { host: 'localhost', 'content-type': 'text/xml' },
        payload: '<xml></xml>',
      });
      expect(push.json()).toMatchObject({ msg: '本站未接入微信开放平台' });
    } finally {
      await t.close();
    }
  });
});
