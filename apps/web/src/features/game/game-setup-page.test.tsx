import { type GameConfig, type GameRound, gameSettingsSchema, type Question } from '@app/contract';
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
import { makeDetail } from '../../test/test-activities.js';
import { GameSetupPage } from './game-setup-page.js';

const defaults = gameSettingsSchema.parse({});

const round = (over: Partial<GameRound> = {}): GameRound => ({
  id: 31,
  activity_id: 8,
  name: '热身赛',
  sort: 1,
  question_ids: [11, 12],
  question_count: 2,
  seconds: 20,
  points_mode: 'speed',
  base_points: 1000,
  streak_bonus: true,
  ...over,
});

const config = (over: Partial<GameConfig> = {}): GameConfig => ({
  activity_id: 8,
  rounds: [round()],
  question_count: 2,
  site: defaults.site,
  phone_site: defaults.phone_site,
  fields: [],
  identity: 'device',
  capacity: 10,
  ...over,
});

const question = (id: number, stem: string, type: Question['type'] = 'single'): Question => ({
  id,
  bank_id: 5,
  type,
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
});

const bankQuestions = [
  question(11, '灭火器怎么用？'),
  question(12, '电器着火先断电。', 'judge'),
  question(13, '简述火场逃生要点。', 'short'),
];

const detail = makeDetail({
  id: 8,
  kind: 3,
  title: '年会互动答题',
  created_at: '2026-01-01T00:00:00.000Z',
  trial_left: 10,
});

