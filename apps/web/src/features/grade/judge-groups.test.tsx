import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiCall,
  confirmDialog,
  dialogTitled,
  expectNotice,
  renderPage,
  stubApi,
} from '../../components/test-kit.js';
import { ScorePage } from './score-page.js';
import { bodyOf, makeJudge, makeJudgeGroup, makeRound, page, patient, press, rowOf } from './test-grade.js';

const groups = [
  makeJudgeGroup(61, { name: '专业评委', weight: 70, judge_count: 2 }),
  makeJudgeGroup(62, { name: '大众评委', weight: 30, judge_count: 0 }),
];
const judges = [
  makeJudge(1, { name: '王教授', group_id: 61, group_name: '专业评委' }),
  makeJudge(2, { name: '李老师', group_id: 61, group_name: '专业评委' }),
  makeJudge(3, { name: '赵同学' }),
];

const stubGroups = (scored = 0) =>
  stubApi({
    '/api/gradeRound/list': page([makeRound(1, { name: '初赛', score_count: scored })]),
    '/api/grade/judges': { data: judges },
    '/api/grade/judgeGroups': { data: groups },
    '/api/grade/saveJudgeGroup': (c: ApiCall) => ({ data: makeJudgeGroup(63, c.body as object) }),
    '/api/grade/delJudgeGroup': { data: null },
    '/api/grade/saveJudge': (c: ApiCall) => ({ data: makeJudge(9, c.body as object) }),
  });

const renderJudges = () => renderPage(<ScorePage />, { route: '/activity/score?activity_id=8&tab=judges' });
const groupCard = async () =>
  (await screen.findByText('评委分组', { selector: '.ant-card-head-title' }, patient)).closest(
    '.ant-card',
  ) as HTMLElement;
const groupRow = async (name: string) =>
  within(await groupCard())
    .getByText(name)
    .closest('tr') as HTMLElement;
const button = (scope: HTMLElement, name: string) =>
  within(scope)
    .getByText(new RegExp(`^${name.split('').join('\\s*')}$`), { selector: 'button *' })
    .closest('button') as HTMLButtonElement;

describe('ScorePage: judge groups', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the groups with their weight, share and judges, says how they count, and each judge’s group', async () => {
    stubGroups();
    renderJudges();
    await waitFor(async () => expect(within(await groupRow('专业评委')).getByText('70%')).toBeInTheDocument(), patient);
    const pro = await groupRow('专业评委');
    expect(within(pro).getByText('70')).toBeInTheDocument();
    expect(within(pro).getByText('2')).toBeInTheDocument();
    expect(within(await groupRow('大众评委')).getByText('30%')).toBeInTheDocument();
    expect(
      within(await groupCard()).getByText(
        '本轮计分：去掉1个最高分和1个最低分后取平均，按评委分组计算后加权：专业评委占70%、大众评委占30%，保留2位小数（四舍五入）',
      ),
    ).toBeInTheDocument();
    const judgeTable = (await screen.findByText('评分链接', { selector: 'th' })).closest('table') as HTMLElement;
    expect(within(within(judgeTable).getByText('王教授').closest('tr')!).getByText('专业评委')).toBeInTheDocument();
    expect(within(within(judgeTable).getByText('赵同学').closest('tr')!).getByText('未分组')).toBeInTheDocument();
    expect(
      screen.getByText('有 1 位评委未分组：未分组的评委不能评分，请编辑评委并选择分组', { selector: '.ant-alert *' }),
    ).toBeInTheDocument();
  });

  it('adds a group with its weight, renames one, and deletes one once told its judges stay', async () => {
    const api = stubGroups();
    renderJudges();
    await press('添加分组', await groupCard());
    const dialog = await dialogTitled('添加评委分组');
    fireEvent.change(within(dialog).getByLabelText('分组名称'), { target: { value: '学生评委' } });
    fireEvent.change(within(dialog).getByLabelText('权重'), { target: { value: '20' } });
    await press('保存', dialog);
    expect(await bodyOf(api, '/api/grade/saveJudgeGroup')).toEqual({ round_id: 1, name: '学生评委', weight: 20 });

    await press('编辑', await groupRow('大众评委'));
    const edit = await dialogTitled('编辑评委分组');
    fireEvent.change(within(edit).getByLabelText('分组名称'), { target: { value: '观众代表' } });
    await press('保存', edit);
    await waitFor(() => expect(api.callsTo('/api/grade/saveJudgeGroup')).toHaveLength(2), patient);
    expect(api.callsTo('/api/grade/saveJudgeGroup')[1]!.body).toEqual({
      round_id: 1,
      id: 62,
      name: '观众代表',
      weight: 30,
    });

    await press('删除', await groupRow('专业评委'));
    await confirmDialog('确定删除评委分组「专业评委」吗？组内的评委会保留，变为未分组');
    expect(await bodyOf(api, '/api/grade/delJudgeGroup')).toEqual({ id: 61 });
    // After each group change the judges are read again: their groups' names and counts may have changed.
    await waitFor(() => expect(api.callsTo('/api/grade/judges').length).toBeGreaterThan(2), patient);
  });

  it('keeps the groups and weights as scored once the round is, telling why, and still renames', async () => {
    const api = stubGroups(4);
    renderJudges();
    const card = await groupCard();
    await waitFor(() => expect(within(card).getByText('专业评委')).toBeInTheDocument(), patient);
    const add = button(card, '添加分组');
    expect(add).toBeDisabled();
    fireEvent.pointerEnter(add);
    expect(
      await screen.findByText('本轮已有评委评分：不能再添加、删除分组或修改权重，只能修改名称', {}, patient),
    ).toBeInTheDocument();
    expect(button(await groupRow('专业评委'), '删除')).toBeDisabled();

    await press('编辑', await groupRow('专业评委'));
    const edit = await dialogTitled('编辑评委分组');
    expect(within(edit).getByLabelText('权重')).toBeDisabled();
    fireEvent.change(within(edit).getByLabelText('分组名称'), { target: { value: '专家评委' } });
    await press('保存', edit);
    expect(await bodyOf(api, '/api/grade/saveJudgeGroup')).toEqual({
      round_id: 1,
      id: 61,
      name: '专家评委',
      weight: 70,
    });
  });

  it('asks for a judge’s group when the round has groups', async () => {
    const api = stubGroups();
    renderJudges();
    await press('添加评委');
    const dialog = await dialogTitled('添加评委');
    fireEvent.change(within(dialog).getByLabelText('评委'), { target: { value: '孙评委' } });
    await press('保存', dialog);
    await expectNotice('本轮次已设评委分组，请为评委选择分组');
    expect(api.callsTo('/api/grade/saveJudge')).toHaveLength(0);
    await confirmDialog('本轮次已设评委分组，请为评委选择分组');

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '分组' }));
    fireEvent.click((await screen.findAllByText('大众评委', { selector: '.ant-select-item-option-content' })).at(-1)!);
    await press('保存', dialog);
    expect(await bodyOf(api, '/api/grade/saveJudge')).toEqual({ round_id: 1, name: '孙评委', title: '', group_id: 62 });
  });

  it('keeps a judge in their group once the round is scored', async () => {
    stubGroups(4);
    renderJudges();
    await press('编辑', await rowOf('王教授'));
    const dialog = await dialogTitled('编辑评委');
    expect(within(dialog).getByRole('combobox', { name: '分组' })).toBeDisabled();
    expect(within(dialog).getByText('本轮已有评委评分，评委所在分组不能修改')).toBeInTheDocument();
  });
});
