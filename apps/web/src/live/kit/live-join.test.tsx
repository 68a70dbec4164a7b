import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import { liveCode, liveTicket, makeInfo, makeState, paths } from './live-fixtures.js';
import { LivePage } from './live-page.js';

/** A refused call as the server answers it, with the error's name (the stub's type knows only code and msg). */
const refusal = (msg: string, error: string) => {
  const answer = { code: 400, msg, error };
  return answer;
};
const joined = { data: { ticket: liveTicket, id: 3, name: '', phone: '', unit: '' } };
const renderLive = () => renderPage(<LivePage />, { route: `/h5/${liveCode}`, path: '/h5/:code' });
const press = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }, slow));
const type = async (label: string, value: string) =>
  fireEvent.change(await screen.findByLabelText(label, {}, slow), { target: { value } });
const home = { [paths.state]: { data: makeState() }, [paths.turns]: { data: [] } };

describe('joining a live activity', () => {
  it('asks for the answer code, sends it, and shows why a used code is refused', async () => {
    let tries = 0;
    const { callsTo } = stubApi({
      ...home,
      [paths.info]: { data: makeInfo({ needs_answer_code: true }) },
      [paths.enter]: () => (++tries === 1 ? refusal('答题码无效或已被使用', 'H5_ANSWER_CODE_INVALID') : joined),
    });
    renderLive();
    await press('参与活动');
    await press('进入活动');
    expect(await screen.findByText('请输入答题码', {}, slow)).toBeInTheDocument();
    expect(callsTo(paths.enter)).toHaveLength(0);

    await type('答题码', 'USED01');
    await press('进入活动');
    expect(await screen.findByText('答题码无效或已被使用', {}, slow)).toBeInTheDocument();
    expect(localStorage.getItem(`live:ticket:${liveCode}`)).toBeNull();

    await type('答题码', 'QZ8K2M');
    await press('进入活动');
    expect(await screen.findByText('今日剩余次数', {}, slow)).toBeInTheDocument();
    expect(callsTo(paths.enter).map((c) => (c.body as { answer_code: string }).answer_code)).toEqual([
      'USED01',
      'QZ8K2M',
    ]);
  });

  it('joins with the device string the server signed, fetched once per activity', async () => {
    const { callsTo } = stubApi({
      ...home,
      [paths.info]: { data: makeInfo({ signed_device: true }) },
      [paths.uniq]: { data: { uniq: 'signed-device-0001' } },
      [paths.enter]: joined,
    });
    renderLive();
    await press('参与活动');
    expect(await screen.findByText('今日剩余次数', {}, slow)).toBeInTheDocument();
    expect(callsTo(paths.uniq)[0]?.body).toEqual({ code: liveCode });
    expect(localStorage.getItem(`live:device:${liveCode}`)).toBe('signed-device-0001');

    // Back on another day with the ticket gone: the kept device string is used again, not a new one.
    cleanup();
    localStorage.removeItem(`live:ticket:${liveCode}`);
    renderLive();
    await press('参与活动');
    expect(await screen.findByText('今日剩余次数', {}, slow)).toBeInTheDocument();
    expect(callsTo(paths.uniq)).toHaveLength(1);
    expect(callsTo(paths.enter).map((c) => (c.body as { device_id: string }).device_id)).toEqual([
      'signed-device-0001',
      'signed-device-0001',
    ]);
  });

  it('shows on the form that the phone number belongs to another device', async () => {
    const { callsTo } = stubApi({
      [paths.info]: { data: makeInfo({ signed_device: true, signup_fields: [{ key: 'phone', required: true }] }) },
      [paths.uniq]: { data: { uniq: 'signed-device-0002' } },
      [paths.enter]: refusal('该手机号已在其他设备上参与，请使用原设备', 'H5_DEVICE_MISMATCH'),
    });
    renderLive();
    await press('参与活动');
    await type('手机号', '13800000000');
    await press('进入活动');
    expect(await screen.findByText('该手机号已在其他设备上参与，请使用原设备', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '进入活动' })).toBeInTheDocument();
    expect(callsTo(paths.enter)[0]?.body).toMatchObject({ device_id: 'signed-device-0002' });
  });

  it('tells a banned participant why they cannot join', async () => {
    stubApi({
      [paths.info]: { data: makeInfo({ signup_fields: [{ key: 'name', required: true }] }) },
      [paths.enter]: refusal('你已被主办方禁止参与本活动', 'H5_BANNED'),
    });
    renderLive();
    await press('参与活动');
    await type('姓名', '李雷');
    await press('进入活动');
    expect(await screen.findByText('你已被主办方禁止参与本活动', {}, slow)).toBeInTheDocument();
    expect(localStorage.getItem(`live:ticket:${liveCode}`)).toBeNull();
  });

  it('asks for the SMS code under the phone number when the activity proves phones, and enters with it', async () => {
    const { callsTo } = stubApi({
      ...home,
      [paths.info]: { data: makeInfo({ identity: 'phone', signup_fields: [{ key: 'phone', required: true }] }) },
      [paths.sendCode]: { data: { resend_after: 60 } },
      [paths.enter]: joined,
    });
    renderLive();
    await press('参与活动');
    expect(await screen.findByText(/用同一号码重新验证即可回到原座位/, {}, slow)).toBeInTheDocument();
    await press('获取验证码');
    expect(await screen.findByText('手机号格式错误')).toBeInTheDocument();
    expect(callsTo(paths.sendCode)).toHaveLength(0);

    await type('手机号', '13900002222');
    await press('进入活动');
    expect(await screen.findByText('请输入短信验证码')).toBeInTheDocument();
    expect(callsTo(paths.enter)).toHaveLength(0);

    await press('获取验证码');
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    expect(screen.getByText('验证码已发送，请查收短信')).toBeInTheDocument();
    expect(callsTo(paths.sendCode)[0]?.body).toEqual({ code: liveCode, phone: '13900002222' });

    await type('短信验证码', '123456');
    await press('进入活动');
    expect(await screen.findByText('今日剩余次数', {}, slow)).toBeInTheDocument();
    expect(callsTo(paths.enter)[0]?.body).toMatchObject({ fields: { phone: '13900002222' }, sms_code: '123456' });
  });

  it('shows why a wrong SMS code is refused and keeps the form', async () => {
    stubApi({
      [paths.info]: { data: makeInfo({ identity: 'phone', signup_fields: [{ key: 'phone', required: true }] }) },
      [paths.enter]: refusal('验证码错误或已过期', 'AUTH_SMS_CODE_INVALID'),
    });
    renderLive();
    await press('参与活动');
    await type('手机号', '13900002222');
    await type('短信验证码', '000000');
    await press('进入活动');
    expect(await screen.findByText('验证码错误或已过期', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '进入活动' })).toBeInTheDocument();
  });

  it('says a typed phone number leaves the participant on this device, and asks no SMS code', async () => {
    const { callsTo } = stubApi({
      ...home,
      [paths.info]: { data: makeInfo({ signup_fields: [{ key: 'phone', required: true }] }) },
      [paths.enter]: joined,
    });
    renderLive();
    await press('参与活动');
    expect(await screen.findByText(/座位和得分跟随这台手机/, {}, slow)).toBeInTheDocument();
    expect(screen.queryByLabelText('短信验证码')).toBeNull();
    await type('手机号', '13900002222');
    await press('进入活动');
    expect(await screen.findByText('今日剩余次数', {}, slow)).toBeInTheDocument();
    expect(callsTo(paths.enter)[0]?.body).toMatchObject({ sms_code: '' });
  });
});