const stubSetup = (over: Partial<GameConfig> = {}) =>
  stubApi({
    '/api/game/gameConfig': { data: config(over) },
    '/api/MyActivity/activityInfo': { data: detail },
    '/api/game/roundDetail': {
      data: {
        ...round(),
        questions: bankQuestions.slice(0, 2).map(({ id, type, stem }) => ({
          id,
          type,
          stem,
          options: [],
          answer: ['A'],
          blanks: [],
        })),
      },
    },
    '/api/game/roundAdd': (c: ApiCall) => ({ data: round({ id: 32, ...(c.body as object) }) }),
    '/api/game/roundEdit': (c: ApiCall) => ({ data: round(c.body as Partial<GameRound>) }),
    '/api/game/roundDel': { data: null },
    '/api/game/site': (c: ApiCall) => ({ data: c.body }),
    '/api/game/phoneSite': (c: ApiCall) => ({ data: c.body }),
    '/api/game/fieldSite': (c: ApiCall) => ({ data: c.body }),
    '/api/QuestionBank/list': {
      data: {
        list: [
          {
            id: 5,
            name: '消防安全',
            description: '',
            is_public: false,
            topic: '',
            question_count: 3,
            created_at: '2026-01-01T00:00:00.000Z',
            updated_at: '2026-01-01T00:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        limit: 100,
      },
    },
    '/api/Question/list': (c: ApiCall) => {
      const type = c.query.get('type');
      const list = bankQuestions.filter((q) => !type || q.type === type);
      return { data: { list, total: list.length, page: 1, limit: 10 } };
    },
  });

const renderSetup = () => renderPage(<GameSetupPage />, { route: '/activity/game?activity_id=8' });
const spaced = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
const press = async (name: string, scope: HTMLElement = document.body) =>
  fireEvent.click((await within(scope).findByText(spaced(name), {}, slow)).closest('button')!);
const openTab = async (name: string) =>
  fireEvent.click(await screen.findByText(name, { selector: '.ant-tabs-tab-btn' }, slow));
const choose = async (select: HTMLElement, option: string) => {
  fireEvent.mouseDown(select);
  const items = await screen.findAllByTitle(option, {}, slow);
  fireEvent.click(items.at(-1)!);
};
const bodyOf = async (api: ReturnType<typeof stubApi>, path: string) => {
  await waitFor(() => expect(api.callsTo(path)).toHaveLength(1), slow);
  return api.callsTo(path)[0]!.body as Record<string, unknown>;
};

describe('GameSetupPage', { timeout: 60_000 }, () => {
  it('lists the rounds with their time and scoring, and says how many players a draft takes', async () => {
    stubSetup();
    renderSetup();
    expect(await screen.findByText('热身赛', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('共1轮、2道题 · 本场最多10人同时参与')).toBeInTheDocument();
    expect(screen.getByText('草稿试用期间最多10人参与，发布后按在线人数套餐')).toBeInTheDocument();
    expect(screen.getByText('20秒')).toBeInTheDocument();
    expect(screen.getByText(/速度加权 · 1000/)).toBeInTheDocument();
  });

  it('adds a round of questions picked by type from a bank, with its time and scoring', async () => {
    const api = stubSetup({ rounds: [], question_count: 0 });
    renderSetup();
    await press('添加轮次');
    const dialog = await dialogTitled('添加轮次');
    fireEvent.change(within(dialog).getByLabelText('轮次名称'), { target: { value: '决赛' } });
    expect(within(dialog).getByText(/得分 = 1000 × \(1 − t ÷ 2T\)/)).toBeInTheDocument();
    expect(within(dialog).getByText(/例：20秒的题在第5秒答对，得 875 分/)).toBeInTheDocument();
    await press('从题库选题', dialog);
    const picker = await dialogTitled('从题库选题');
    await choose(within(picker).getByLabelText('题库'), '消防安全（3题）');
    expect(await within(picker).findByLabelText('简述火场逃生要点。', {}, slow)).toBeDisabled();
    await choose(within(picker).getByLabelText('题型'), '判断题');
    await waitFor(() => expect(within(picker).queryByText('灭火器怎么用？')).toBeNull(), slow);
    expect(api.calls.some((c) => c.path === '/api/Question/list' && c.query.get('type') === 'judge')).toBe(true);
    fireEvent.click(within(picker).getByLabelText('电器着火先断电。'));
    await press('加入本轮', picker);
    expect(await within(dialog).findByText('电器着火先断电。', {}, slow)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('每题答题时间（秒）'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByText('固定分'));
    expect(await within(dialog).findByText('答对得 1000 分，答错或未答 0 分', {}, slow)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('连对加成'));
    await press('保存', dialog);
    expect(await bodyOf(api, '/api/game/roundAdd')).toEqual({
      activity_id: 8,
      name: '决赛',
      question_ids: [12],
      seconds: 30,
      points_mode: 'fixed',
      base_points: 1000,
      streak_bonus: false,
    });
  });

  it('says what is missing instead of saving a round without questions', async () => {
    const api = stubSetup({ rounds: [] });
    renderSetup();
    await press('添加轮次');
    const dialog = await dialogTitled('添加轮次');
    fireEvent.change(within(dialog).getByLabelText('轮次名称'), { target: { value: '决赛' } });
    await press('保存', dialog);
    await expectNotice('请选择题目');
    expect(api.callsTo('/api/game/roundAdd')).toHaveLength(0);
  });

  it('edits a round with its questions loaded, in a new order', async () => {
    const api = stubSetup();
    renderSetup();
    await press('编辑');
    const dialog = await dialogTitled('编辑轮次');
    expect(await within(dialog).findByDisplayValue('热身赛', {}, slow)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('下移 灭火器怎么用？'));
    await press('保存', dialog);
    expect(await bodyOf(api, '/api/game/roundEdit')).toMatchObject({ id: 31, name: '热身赛', question_ids: [12, 11] });
  });

  it('deletes a round once confirmed', async () => {
    const api = stubSetup();
    renderSetup();
    await press('删除');
    await confirmDialog('确定删除轮次「热身赛」吗？');
    expect(await bodyOf(api, '/api/game/roundDel')).toEqual({ id: 31 });
  });

  it('previews the big screen as it is set, and saves it', async () => {
    const api = stubSetup();
    renderSetup();
    await openTab('大屏设置');
    const preview = await screen.findByRole('figure', { name: '大屏预览' }, slow);
    expect(within(preview).getByText('年会互动答题')).toBeInTheDocument();
    expect(within(preview).getByText('参与码 Ab3dE5fG7h')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('大屏标题'), { target: { value: '2026 年会' } });
    expect(await within(preview).findByText('2026 年会', {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByText('喜庆红'));
    fireEvent.click(screen.getByLabelText('显示参与码'));
    await waitFor(() => expect(within(preview).queryByText('参与码 Ab3dE5fG7h')).toBeNull(), slow);
    fireEvent.change(screen.getByLabelText('自动显示排行榜'), { target: { value: '5' } });
    await press('保存大屏设置');
    expect(await bodyOf(api, '/api/game/site')).toEqual({
      activity_id: 8,
      theme: 'festival',
      title: '2026 年会',
      background: '',
      logo: '',
      leaderboard_every: 5,
      show_join_code: false,
    });
  });

  it('saves the phone page and the sign-up fields', async () => {
    const api = stubSetup();
    renderSetup();
    await openTab('手机端设置');
    fireEvent.click(await screen.findByLabelText('每题后显示我的排名', {}, slow));
    await press('保存手机端设置');
    expect(await bodyOf(api, '/api/game/phoneSite')).toEqual({
      activity_id: 8,
      background: '',
      show_rank: false,
      show_answer: true,
    });
    await openTab('报名项');
    fireEvent.click(await screen.findByText('手机号', {}, slow));
    await press('保存报名项');
    expect(await bodyOf(api, '/api/game/fieldSite')).toEqual({
      activity_id: 8,
      fields: [{ key: 'phone', required: true }],
      identity: 'device',
    });
  });

  it('lets the organiser have players prove their phone number by SMS code', async () => {
    const api = stubSetup();
    renderSetup();
    await openTab('报名项');
    expect(await screen.findByText(/换一台设备即是新的参与者/, {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('短信验证手机号'));
    expect(screen.getByText(/每条验证码从您的短信余额扣费/)).toBeInTheDocument();
    await press('保存报名项');
    expect(await bodyOf(api, '/api/game/fieldSite')).toEqual({ activity_id: 8, fields: [], identity: 'phone' });
  });
});
