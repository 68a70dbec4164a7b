import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../app/session.js';
import {
  type ApiCall,
  confirmDialog,
  expectNotice,
  loginData,
  renderPage,
  stubApi,
} from '../../components/test-kit.js';
import { AccountPage } from './account-page.js';

const info = {
  id: 7,
  phone: '13800000000',
  name: '张三',
  head_img: '',
  agent_property: 1,
  money: 1234.5,
  dx_money: 8,
  hb_money: 0.05,
  is_staff: false,
  points: 0,
  online_num: 100,
  wx_nickname: '',
  created_at: '2025-01-01T00:00:00.000Z',
};

const api = (extra: Record<string, (c: ApiCall) => { data?: unknown; code?: number; msg?: string }> = {}) =>
  stubApi({
    '/api/customer/info': { data: info },
    '/api/customer/changePwd': { data: null },
    '/api/api/Uploads/aliyun_oss': { data: { url: '/uploads/face.png', name: 'face.png', size: 1, type: 'image' } },
    '/api/customer/saveInfo': (c) => ({ data: { ...info, ...(c.body as object) } }),
    '/api/customer/getOnlineNumConfig': { data: { online_num: 100, tiers: [{ num: 500, price: 50 }] } },
    ...extra,
  });

const password = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submitPassword = () => fireEvent.click(screen.getByText('确认修改').closest('button')!);

describe('AccountPage', () => {
  afterEach(() => {
    Modal.destroyAll();
    message.destroy();
  });

  it('shows the phone and the three balances in yuan with two decimals', async () => {
    session.save(loginData());
    api();
    renderPage(<AccountPage />);
    expect(await screen.findByText('13800000000')).toBeInTheDocument();
    expect(screen.getByText('账户余额')).toBeInTheDocument();
    expect(screen.getByText('¥1234.50')).toBeInTheDocument();
    expect(screen.getByText('短信余额')).toBeInTheDocument();
    expect(screen.getByText('¥8.00')).toBeInTheDocument();
    expect(screen.getByText('红包余额')).toBeInTheDocument();
    expect(screen.getByText('¥0.05')).toBeInTheDocument();
  });

  it('links each balance to its top-up', async () => {
    session.save(loginData());
    api();
    renderPage(<AccountPage />);
    await screen.findByText('13800000000');
    expect(screen.getByRole('link', { name: '充值 账户余额' })).toHaveAttribute(
      'href',
      '/user/user_recharge?kind=money',
    );
    expect(screen.getByRole('link', { name: '充值 短信余额' })).toHaveAttribute(
      'href',
      '/user/user_recharge?kind=dx_money',
    );
    expect(screen.getByRole('link', { name: '充值 红包余额' })).toHaveAttribute(
      'href',
      '/user/user_recharge?kind=hb_money',
    );
  });

  it('binds WeChat through the WeChat interface and shows the bound nickname', async () => {
    session.save(loginData());
    const { callsTo } = api({ '/api/customer/wx_bind': () => ({ data: { ...info, wx_nickname: '微信测试用户' } }) });
    renderPage(<AccountPage />);
    expect(await screen.findByText('尚未绑定微信')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '绑定微信' }));
    expect(await screen.findByText('微信测试用户')).toBeInTheDocument();
    expect(screen.getByText('已绑定')).toBeInTheDocument();
    expect(await screen.findByText('微信绑定成功')).toBeInTheDocument();
    expect(callsTo('/api/customer/wx_bind')[0]?.body).toEqual({ code: '', unbind: false });
  });

  it('unbinds WeChat only after confirming in the 提示 dialog', async () => {
    session.save(loginData());
    const { callsTo } = api({
      '/api/customer/info': () => ({ data: { ...info, wx_nickname: '微信测试用户' } }),
      '/api/customer/wx_bind': () => ({ data: { ...info, wx_nickname: '' } }),
    });
    renderPage(<AccountPage />);
    fireEvent.click((await screen.findByText('解除绑定')).closest('button')!);
    await expectNotice('确定解除微信绑定吗？');
    expect(callsTo('/api/customer/wx_bind')).toHaveLength(0);
    await confirmDialog('确定解除微信绑定吗？');
    expect(await screen.findByText('尚未绑定微信')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/api/customer/wx_bind')[0]?.body).toEqual({ code: '', unbind: true }));
  });

  it('checks the password form with the section-5 messages before calling', async () => {
    session.save(loginData());
    const { callsTo } = api();
    renderPage(<AccountPage />);
    await screen.findByText('13800000000');
    submitPassword();
    await expectNotice('请输入原密码');
    password('原密码', 'old-pass');
    submitPassword();
    await expectNotice('请输入密码');
    password('新密码', 'new-pass1');
    submitPassword();
    await expectNotice('请再次输入密码');
    password('确认密码', 'new-pass2');
    submitPassword();
    await expectNotice('两次密码不一致');
    expect(callsTo('/api/customer/changePwd')).toHaveLength(0);
  });

  it('changes the password and stays logged in', async () => {
    session.save(loginData());
    const { callsTo } = api();
    renderPage(<AccountPage />);
    await screen.findByText('13800000000');
    password('原密码', 'old-pass');
    password('新密码', 'new-pass1');
    password('确认密码', 'new-pass1');
    submitPassword();
    expect(await screen.findByText('密码修改成功')).toBeInTheDocument();
    expect(callsTo('/api/customer/changePwd')[0]?.body).toEqual({
      old_password: 'old-pass',
      password: 'new-pass1',
      confirm_password: 'new-pass1',
    });
    expect(session.token()).toBe('tok-1');
  });

  it('saves a new name and keeps the stored login in step', async () => {
    session.save(loginData());
    const { callsTo } = api();
    renderPage(<AccountPage />);
    fireEvent.change(await screen.findByLabelText('姓名'), { target: { value: ' 李四 ' } });
    fireEvent.click(screen.getByText('保存').closest('button')!);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(callsTo('/api/customer/saveInfo')[0]?.body).toEqual({ name: '李四' });
    expect(session.get()?.name).toBe('李四');
  });

  it('uploads a new avatar and saves it', async () => {
    session.save(loginData());
    const { callsTo } = api();
    renderPage(<AccountPage />);
    const input = await screen.findByLabelText('更换头像');
    fireEvent.change(input, { target: { files: [new File(['x'], 'face.PNG')] } });
    expect(await screen.findByText('头像已更新')).toBeInTheDocument();
    expect(callsTo('/api/customer/saveInfo')[0]?.body).toEqual({ head_img: '/uploads/face.png' });
    expect(session.get()?.head_img).toBe('/uploads/face.png');
  });

  it("refuses an avatar that is not an image with 'upload type error'", async () => {
    session.save(loginData());
    const { callsTo } = api();
    renderPage(<AccountPage />);
    const input = await screen.findByLabelText('更换头像');
    fireEvent.change(input, { target: { files: [new File(['x'], 'face.bmp')] } });
    expect(await screen.findByText('upload type error')).toBeInTheDocument();
    expect(callsTo('/api/api/Uploads/aliyun_oss')).toHaveLength(0);
  });
});
