import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNotice, renderPage, stubApi } from '../../components/test-kit.js';
import i18n from '../../i18n/index.js';
import { clickButton, confirm, modal, page, role, staff } from './access-test-kit.js';
import { StaffListPage } from './staff-list-page.js';

const listPath = '/api/customer/list';

const api = (extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    [listPath]: page(
      [staff(1, { name: '王会计' }), staff(2, { name: '李出纳', status: 'disabled', role_name: '' })],
      2,
    ),
    '/api/role/list': page([role(1, { name: '财务' }), role(2, { name: '客服' })]),
    ...extra,
  });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const fill = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
/** Picks an option of an antd select; fireEvent keeps it fast in jsdom. */
const choose = async (dialog: HTMLElement, label: string, option: string) => {
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  const items = await screen.findAllByTitle(option);
  fireEvent.click(items[items.length - 1]!);
};

describe('StaffListPage', { timeout: 40_000 }, () => {
  afterEach(() => i18n.changeLanguage('zh-CN'));

  it('lists staff with phone, name, role and a status tag', async () => {
    api();
    renderPage(<StaffListPage />);
    const active = await rowOf('王会计');
    expect(within(active).getByText('13800000001')).toBeInTheDocument();
    expect(within(active).getByText('财务')).toBeInTheDocument();
    expect(within(active).getByText('正常')).toBeInTheDocument();
    const disabled = await rowOf('李出纳');
    expect(within(disabled).getByText('已禁用')).toBeInTheDocument();
    expect(within(disabled).getByText('-')).toBeInTheDocument();
  });

  it('filters by phone and name, and resets', async () => {
    const { callsTo } = api();
    renderPage(<StaffListPage />);
    await screen.findByText('王会计');
    expect(Object.fromEntries(callsTo(listPath)[0]!.query)).toEqual({ page: '1', limit: '10' });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: ' 138 ' } });
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '王' } });
    clickButton('查询');
    await waitFor(() =>
      expect(Object.fromEntries(callsTo(listPath).at(-1)!.query)).toEqual({
        page: '1',
        limit: '10',
        phone: '138',
        name: '王',
      }),
    );
    clickButton('重置');
    await waitFor(() =>
      expect(Object.fromEntries(callsTo(listPath).at(-1)!.query)).toEqual({ page: '1', limit: '10' }),
    );
  });

  it('checks a new staff member with the spec messages, then adds them with a role', async () => {
    const { callsTo } = api({ '/api/customer/add': (c) => ({ data: staff(9, c.body as object) }) });
    renderPage(<StaffListPage />);
    await screen.findByText('王会计');
    clickButton('新增员工');
    const dialog = modal('新增员工');
    const save = () => clickButton('保存', dialog);
    save();
    await expectNotice('请输入手机号');
    fill(dialog, '手机号', '12345');
    save();
    await expectNotice('手机号格式错误');
    fill(dialog, '手机号', '13912345678');
    save();
    await expectNotice('请输入员工姓名');
    fill(dialog, '姓名', '赵会计');
    save();
    await expectNotice('请输入密码');
    fill(dialog, '登录密码', 'abc');
    save();
    await expectNotice('密码长度为6-20位');
    fill(dialog, '登录密码', 'staffpass1');
    save();
    await expectNotice('请选择角色');
    expect(callsTo('/api/customer/add')).toHaveLength(0);

    await choose(dialog, '角色', '财务');
    save();
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(callsTo('/api/customer/add')[0]?.body).toEqual({
      phone: '13912345678',
      name: '赵会计',
      password: 'staffpass1',
      role_id: 1,
    });
    await waitFor(() => expect(callsTo(listPath)).toHaveLength(2));
  });

  it('edits name, role and status and keeps the password when it is left empty', async () => {
    const { callsTo } = api({ '/api/customer/edit': (c) => ({ data: staff(1, c.body as object) }) });
    renderPage(<StaffListPage />);
    clickButton('编辑', await rowOf('王会计'));
    const dialog = modal('编辑员工');
    expect(within(dialog).getByLabelText('手机号')).toBeDisabled();
    expect(within(dialog).getByLabelText('姓名')).toHaveValue('王会计');
    fill(dialog, '姓名', '王总账');
    await choose(dialog, '角色', '客服');
    fireEvent.click(within(dialog).getByRole('switch'));
    clickButton('保存', dialog);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(callsTo('/api/customer/edit')[0]?.body).toEqual({
      id: 1,
      name: '王总账',
      role_id: 2,
      password: '',
      status: 'disabled',
    });
  });

  it('refuses a too short new password when editing', async () => {
    const { callsTo } = api();
    renderPage(<StaffListPage />);
    clickButton('编辑', await rowOf('王会计'));
    const dialog = modal('编辑员工');
    fill(dialog, '新密码', '123');
    clickButton('保存', dialog);
    await expectNotice('密码长度为6-20位');
    expect(callsTo('/api/customer/edit')).toHaveLength(0);
  });

  it('deletes a staff member after a 提示 confirmation', async () => {
    const { callsTo } = api({ '/api/customer/delete': { data: null } });
    renderPage(<StaffListPage />);
    clickButton('删除', await rowOf('李出纳'));
    await confirm('确定删除员工“李出纳”吗？删除后该账号无法再登录。');
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(callsTo('/api/customer/delete')[0]?.body).toEqual({ id: 2 });
  });

  it('shows the checks in English too', async () => {
    await i18n.changeLanguage('en-US');
    api();
    renderPage(<StaffListPage />);
    await screen.findByText('王会计');
    clickButton('New staff member');
    const dialog = modal('New staff member');
    fill(dialog, 'Phone', '1391234567');
    clickButton('Save', dialog);
    expect(await screen.findByText('The phone number is malformed')).toBeInTheDocument();
  });
});
