import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTenant, uniquePhone } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const send = contract.auth.sendSmsCode;

describe('sending sms codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMS_DAILY_PER_IP: '12' });
    await makeTenant(t, { code: 'other', hosts: ['other.test'] });
  });
  afterAll(() => t.close());

  it('sends a six-digit register code and says when the next may be sent', async () => {
    const phone = uniquePhone();
    const res = await t.call(send, { phone }, { ip: '10.0.0.1' });
    expect(res.body).toMatchObject({ code: 200, data: { resend_after: 60 } });
    expect(t.sms.lastCode(phone)).toMatch(/^\d{6}$/);
    expect(t.sms.sent.at(-1)).toMatchObject({ phone, type: 'register' });
  });

  it('sends a recovery code only to a registered phone', async () => {
    const { phone } = await makeCustomer(t);
    const res = await t.call(send, { phone, type: 1 }, { ip: '10.0.0.2' });
    expect(res.body.code).toBe(200);
    expect(t.sms.sent.at(-1)).toMatchObject({ phone, type: 'recover' });
    const unknown = await t.call(send, { phone: uniquePhone(), type: '1' }, { ip: '10.0.0.2' });
    expect(unknown.body.msg).toBe('该手机号尚未注册');
  });

  it('refuses a register code for a phone already registered on this site', async () => {
    const { phone } = await makeCustomer(t);
    expect((await t.call(send, { phone, type: 0 }, { ip: '10.0.0.3' })).body.msg).toBe('该手机号已注册，请直接登录');
    expect((await t.call(send, { phone }, { host: 'other.test', ip: '10.0.0.3' })).body.code).toBe(200);
  });

  it.each([
    [{}, '请输入手机号'],
    [{ phone: '' }, '请输入手机号'],
    [{ phone: '1380000000' }, '手机号格式错误'],
    [{ phone: '138000000001' }, '手机号格式错误'],
  ])('refuses %o with %s', async (input, msg) => {
    expect((await t.call(send, input)).body).toMatchObject({ code: 400, msg });
  });

  it('refuses a second code to the same phone within 60 seconds, and allows it after', async () => {
    const phone = uniquePhone();
    expect((await t.call(send, { phone }, { ip: '10.0.0.4' })).body.code).toBe(200);
    t.clock.advance(30_000);
    const again = await t.call(send, { phone }, { ip: '10.0.0.5' });
    expect(again.body).toMatchObject({ code: 400, msg: '验证码发送太频繁，请60秒后再试' });
    expect(t.sms.sent.filter((m) => m.phone === phone)).toHaveLength(1);
    t.clock.advance(31_000);
    expect((await t.call(send, { phone }, { ip: '10.0.0.4' })).body.code).toBe(200);
    expect(t.sms.sent.filter((m) => m.phone === phone)).toHaveLength(2);
  });

  it('keeps the 60-second limit per site', async () => {
    const phone = uniquePhone();
    expect((await t.call(send, { phone }, { ip: '10.0.0.6' })).body.code).toBe(200);
    expect((await t.call(send, { phone }, { host: 'other.test', ip: '10.0.0.6' })).body.code).toBe(200);
  });

  it('sends at most ten codes a day to one phone', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 10; i++) {
      expect((await t.call(send, { phone }, { ip: `10.1.0.${i}` })).body.code).toBe(200);
      t.clock.advance(61_000);
    }
    const refused = await t.call(send, { phone }, { ip: '10.1.1.1' });
    expect(refused.body.msg).toBe('今日验证码发送次数已达上限');
    t.clock.advance(86_400_000);
    expect((await t.call(send, { phone }, { ip: '10.1.1.1' })).body.code).toBe(200);
  });

  it('sends at most the daily number of codes from one address', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 12; i++) expect((await t.call(send, { phone: uniquePhone() }, { ip })).body.code).toBe(200);
    const phone = uniquePhone();
    expect((await t.call(send, { phone }, { ip })).body.msg).toBe('今日验证码发送次数已达上限');
    expect(t.sms.lastCode(phone)).toBeUndefined();
    expect((await t.call(send, { phone }, { ip: '10.2.0.2' })).body.code).toBe(200);
  });
});

describe('an sms provider failure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.deps.sms.send = async () => {
      throw new Error('provider down');
    };
  });
  afterAll(() => t.close());

  it('tells the user the code was not sent', async () => {
    const res = await t.call(send, { phone: uniquePhone() });
    expect(res.body).toMatchObject({ code: 400, msg: '验证码发送失败，请稍后再试' });
  });
});
