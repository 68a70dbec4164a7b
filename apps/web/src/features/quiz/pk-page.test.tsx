import { type Challenge, type PkConfig, type PkLevel, pkConfigSchema } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  confirmDialog,
  dialogTitled,
  expectNotice,
  renderPage,
  slow,
  stubApi,
} from '../../components/test-kit.js';
import { PkPage } from './pk-page.js';

const level = (id: number, over: Partial<PkLevel> = {}): PkLevel => ({
  id,
  activity_id: 8,
  name: `第${id}关`,
  question_count: 5,
  win_correct: 3,
  time_limit: 60,
  sort: id,
  ...over,
});

const challenge = (id: number, over: Partial<Challenge> = {}): Challenge => ({
  id,
  activity_id: 8,
  level_id: 1,
  level_name: '初赛',
  kind: 'match',
  name: '李四',
  phone: '13900000001',
  correct_count: 4,
  total: 5,
  duration_ms: 42_300,
  status: 'won',
  opponent_name: '王擂主',
  opponent_correct: 3,
  created_at: '2026-06-01T02:00:00.000Z',
  finished_at: '2026-06-01T02:01:00.000Z',
  ...over,
});

const paths = {
  index: '/api/PkConfig/pkIndex',
  save: '/api/PkConfig/save',
  add: '/api/PkLevel/add',
  list: '/api/challenge/list',
  houseAdd: '/api/challenge/add',
  remove: '/api/challenge/delete',
};

const stubPk = (over: Parameters<typeof stubApi>[0] = {}, config: Partial<PkConfig> = {}) => {
  const levels = [
    level(1, { name: '初赛' }),
    level(2, { name: '决赛', question_count: 10, win_correct: 8, time_limit: 0 }),
  ];
  const records = [challenge(1), challenge(2, { kind: 'house', name: '王擂主', phone: '', status: 'open' })];
  return stubApi({
    '/api/MyActivity/activityInfo': { data: { id: 8, kind: 1, title: '安全知识竞赛' } },
    [paths.index]: { data: { config: pkConfigSchema.parse({ title: '消防PK', ...config }), levels } },
    [paths.list]: { data: { list: records, total: 2, page: 1, limit: 10 } },
    ...over,
  });
};

const renderPk = () => renderPage(<PkPage />, { route: '/activity/pk?activity_id=8' });
// Role queries over this whole antd page are slow in jsdom: buttons are found by their text.
const spaced = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
const press = async (name: string, scope: HTMLElement = document.body) =>
  fireEvent.click((await within(scope).findAllByText(spaced(name), {}, slow)).at(-1)!.closest('button')!);
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const rowOf = async (text: string) => (await screen.findAllByText(text, {}, slow))[0]!.closest('tr') as HTMLElement;
const bodyOf = async (calls: ReturnType<typeof stubApi>, path: string) => {
  await waitFor(() => expect(calls.callsTo(path)).toHaveLength(1), slow);
  return calls.callsTo(path)[0]!.body;
};

