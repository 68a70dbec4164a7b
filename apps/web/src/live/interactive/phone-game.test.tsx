import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import { gamePaths, phoneData } from '../../test/interactive-fixtures.js';
import { liveCode, liveTicket, makeInfo, paths } from '../kit/live-fixtures.js';
import { LivePage } from '../kit/live-page.js';
import { makeSnapshot, makeStep, questionSnapshot } from '../kit/session-fixtures.js';
import { FakeSocket } from '../kit/test-socket.js';

const info = makeInfo({ id: 5, kind: 3, title: '年会互动答题', settings: {} });
const renderPhone = () => renderPage(<LivePage />, { route: `/h5/${liveCode}`, path: '/h5/:code' });
const later = { timeout: 4000 };
const push = (event: string, payload: unknown) =>
  FakeSocket.last!.receive({ type: 'event', channel: 'game:5', event, payload });
const refusal = (msg: string, error: string) => ({ code: 400, msg, error });

describe('the interactive quiz on a phone', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('joins with a nickname and the sign-up fields, waits in the lobby, answers, and hears it was right', async () => {
    let me = phoneData({ joined: 3 });
    const { callsTo } = stubApi({
      [paths.info]: { data: { ...info, signup_fields: [{ key: 'name', required: true }] } },
      [paths.enter]: { data: { ticket: liveTicket, id: 8, name: '李雷', phone: '', unit: '' } },
      [gamePaths.join]: () => ({ data: me }),
      [gamePaths.me]: () => ({ data: me }),
      [gamePaths.answer]: { data: { received_at: '2030-01-01T00:00:03.000Z', elapsed_ms: 2600 } },
    });
    renderPhone();
    fireEvent.change(await screen.findByLabelText('昵称', {}, slow), { target: { value: '小明' } });
    fireEvent.click(screen.getByRole('button', { name: '加入' }));
    expect(await screen.findByText('请填写姓名')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '李雷' } });
    fireEvent.click(screen.getByRole('button', { name: '加入' }));

    expect(await screen.findByText('你已加入，等待主持人开始', {}, slow)).toBeInTheDocument();
    // The phone gets no join events (the lobby wall is the big screen's), so it names the player rather than a count.
    expect(screen.getByText(`你的昵称「${me.me.nickname}」，看看大屏幕上有没有你`)).toBeInTheDocument();
    expect(callsTo(paths.enter)[0]?.body).toMatchObject({ code: liveCode, fields: { name: '李雷' } });
    expect(callsTo(gamePaths.join)[0]?.body).toEqual({ ticket: liveTicket, nickname: '小明' });
    expect(localStorage.getItem(`live:ticket:${liveCode}`)).toBe(liveTicket);
    // A phone is sent transitions only: the counts and the lobby wall are the big screen's.
    expect(FakeSocket.all.flatMap((socket) => socket.channels())).toEqual(['game:5']);

    const question = questionSnapshot(Date.now());
    push('session.state', question);
    expect(await screen.findByText('中国的首都是哪座城市？')).toBeInTheDocument();
    expect(screen.getByText(/第 1 \/ 3 题/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'A. 北京' }));
    expect(await screen.findByText('已提交，等待公布答案', {}, slow)).toBeInTheDocument();
    expect(callsTo(gamePaths.answer)[0]?.body).toEqual({ ticket: liveTicket, step_index: 0, answer: ['A'] });

    const reveal = {
      answer: ['A'],
      distribution: [{ key: 'A', count: 2 }],
      answered: 3,
      correct: 2,
      average_ms: 4100,
      explanation: '',
    };
    me = phoneData(
      { ...question, version: 4, phase: 'reveal', reveal },
      { score: 870, rank: 12, streak: 1, last: { step_index: 0, correct: true, points: 870, answered: true } },
    );
    push('session.state', { ...question, version: 4, phase: 'reveal', reveal });
    expect(await screen.findByText('回答正确 +870 · 第12名', {}, later)).toBeInTheDocument();
    expect(screen.getByText('正确答案：A 北京')).toBeInTheDocument();
  });

  it('asks for the phone number and its SMS code when the quiz proves phones, and joins with both', async () => {
    const me = phoneData({ joined: 1 });
    const { callsTo } = stubApi({
      [paths.info]: {
        data: { ...info, identity: 'phone', signed_device: true, signup_fields: [{ key: 'phone', required: true }] },
      },
      [paths.uniq]: { data: { uniq: 'signed-device-0001' } },
      [paths.sendCode]: { data: { resend_after: 60 } },
      [paths.enter]: { data: { ticket: liveTicket, id: 8, name: '', phone: '13900002222', unit: '' } },
      [gamePaths.join]: () => ({ data: me }),
      [gamePaths.me]: () => ({ data: me }),
    });
    renderPhone();
    expect(await screen.findByText(/用同一号码重新验证即可回到原座位/, {}, slow)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('昵称'), { target: { value: '老张' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号格式错误')).toBeInTheDocument();
    expect(callsTo(paths.sendCode)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900002222' } });
    fireEvent.click(screen.getByRole('button', { name: '加入' }));
    expect(await screen.findByText('请输入短信验证码')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    expect(screen.getByText('验证码已发送，请查收短信')).toBeInTheDocument();
    expect(callsTo(paths.sendCode)[0]?.body).toEqual({ code: liveCode, phone: '13900002222' });

    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '加入' }));
    expect(await screen.findByText('你已加入，等待主持人开始', {}, slow)).toBeInTheDocument();
    expect(callsTo(paths.enter)[0]?.body).toMatchObject({
      device_id: 'signed-device-0001',
      fields: { phone: '13900002222' },
      sms_code: '123456',
    });
  });

  it('says a seat belongs to this phone when the quiz seats devices', async () => {
    stubApi({ [paths.info]: { data: info } });
    renderPhone();
    expect(await screen.findByText(/座位和得分跟随这台手机/, {}, slow)).toBeInTheDocument();
    expect(screen.queryByLabelText('短信验证码')).toBeNull();
  });

  it('sends an answer lost on the network again with the same body, saying the network is unstable', async () => {
    localStorage.setItem(`live:ticket:${liveCode}`, liveTicket);
    let tries = 0;
    const { callsTo } = stubApi({
      [paths.info]: { data: info },
      [gamePaths.me]: {
        data: phoneData(questionSnapshot(Date.now(), { step: makeStep({ type: 'judge', options: [] }) })),
      },
      [gamePaths.answer]: () => {
        tries += 1;
        if (tries === 1) throw new TypeError('Failed to fetch');
        return { data: { received_at: '2030-01-01T00:00:03.000Z', elapsed_ms: 2600 } };
      },
    });
    renderPhone();
    FakeSocket.last?.receive({ type: 'subscribed', channel: 'game:5' });
    fireEvent.click(await screen.findByRole('button', { name: '对' }, later));
    expect(await screen.findByText('网络不稳定，正在重试', {}, slow)).toBeInTheDocument();
    expect(await screen.findByText('已提交，等待公布答案', {}, later)).toBeInTheDocument();
    expect(screen.queryByText('网络不稳定，正在重试')).toBeNull();
    const bodies = callsTo(gamePaths.answer).map((c) => c.body);
    expect(bodies).toEqual([
      { ticket: liveTicket, step_index: 0, answer: ['T'] },
      { ticket: liveTicket, step_index: 0, answer: ['T'] },
    ]);
  });

  it('comes back after a reload to the shown question with its answer and its score', async () => {
    localStorage.setItem(`live:ticket:${liveCode}`, liveTicket);
    stubApi({
      [paths.info]: { data: info },
      [gamePaths.me]: { data: phoneData(questionSnapshot(Date.now()), { score: 1200, answer: ['B'] }) },
    });
    renderPhone();
    expect(await screen.findByText('已提交，等待公布答案', {}, later)).toBeInTheDocument();
    expect(screen.getByText('你的答案：B 上海')).toBeInTheDocument();
    expect(screen.getByText('1,200')).toBeInTheDocument();
  });

  it('toggles several choices and sends them together', async () => {
    localStorage.setItem(`live:ticket:${liveCode}`, liveTicket);
    const { callsTo } = stubApi({
      [paths.info]: { data: info },
      [gamePaths.me]: { data: phoneData(questionSnapshot(Date.now(), { step: makeStep({ type: 'multiple' }) })) },
      [gamePaths.answer]: { data: { received_at: '2030-01-01T00:00:03.000Z', elapsed_ms: 2600 } },
    });
    renderPhone();
    expect(await screen.findByRole('button', { name: '请选择答案' }, later)).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'C. 广州' }));
    fireEvent.click(screen.getByRole('button', { name: 'A. 北京' }));
    expect(screen.getByRole('button', { name: 'A. 北京' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(callsTo(gamePaths.answer)[0]?.body).toMatchObject({ answer: ['A', 'C'] }));
  });

  it('orders the options by taps and sends the order once every option has its place', async () => {
    localStorage.setItem(`live:ticket:${liveCode}`, liveTicket);
    const step = makeStep({ type: 'sort', stem: '按人口从多到少排列', options: makeStep().options.slice(0, 3) });
    const { callsTo } = stubApi({
      [paths.info]: { data: info },
      [gamePaths.me]: { data: phoneData(questionSnapshot(Date.now(), { step })) },
      [gamePaths.answer]: { data: { received_at: '2030-01-01T00:00:03.000Z', elapsed_ms: 2600 } },
    });
    renderPhone();
    fireEvent.click(await screen.findByRole('button', { name: 'C. 广州' }, later));
    fireEvent.click(screen.getByRole('button', { name: 'A. 北京' }));
    expect(screen.getByRole('button', { name: '请给每个选项排好位置' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'B. 上海' }));
    expect(screen.getByRole('button', { name: 'A. 北京，第2位' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('你的答案：C 广州 → A 北京 → B 上海', {}, slow)).toBeInTheDocument();
    expect(callsTo(gamePaths.answer)[0]?.body).toMatchObject({ answer: ['C', 'A', 'B'] });
  });

  it('tells a player the host removed them, and takes them back with the same nickname', async () => {
    localStorage.setItem(`live:ticket:${liveCode}`, liveTicket);
    localStorage.setItem(`live:nickname:${liveCode}`, '小明');
    const { callsTo } = stubApi({
      [paths.info]: { data: info },
      [gamePaths.me]: { data: phoneData({ joined: 2 }) },
      [gamePaths.join]: { data: phoneData({ joined: 2 }) },
    });
    renderPhone();
    expect(await screen.findByText('你已加入，等待主持人开始', {}, later)).toBeInTheDocument();
    push('session.removed', { activity_id: 5, player_ids: [99], banned: false });
    expect(screen.getByText('你已加入，等待主持人开始')).toBeInTheDocument();
    push('session.removed', { activity_id: 5, player_ids: [31], banned: false });
    expect(await screen.findByText('你已被主持人移出本场')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新加入' }));
    expect(await screen.findByText('你已加入，等待主持人开始', {}, slow)).toBeInTheDocument();
    expect(callsTo(gamePaths.join)[0]?.body).toEqual({ ticket: liveTicket, nickname: '小明' });
  });

  it('says so when the session is full or the player is banned', async () => {
    stubApi({
      [paths.info]: { data: info },
      [paths.enter]: { data: { ticket: liveTicket, id: 8, name: '', phone: '', unit: '' } },
      [gamePaths.join]: refusal('本场人数已满，请联系主办方', 'GAME_FULL'),
    });
    renderPhone();
    fireEvent.change(await screen.findByLabelText('昵称', {}, slow), { target: { value: '小明' } });
    fireEvent.click(screen.getByRole('button', { name: '加入' }));
    expect(await screen.findByText('本场人数已满，请联系主办方', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '再试一次' })).toBeInTheDocument();
  });

  it('shows a banned player why after a reload', async () => {
    localStorage.setItem(`live:ticket:${liveCode}`, liveTicket);
    stubApi({
      [paths.info]: { data: info },
      [gamePaths.me]: refusal('你已被主办方禁止参与本活动', 'H5_BANNED'),
    });
    renderPhone();
    expect(await screen.findByText('你已被主办方禁止参与本活动', {}, later)).toBeInTheDocument();
  });

  it('shows the final rank when the session ends', async () => {
    localStorage.setItem(`live:ticket:${liveCode}`, liveTicket);
    stubApi({
      [paths.info]: { data: info },
      [gamePaths.me]: { data: phoneData(makeSnapshot({ phase: 'finished', version: 9 }), { rank: 3, score: 4520 }) },
    });
    renderPhone();
    expect(await screen.findByText('本场结束', {}, later)).toBeInTheDocument();
    expect(screen.getByText('第 3 名')).toBeInTheDocument();
    expect(screen.getByText('4,520 分')).toBeInTheDocument();
  });
});
