import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, message } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKey } from '../../app/session.js';
import { uiFlags } from '../../app/ui-flags.js';
import { expectNotice, loginData, renderPage, stubApi } from '../../components/test-kit.js';
import { AuthPanel } from './auth-panel.js';
import { pageLoad } from './finish-login.js';

const agreementPath = '/api/login/userAgreement';
const api = () =>
  stubApi({
    [agreementPath]: (c) => ({ data: { user_agreement: `<p>协议类型${c.query.get('type')}</p>` } }),
    '/api/login': { data: loginData() },
    '/api/login/register': { data: loginData({ token: 'tok-reg' }) },
    '/api/login/forgetPassword': { data: loginData({ token: 'tok-rec' }) },
    '/api/login/sentSmsCode': { data: { resend_after: 60 } },
  });

const phone = () => screen.getByLabelText('请输入手机号');
const password = () => screen.getAllByLabelText(/请输入(新)?密码/)[0]!;
const confirm = () => screen.getByLabelText('请再次输入密码');
const code = () => screen.getByLabelText('请输入验证码');
const typeInto = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const modeButton = (name: string) => screen.getByRole('button', { name });

describe('AuthPanel', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    Modal.destroyAll();
    message.destroy();
    vi.restoreAllMocks();
  });

  it('starts in login mode and loads the login agreement', async () => {
    const { callsTo } = api();
    renderPage(<AuthPanel />);
    expect(screen.getByRole('button', { name: '立即登录' })).toBeTruthy();
    expect(screen.queryByLabelText('请输入验证码')).toBeNull();
    await waitFor(() => expect(callsTo(agreementPath).map((c) => c.query.get('type'))).toEqual(['1']));
  });

  it('clears the fields and reloads the agreement of the new mode when switching', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = api();
    renderPage(<AuthPanel />);
    typeInto(phone(), '13800000000');
    typeInto(password(), 'secret1');

    await user.click(modeButton('注册'));
    expect((phone() as HTMLInputElement).value).toBe('');
    expect((password() as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: '立即注册' })).toBeTruthy();
    typeInto(confirm(), 'abc');

    await user.click(modeButton('忘记密码'));
    expect((confirm() as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: '重置密码' })).toBeTruthy();
    await waitFor(() => expect(callsTo(agreementPath).map((c) => c.query.get('type'))).toEqual(['1', '2', '3']));

    await user.click(screen.getByRole('button', { name: '《用户协议》' }));
    expect(await screen.findByText('协议类型3')).toBeTruthy();
  });

  it('sends a register code, counts down, and a mode switch returns the button to idle', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = api();
    renderPage(<AuthPanel initialMode={2} />);
    typeInto(phone(), '13800000000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeTruthy();
    expect(callsTo('/api/login/sentSmsCode')[0]?.body).toEqual({ phone: '13800000000', type: 0 });
    expect(await screen.findByText('验证码已发送')).toBeTruthy();

    await user.click(modeButton('忘记密码'));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
    typeInto(phone(), '13900000000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(callsTo('/api/login/sentSmsCode')[1]?.body).toEqual({ phone: '13900000000', type: 1 }));
  });

  it('refuses to send a code for a malformed phone', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = api();
    renderPage(<AuthPanel initialMode={2} />);
    typeInto(phone(), '1380000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await expectNotice('手机号格式错误');
    expect(callsTo('/api/login/sentSmsCode')).toHaveLength(0);
  });

  const cases: { name: string; mode: 1 | 2 | 3; fill: Record<string, string>; untick?: boolean; msg: string }[] = [
    { name: 'an empty phone', mode: 1, fill: {}, msg: '请输入手机号' },
    { name: 'a malformed phone', mode: 1, fill: { phone: '2380000000' }, msg: '手机号格式错误' },
    { name: 'no password', mode: 1, fill: { phone: '13800000000' }, msg: '请输入密码' },
    {
      name: 'login without the agreement',
      mode: 1,
      fill: { phone: '13800000000', password: 'secret1' },
      untick: true,
      msg: '请同意用户协议',
    },
    { name: 'no code', mode: 2, fill: { phone: '13800000000' }, msg: '请输入验证码' },
    {
      name: 'no confirmation',
      mode: 2,
      fill: { phone: '13800000000', code: '1234', password: 'a1' },
      msg: '请再次输入密码',
    },
    {
      name: 'different passwords',
      mode: 3,
      fill: { phone: '13800000000', code: '1234', password: 'secret1', confirm: 'secret2' },
      msg: '两次密码不一致',
    },
    {
      name: 'register without the agreement',
      mode: 2,
      fill: { phone: '13800000000', code: '1234', password: 'secret1', confirm: 'secret1' },
      untick: true,
      msg: '请阅读并勾选协议',
    },
  ];

  it.each(cases)('shows a 提示 dialog for $name and calls nothing', async ({ mode, fill, untick, msg }) => {
    const user = userEvent.setup({ delay: null });
    const { calls } = api();
    renderPage(<AuthPanel initialMode={mode} />);
    if (fill.phone) typeInto(phone(), fill.phone);
    if (fill.code) typeInto(code(), fill.code);
    if (fill.password) typeInto(password(), fill.password);
    if (fill.confirm) typeInto(confirm(), fill.confirm);
    if (untick) await user.click(screen.getByRole('checkbox'));
    const submit = { 1: '立即登录', 2: '立即注册', 3: '重置密码' }[mode];
    await user.click(screen.getByRole('button', { name: submit }));
    await expectNotice(msg);
    expect(calls.filter((c) => c.path !== agreementPath)).toHaveLength(0);
  });

  it('ticks the register agreement again through the popup agree button', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    renderPage(<AuthPanel initialMode={2} />);
    const tick = screen.getByRole('checkbox', { name: '勾选用户协议' });
    expect(tick).toBeChecked();
    await user.click(tick);
    expect(tick).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '《用户协议》' }));
    expect(await screen.findByText('协议类型2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '同意' }));
    expect(tick).toBeChecked();
  });

  it('logs in: stores QUES_USER, hides the popup, and opens my activities after about 1.5 s', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = api();
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    const onSuccess = vi.fn();
    uiFlags.openLoginPopup();
    renderPage(<AuthPanel onSuccess={onSuccess} />);
    typeInto(phone(), '13800000000');
    typeInto(password(), 'secret1');
    await user.click(screen.getByRole('button', { name: '立即登录' }));

    await waitFor(() => expect(localStorage.getItem(sessionKey)).toContain('tok-1'));
    const loggedInAt = Date.now();
    expect(callsTo('/api/login')[0]?.body).toMatchObject({
      phone: '13800000000',
      password: 'secret1',
      check_agreement: 1,
    });
    expect(uiFlags.get().loginPopup).toBe(false);
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(await screen.findByText('登录成功')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/activity/manage'), { timeout: 3000 });
    expect(Date.now() - loggedInAt).toBeGreaterThanOrEqual(1300);
  });

  it('registers with the inviting agent from ?identity= and is then logged in', async () => {
    window.history.replaceState(null, '', '/register?identity=42');
    const user = userEvent.setup({ delay: null });
    const { callsTo } = api();
    vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    renderPage(<AuthPanel initialMode={2} />);
    typeInto(phone(), '13800000000');
    typeInto(code(), '123456');
    typeInto(password(), 'secret1');
    typeInto(confirm(), 'secret1');
    await user.click(screen.getByRole('button', { name: '立即注册' }));
    await waitFor(() => expect(localStorage.getItem(sessionKey)).toContain('tok-reg'));
    expect(callsTo('/api/login/register')[0]?.body).toMatchObject({
      phone: '13800000000',
      sms_code: '123456',
      password: 'secret1',
      identity: '42',
      check_agreement: 1,
    });
  });

  it('recovers the password with sms type 1 and logs in', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = api();
    vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    renderPage(<AuthPanel initialMode={3} />);
    typeInto(phone(), '13800000000');
    typeInto(code(), '123456');
    typeInto(password(), 'newpass1');
    typeInto(confirm(), 'newpass1');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(localStorage.getItem(sessionKey)).toContain('tok-rec'));
    expect(callsTo('/api/login/forgetPassword')[0]?.body).toEqual({
      phone: '13800000000',
      sms_code: '123456',
      password: 'newpass1',
      type: 1,
    });
  });
});