describe('PkPage', { timeout: 60_000 }, () => {
  it('loads the config, the levels in order and the challenge records', async () => {
    stubPk({}, { rules: '每关五题', day_max: 3 });
    renderPk();
    expect(await screen.findByDisplayValue('消防PK', {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText('PK规则')).toHaveValue('每关五题');
    expect(screen.getByLabelText('每人每天PK次数')).toHaveValue('3');
    expect(screen.getByText(/通过前一关才能解锁下一关/)).toBeInTheDocument();
    const final = await rowOf('决赛');
    for (const text of ['第2关', '10', '8', '不限时']) expect(within(final).getByText(text)).toBeInTheDocument();
    const match = await rowOf('李四');
    for (const text of ['挑战', '13900000001', '4/5', '42.3秒', '胜利', '王擂主（答对3题）']) {
      expect(within(match).getByText(text)).toBeInTheDocument();
    }
    expect(within(await rowOf('擂主')).getByText(spaced('编辑'))).toBeInTheDocument();
  });

  it('saves the config with PK mode turned on', async () => {
    const api = stubPk({ [paths.save]: (c: ApiCall) => ({ data: pkConfigSchema.parse(c.body) }) });
    renderPk();
    await screen.findByDisplayValue('消防PK', {}, slow);
    fireEvent.click(screen.getByLabelText('开启PK模式'));
    fireEvent.change(screen.getByLabelText('PK标题'), { target: { value: '安全PK赛' } });
    fireEvent.change(screen.getByLabelText('每人每天PK次数'), { target: { value: '5' } });
    await press('保存');
    expect(await bodyOf(api, paths.save)).toEqual({
      activity_id: 8,
      enabled: true,
      title: '安全PK赛',
      rules: '',
      background: '',
      day_max: 5,
    });
  });

  it('refuses more right answers than questions, then adds the level', async () => {
    const api = stubPk({ [paths.add]: (c: ApiCall) => ({ data: level(3, c.body as Partial<PkLevel>) }) });
    renderPk();
    await rowOf('决赛');
    await press('添加关卡');
    const dialog = await dialogTitled('添加关卡');
    type(dialog, '关卡名称', '加赛');
    type(dialog, '题目数', '3');
    type(dialog, '过关答对数', '4');
    await press('保存', dialog);
    await expectNotice('过关答对数不能超过题目数');
    expect(api.callsTo(paths.add)).toHaveLength(0);
    await confirmDialog('过关答对数不能超过题目数');

    type(dialog, '过关答对数', '2');
    await press('保存', dialog);
    expect(await bodyOf(api, paths.add)).toEqual({
      activity_id: 8,
      name: '加赛',
      question_count: 3,
      win_correct: 2,
      time_limit: 60,
    });
  });

  it('sets a house challenger at a level, giving the time in seconds', async () => {
    const api = stubPk({ [paths.houseAdd]: (c: ApiCall) => ({ data: challenge(9, c.body as Partial<Challenge>) }) });
    renderPk();
    await rowOf('李四');
    await press('设置擂主');
    const dialog = await dialogTitled('设置擂主');
    fireEvent.mouseDown(within(dialog).getByLabelText('关卡'));
    fireEvent.click((await screen.findAllByTitle('决赛', {}, slow)).at(-1)!);
    type(dialog, '擂主名称', '张老师');
    type(dialog, '答对题数', '7');
    type(dialog, '用时（秒）', '42.5');
    await press('保存', dialog);
    expect(await bodyOf(api, paths.houseAdd)).toEqual({
      activity_id: 8,
      level_id: 2,
      name: '张老师',
      correct_count: 7,
      duration_ms: 42_500,
    });
  });

  it('voids a participant’s match only after confirming', async () => {
    const api = stubPk({ [paths.remove]: { data: null } });
    renderPk();
    await press('作废', await rowOf('李四'));
    expect(api.callsTo(paths.remove)).toHaveLength(0);
    await confirmDialog('确定作废“李四”的这条挑战记录吗？作废后不再计为过关，也不再作为对手。');
    expect(await bodyOf(api, paths.remove)).toEqual({ id: 1 });
    await waitFor(() => expect(api.callsTo(paths.list).length).toBeGreaterThan(1), slow);
  });

  it('filters the records by kind and shows a match’s answers', async () => {
    const api = stubPk({
      '/api/challenge/detail': {
        data: {
          ...challenge(1),
          answers: [
            { index: 0, stem: '灭火器怎么用？', given: ['A'], correct: true },
            { index: 1, stem: '火警电话是多少？', given: ['B'], correct: false },
          ],
        },
      },
    });
    renderPk();
    await press('详情', await rowOf('李四'));
    const drawer = (await screen.findByText('火警电话是多少？', {}, slow)).closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByText('错误')).toBeInTheDocument();
    expect(api.callsTo('/api/challenge/detail')[0]!.query.get('id')).toBe('1');

    fireEvent.mouseDown(screen.getByLabelText('类型'));
    fireEvent.click((await screen.findAllByTitle('擂主', {}, slow)).at(-1)!);
    await press('查询');
    await waitFor(() => expect(api.callsTo(paths.list).at(-1)!.query.get('kind')).toBe('house'), slow);
    expect(api.callsTo(paths.list).at(-1)!.query.get('page')).toBe('1');
  });
});
