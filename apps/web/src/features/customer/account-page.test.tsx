import { fireEvent, screen } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../app/session.js';
import { type ApiCall, expectNotice, loginData, renderPage, stubApi } from '../../components/test-kit.js';
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
  created_at: '2025-01-01T00:00:00.000Z',
};

const api = (extra: Record<string, (c: ApiCall) => { data?: unknown; code?: number; msg?: string }> = {}) =>
  stubApi({
    '/api/customer/info': { data: info },
    '/api/customer/changePwd': { data: null },
    '/api/api/Uploads/aliyun_oss': { data: { url: '/uploads/face.png', name: 'face.png', size: 1, type: 'image' } },
    '/api/customer/saveInfo': (c) => ({ data: { ...info, ...(c.body as object) } }),
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
