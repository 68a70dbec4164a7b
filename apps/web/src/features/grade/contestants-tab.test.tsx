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
import { ScorePage } from './score-page.js';
import { bodyOf, choose, makeContestant, makeRound, page, patient, press } from './test-grade.js';

const everyone = [
  makeContestant(1, { group_id: 5, group_name: 'A组', values: { f1: '市一中' } }),
  makeContestant(2, { rounds: [] }),
  makeContestant(3, {
    rounds: [
      { round_id: 1, sort: 3 },
      { round_id: 2, sort: 1 },
    ],
  }),
];
const group = (id: number, name: string) => ({ id, activity_id: 8, name, contestant_count: 1 });

type Answer = { code?: number; msg?: string; error?: string; data?: unknown };
const stubContestants = (importAnswer: Answer = { data: { added: 12 } }) =>
  stubApi({
    '/api/gradeRound/list': page([makeRound(1, { name: '初赛' }), makeRound(2, { name: '决赛' })]),
    '/api/GradeActivity/userField': { data: [{ key: 'f1', label: '单位' }] },
    '/api/GradeActivity/userGroup': page([group(5, 'A组'), group(6, 'B组')]),
    // A round's contestants come in stage order; the whole list by id.
    '/api/GradeActivity/userList': (c: ApiCall) =>
      (c.body as { round_id?: number }).round_id === 1 ? page([everyone[0], everyone[2], everyone[1]]) : page(everyone),
    '/api/GradeActivity/addUser': (c: ApiCall) => ({ data: makeContestant(9, c.body as object) }),
    '/api/GradeActivity/saveRc': (c: ApiCall) => ({
      data: { count: (c.body as { contestant_ids: number[] }).contestant_ids.length },
    }),
    '/api/grade/drawOrder': {
      data: [
        { contestant_id: 3, sort: 1 },
        { contestant_id: 1, sort: 2 },
        { contestant_id: 2, sort: 3 },
      ],
    },
    '/api/grade/importContestants': importAnswer,
    '/api/GradeActivity/saveUserField': (c: ApiCall) => ({ data: (c.body as { fields: unknown }).fields }),
    '/api/GradeActivity/addUserGroup': (c: ApiCall) => ({ data: group(7, (c.body as { name: string }).name) }),
  });

const renderContestants = () => renderPage(<ScorePage />, { route: '/activity/score?activity_id=8&tab=contestants' });
const cardTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-card-head-title' }, patient)).closest('.ant-card') as HTMLElement;
const rowIn = async (card: HTMLElement, text: string) =>
  (await within(card).findByText(text, {}, patient)).closest('tr') as HTMLElement;
const upload = (name: string) =>
  fireEvent.change(screen.getByLabelText('导入选手'), {
    target: { files: [new File(['xlsx'], name, { type: 'application/octet-stream' })] },
  });

describe('ScorePage: contestants', { timeout: 60_000 }, () => {
  it('lists the contestants with their group, fields and rounds, and filters them by round', async () => {
    const api = stubContestants();
    renderContestants();
    const list = await cardTitled('选手名单');
    const first = await rowIn(list, '选手1');
    expect(within(first).getByText('A组')).toBeInTheDocument();
    expect(within(first).getByText('市一中')).toBeInTheDocument();
    expect(within(first).getByText('初赛')).toBeInTheDocument();
    expect(within(await rowIn(list, '选手2')).getByText('未分组')).toBeInTheDocument();
    await choose(within(list).getByLabelText('轮次'), '决赛');
    await press('查询', list);
    await waitFor(
      () =>
        expect(api.callsTo('/api/GradeActivity/userList').map((c) => c.body)).toContainEqual({
          activity_id: 8,
          round_id: 2,
          group_id: '',
          keyword: '',
          page: 1,
          limit: 20,
        }),
      patient,
    );
  });

  it('adds a contestant to a group and the picked round, with the organiser’s field', async () => {
    const api = stubContestants();
    renderContestants();
    await press('添加选手');
    const dialog = await dialogTitled('添加选手');
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '赵六' } });
    await choose(within(dialog).getByLabelText('分组'), 'A组');
    fireEvent.change(within(dialog).getByLabelText('单位'), { target: { value: '实验中学' } });
    await press('保存', dialog);
    expect(await bodyOf(api, '/api/GradeActivity/addUser')).toEqual({
      activity_id: 8,
      name: '赵六',
      group_id: 5,
      photo: '',
      description: '',
      values: { f1: '实验中学' },
      round_ids: [1],
    });
  });

  it('moves a contestant down the stage order, and draws the order once confirmed', async () => {
    const api = stubContestants();
    renderContestants();
    const order = await cardTitled('出场顺序 · 初赛');
    fireEvent.click(await within(order).findByLabelText('下移 选手1', {}, patient));
    expect(await bodyOf(api, '/api/GradeActivity/saveRc')).toEqual({
      activity_id: 8,
      round_id: 1,
      contestant_ids: [3, 1, 2],
    });
    await press('抽签排序', order);
    await confirmDialog('确定为「初赛」随机抽签排出场顺序吗？当前顺序会被替换');
    expect(await bodyOf(api, '/api/grade/drawOrder')).toEqual({ round_id: 1 });
  });

  it('imports an .xlsx into the picked round and says how many were added', async () => {
    const api = stubContestants();
    renderContestants();
    await cardTitled('选手名单');
    upload('选手.xlsx');
    await bodyOf(api, '/api/grade/importContestants');
    const form = api.callsTo('/api/grade/importContestants')[0]!.body as FormData;
    await waitFor(() => expectNotice('导入完成：新增 12 位选手'), patient);
    expect(form.get('activity_id')).toBe('8');
    expect(form.get('round_id')).toBe('1');
  });

  it('shows a refused import’s rows as the server names them', async () => {
    const msg = '第 3 行：请输入选手姓名；第 5 行：分组「C组」不存在';
    stubContestants({ code: 400, error: 'GRADE_IMPORT_INVALID', msg });
    renderContestants();
    await cardTitled('选手名单');
    upload('选手.xlsx');
    expect(await screen.findByText(msg, {}, patient)).toBeInTheDocument();
    expect(screen.getByText('导入失败')).toBeInTheDocument();
  });

  it('adds a contestant field and a group', async () => {
    const api = stubContestants();
    renderContestants();
    await press('添加字段');
    fireEvent.change(await screen.findByLabelText('字段 2', {}, patient), { target: { value: '作品名称' } });
    await press('保存字段');
    expect(await bodyOf(api, '/api/GradeActivity/saveUserField')).toEqual({
      activity_id: 8,
      fields: [
        { key: 'f1', label: '单位' },
        { key: 'f2', label: '作品名称' },
      ],
    });
    await press('添加分组');
    const dialog = await dialogTitled('添加分组');
    fireEvent.change(within(dialog).getByLabelText('分组名称'), { target: { value: 'C组' } });
    await press('保存', dialog);
    expect(await bodyOf(api, '/api/GradeActivity/addUserGroup')).toEqual({ activity_id: 8, name: 'C组' });
  });
});
