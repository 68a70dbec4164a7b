import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  confirmDialog,
  dialogTitled,
  expectNotice,
  renderPage,
  stubApi,
} from '../../components/test-kit.js';
import { PeoplePage } from './people-page.js';
import { bodyOf, choose, lotteryActivity, makePerson, makeSettings, page, patient, press } from './test-lottery.js';

const people = [
  makePerson(1, { source: 'signed', signed: true, signed_at: '2026-01-01T12:00:00.000Z', won_tiers: ['一等奖'] }),
  makePerson(2, { group: 'B组', eligible: false }),
  makePerson(3, { same_name: 1 }),
];

const stubPeople = (importAnswer: { code?: number; msg?: string; error?: string; data?: unknown } = {}) =>
  stubApi({
    '/api/MyActivity/activityInfo': { data: lotteryActivity },
    '/api/lottery/settings': {
      data: makeSettings({
        settings: {
          ...makeSettings().settings,
          fields: [{ key: 'custom_1', kind: 'text', label: '桌号', required: false }],
        },
      }),
    },
    '/api/lottery/people': page(people, { groups: ['A组', 'B组'] }),
    '/api/lottery/personSave': (c: ApiCall) => ({ data: makePerson(3, c.body as object) }),
    '/api/lottery/personDelete': (c: ApiCall) => ({ data: { deleted: (c.body as { ids: number[] }).ids.length } }),
    '/api/lottery/personEligible': (c: ApiCall) => ({
      data: { affected: (c.body as { ids: number[] }).ids.length },
    }),
    '/api/lottery/peopleImport': { data: { added: 48, updated: 2 }, ...importAnswer },
  });

const renderPeople = () => renderPage(<PeoplePage />, { route: '/LargeScreenLottery/people?activity_id=8' });
const rowOf = async (name: string) => (await screen.findByText(name, {}, patient)).closest('tr') as HTMLElement;
const upload = (name: string) =>
  fireEvent.change(screen.getByLabelText('导入名单'), {
    target: { files: [new File(['xlsx'], name, { type: 'application/octet-stream' })] },
  });

describe('PeoplePage', { timeout: 60_000 }, () => {
  it('lists the people with their source, sign-in, eligibility and the tiers they won', async () => {
    stubPeople();
    renderPeople();
    const signed = await rowOf('员工1');
    expect(within(signed).getByText('签到')).toBeInTheDocument();
    expect(within(signed).getByText('一等奖')).toBeInTheDocument();
    expect(within(signed).getByLabelText('员工1参与抽奖')).toBeChecked();
    const imported = await rowOf('员工2');
    expect(within(imported).getByText('未签到')).toBeInTheDocument();
    expect(within(imported).getByLabelText('员工2参与抽奖')).not.toBeChecked();
    expect(within(imported).queryByText(/同名/)).toBeNull();
  });

  it('flags people who share a name with someone else on the list', async () => {
    stubPeople();
    renderPeople();
    expect(await screen.findByText('同名 1 人', {}, patient)).toBeInTheDocument();
  });

  it('filters by group and sign-in', async () => {
    const api = stubPeople();
    renderPeople();
    await rowOf('员工1');
    await choose(screen.getByLabelText('分组'), 'B组');
    await choose(screen.getByLabelText('签到'), '已签到');
    await press('查询');
    await waitFor(
      () =>
        expect(api.callsTo('/api/lottery/people').map((c) => c.body)).toContainEqual(
          expect.objectContaining({ activity_id: 8, group: 'B组', signed: 1, eligible: '', page: 1 }),
        ),
      patient,
    );
  });

  it('adds a person with the custom sign-in field, and says what is wrong with a bad phone number', async () => {
    const api = stubPeople();
    renderPeople();
    await press('添加人员');
    const dialog = await dialogTitled('添加人员');
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '李雷' } });
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '123' } });
    await press('保存', dialog);
    await expectNotice('手机号格式错误');
    expect(api.callsTo('/api/lottery/personSave')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '13912345678' } });
    fireEvent.change(within(dialog).getByLabelText('桌号'), { target: { value: '8' } });
    await press('保存', dialog);
    expect(await bodyOf(api, '/api/lottery/personSave')).toEqual({
      activity_id: 8,
      name: '李雷',
      phone: '13912345678',
      department: '',
      employee_no: '',
      group: '',
      photo_url: '',
      fields: { custom_1: '8' },
    });
  });

  it('leaves one person out of the draw, and deletes a selection once confirmed', async () => {
    const api = stubPeople();
    renderPeople();
    fireEvent.click(within(await rowOf('员工1')).getByLabelText('员工1参与抽奖'));
    expect(await bodyOf(api, '/api/lottery/personEligible')).toEqual({ activity_id: 8, ids: [1], eligible: false });
    fireEvent.click((await rowOf('员工2')).querySelector('.ant-checkbox-input')!);
    await screen.findByText('已选 1 人', {}, patient);
    // The selection's 删除 sits above the table, before each row's own.
    fireEvent.click(screen.getAllByText(/^删\s*除$/, { selector: 'button *' })[0]!);
    await confirmDialog('确定删除选中的 1 人吗？');
    expect(await bodyOf(api, '/api/lottery/personDelete')).toEqual({ activity_id: 8, ids: [2] });
  });

  it('imports an .xlsx and says how many were added and updated', async () => {
    const api = stubPeople();
    renderPeople();
    await rowOf('员工1');
    upload('名单.xlsx');
    await expectNotice('导入完成：新增 48 人，更新 2 人');
    const call = api.callsTo('/api/lottery/peopleImport')[0]!;
    expect((call.body as FormData).get('activity_id')).toBe('8');
  });

  it('shows every bad row of a refused import, and imports nothing but an .xlsx', async () => {
    const api = stubPeople({
      code: 400,
      error: 'LOTTERY_IMPORT_INVALID',
      msg: '第 3 行：手机号格式不正确；第 5 行：请输入姓名；未导入任何人员',
    });
    renderPeople();
    await rowOf('员工1');
    upload('名单.csv');
    await expectNotice('请选择 .xlsx 文件');
    expect(api.callsTo('/api/lottery/peopleImport')).toHaveLength(0);
    upload('名单.xlsx');
    expect(await screen.findByText('导入失败：未导入任何人员', {}, patient)).toBeInTheDocument();
    expect(screen.getByText('第 3 行：手机号格式不正确')).toBeInTheDocument();
    expect(screen.getByText('第 5 行：请输入姓名')).toBeInTheDocument();
  });
});
