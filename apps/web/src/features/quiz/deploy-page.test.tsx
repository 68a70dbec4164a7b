import { type Question, type QuestionBank, type QuizSettingsInput, quizSettingsSchema } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, dialogTitled, expectNotice, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { DeployPage } from './deploy-page.js';

const bank = (id: number, name: string, over: Partial<QuestionBank> = {}): QuestionBank => ({
  id,
  name,
  description: '',
  is_public: false,
  topic: '',
  question_count: 2,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

const question = (id: number, stem: string, over: Partial<Question> = {}): Question => ({
  id,
  bank_id: 5,
  type: 'single',
  stem,
  options: [],
  answer: ['A'],
  blanks: [],
  explanation: '',
  difficulty: 1,
  tags: [],
  score: 1,
  image: '',
  audio: '',
  video: '',
  sort: id,
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

const known = [
  question(11, '灭火器怎么用？', { score: 2 }),
  question(12, '电器着火先断电。', { type: 'judge' }),
  question(13, '发现火情拨打几号？'),
];
const savePath = '/api/MyActivity/saveQuesBaseAct';

const stubDeploy = (settings: QuizSettingsInput = {}) => {
  const parsed = quizSettingsSchema.parse(settings);
  return stubApi({
    '/api/MyActivity/quesActBaseInfo': {
      data: { activity_id: 8, settings: parsed, full_score: 3, question_count: parsed.question_ids.length },
    },
    '/api/MyActivity/getBarrierType': {
      data: [
        { value: false, name: '普通模式', description: '一套题' },
        { value: true, name: '闯关模式', description: '逐关通过' },
      ],
    },
    '/api/MyActivity/getCheckPointType': {
      data: [
        { value: 'none', name: '不计时' },
        { value: 'question', name: '每题计时' },
        { value: 'attempt', name: '整场计时' },
      ],
    },
    '/api/QuestionBank/list': { data: { list: [bank(5, '消防安全')], total: 1, page: 1, limit: 100 } },
    '/api/QuestionBank/publicList': {
      data: { list: [bank(6, '交通法规', { is_public: true })], total: 1, page: 1, limit: 100 },
    },
    '/api/Question/list': { data: { list: known, total: 3, page: 1, limit: 10 } },
    '/api/Question/detail': (c: ApiCall) => ({ data: known.find((q) => q.id === Number(c.query.get('id'))) }),
    [savePath]: (c: ApiCall) => {
      const body = c.body as { settings: QuizSettingsInput };
      return {
        data: { activity_id: 8, settings: quizSettingsSchema.parse(body.settings), full_score: 12, question_count: 6 },
      };
    },
  });
};

const renderDeploy = (route = '/activity/deploy?activity_id=8') => renderPage(<DeployPage />, { route });
// Role queries over this whole antd page are slow in jsdom: buttons and tabs are found by their text.
const spaced = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
const press = async (name: string, scope: HTMLElement = document.body) =>
  fireEvent.click((await within(scope).findByText(spaced(name), {}, slow)).closest('button')!);
const openTab = async (name: string) =>
  fireEvent.click(await screen.findByText(name, { selector: '.ant-tabs-tab-btn' }, slow));
const save = () => press('保存设置');
const savedSettings = async (calls: ReturnType<typeof stubApi>) => {
  await waitFor(() => expect(calls.callsTo(savePath)).toHaveLength(1), slow);
  return (calls.callsTo(savePath)[0]!.body as { activity_id: number; settings: Record<string, unknown> }).settings;
};

/** Opens an antd select and picks an option by its text. */
const choose = async (select: HTMLElement, option: string) => {
  fireEvent.mouseDown(select);
  const items = await screen.findAllByTitle(option, {}, slow);
  fireEvent.click(items.at(-1)!);
};

describe('DeployPage', { timeout: 60_000 }, () => {
  it('loads the settings with the chosen questions and the counted full score', async () => {
    stubDeploy({ rules: '每人每天三次', units: ['一车间', '二车间'], question_ids: [11, 12] });
    renderDeploy();
    expect(await screen.findByDisplayValue('每人每天三次', {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText('单位列表')).toHaveValue('一车间\n二车间');
    expect(screen.getByText('每次答题 2 道题，满分 3 分')).toBeInTheDocument();
    await openTab('题目设置');
    expect(await screen.findByText('灭火器怎么用？', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('电器着火先断电。')).toBeInTheDocument();
    expect(screen.getByText('下一步：奖品设置').closest('a')).toHaveAttribute('href', '/activity/prize?activity_id=8');
  });

  it('switches to random rules and saves them with every other setting', async () => {
    const api = stubDeploy({ rules: '规则', question_ids: [11] });
    renderDeploy();
    await screen.findByDisplayValue('规则', {}, slow);
    await openTab('题目设置');
    fireEvent.click(screen.getByText('随机抽题'));
    await press('添加规则');
    const rule = await screen.findByTestId('rule-1');
    await choose(within(rule).getByLabelText('题库'), '交通法规');
    await choose(within(rule).getByLabelText('题型'), '判断题');
    fireEvent.change(within(rule).getByLabelText('抽题数量'), { target: { value: '3' } });
    fireEvent.click(screen.getByLabelText('题目乱序'));
    await save();
    const settings = await savedSettings(api);
    expect(settings).toMatchObject({
      rules: '规则',
      question_mode: 'random',
      question_ids: [11],
      random_rules: [{ bank_id: 6, type: 'judge', difficulty: 0, count: 3 }],
      shuffle_questions: true,
    });
    expect(await screen.findByText('每次答题 6 道题，满分 12 分', {}, slow)).toBeInTheDocument();
  });

  it('has participants prove their phone number by SMS code, saved with the other settings', async () => {
    const api = stubDeploy({ rules: '规则', signup_fields: [{ key: 'phone', required: true }] });
    renderDeploy();
    await screen.findByDisplayValue('规则', {}, slow);
    expect(screen.getByLabelText('本设备')).toBeChecked();
    expect(screen.getByText(/填写的手机号只是参与者自己写的/)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('短信验证手机号'));
    expect(screen.getByText(/每条验证码从您的短信余额扣费/)).toBeInTheDocument();
    await save();
    expect(await savedSettings(api)).toMatchObject({
      rules: '规则',
      signup_fields: [{ key: 'phone', required: true }],
      identity: 'phone',
    });
    expect(screen.getByLabelText('短信验证手机号')).toBeChecked();
  });

  it('adds questions ticked in a bank to the fixed list, in order, and moves them', async () => {
    const api = stubDeploy({ question_ids: [12] });
    renderDeploy();
    await openTab('题目设置');
    await press('选择题目');
    const picker = await dialogTitled('选择题目');
    await choose(within(picker).getByLabelText('题库'), '消防安全（2题）');
    fireEvent.click(await within(picker).findByLabelText('发现火情拨打几号？', {}, slow));
    fireEvent.click(within(picker).getByLabelText('灭火器怎么用？'));
    expect(within(picker).getByLabelText('电器着火先断电。')).toBeDisabled();
    await press('加入已选', picker);
    await press('关闭', picker);
    expect(await screen.findByText('已选 3 道题', {}, slow)).toBeInTheDocument();
    const rowOf = (stem: string) => screen.getAllByText(stem)[0]!.closest('tr') as HTMLElement;
    await press('上移', rowOf('灭火器怎么用？'));
    await save();
    expect((await savedSettings(api)).question_ids).toEqual([12, 11, 13]);
  });

  it('edits checkpoint levels and asks for a level name before saving', async () => {
    const api = stubDeploy({ question_ids: [11, 12, 13] });
    renderDeploy();
    await openTab('答题规则');
    fireEvent.click(await screen.findByText('闯关模式', {}, slow));
    expect(await screen.findByText('逐关通过', {}, slow)).toBeInTheDocument();
    await press('添加关卡');
    await press('添加关卡');
    const second = await screen.findByTestId('level-2');
    expect(within(second).getByLabelText('关卡名称')).toHaveValue('第2关');
    fireEvent.change(within(second).getByLabelText('关卡名称'), { target: { value: '' } });
    await save();
    await expectNotice('请输入关卡名称');
    fireEvent.change(within(second).getByLabelText('关卡名称'), { target: { value: '决赛' } });
    fireEvent.change(within(second).getByLabelText('题目数'), { target: { value: '2' } });
    await save();
    expect(await savedSettings(api)).toMatchObject({
      barrier: true,
      levels: [
        { title: '第1关', question_count: 5, pass_score: 3 },
        { title: '决赛', question_count: 2, pass_score: 3 },
      ],
    });
  });

  it('asks for an activity when the link has none', async () => {
    stubApi({});
    renderDeploy('/activity/deploy');
    expect(await screen.findByText('缺少活动，请从我的活动进入', {}, slow)).toBeInTheDocument();
  });
});
