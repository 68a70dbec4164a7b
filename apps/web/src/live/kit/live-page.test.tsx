import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import {
  liveCode,
  liveTicket,
  makeAttempt,
  makeInfo,
  makeQuestion,
  makeResult,
  makeState,
  makeTurn,
  paths,
} from './live-fixtures.js';
import { LivePage } from './live-page.js';

/** A refused call as the server answers it, with the error's name. */
const refusal = (msg: string, error: string) => {
  const answer = { code: 400, msg, error };
  return answer;
};
const renderLive = () => renderPage(<LivePage />, { route: `/h5/${liveCode}`, path: '/h5/:code' });
const press = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }, slow));
const type = async (label: string, value: string) =>
  fireEvent.change(await screen.findByLabelText(label, {}, slow), { target: { value } });

describe('LivePage', () => {
  it('says a kind without phone pages yet is coming, and asks for nothing more than what it is', async () => {
    const { calls } = stubApi({ [paths.info]: { data: makeInfo({ kind: 2, settings: {} }) } });
    renderLive();
    expect(await screen.findByText('该类活动的手机页面即将开放', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '参与活动' })).toBeNull();
    expect(calls.map((c) => c.path)).toEqual([paths.info]);
  });

  it('takes a participant from the cover through sign-up and a revealed quiz to the score', async () => {
    const attempt = makeAttempt([makeQuestion(0), makeQuestion(1, { type: 'multiple', stem: '哪些是直辖市' })]);
    const reveals = [
      { index: 0, correct: true, correct_answer: ['A'], explanation: '北京是首都' },
      { index: 1, correct: false, correct_answer: ['A', 'B'], explanation: '' },
    ];
    const { callsTo } = stubApi({
      [paths.info]: {
        data: makeInfo({
          signup_fields: [
            { key: 'name', required: true },
            { key: 'phone', required: true },
          ],
        }),
      },
      [paths.enter]: { data: { ticket: liveTicket, id: 3, name: '李雷', phone: '13800000000', unit: '' } },
      [paths.state]: { data: makeState({ attempts_left: 2 }) },
      [paths.turns]: { data: [] },
      [paths.start]: { data: attempt },
      [paths.answer]: (c) => ({ data: reveals[(c.body as { index: number }).index] }),
      [paths.finish]: { data: makeResult({ score: 5, full_score: 10, correct_count: 1, total: 2 }) },
    });
    renderLive();
    expect(await screen.findByText('安全知识竞答', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('每天可答3次')).toBeInTheDocument();
    await press('参与活动');

    await press('进入活动');
    expect(await screen.findByText('请填写姓名', {}, slow)).toBeInTheDocument();
    expect(callsTo(paths.enter)).toHaveLength(0);
    await type('姓名', '李雷');
    await type('手机号', '13800000000');
    await press('进入活动');

    expect(await screen.findByText('今日剩余次数', {}, slow)).toBeInTheDocument();
    const entered = callsTo(paths.enter)[0]?.body as Record<string, unknown>;
    expect(entered).toMatchObject({ code: liveCode, password: '', fields: { name: '李雷', phone: '13800000000' } });
    expect(entered.device_id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(localStorage.getItem(`live:ticket:${liveCode}`)).toBe(liveTicket);

    await press('开始答题');
    expect(await screen.findByText('1/2', {}, slow)).toBeInTheDocument();
    await press('A. 北京');
    expect(await screen.findByText('回答正确', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('正确答案：A')).toBeInTheDocument();
    expect(screen.getByText('解析：北京是首都')).toBeInTheDocument();
    await press('下一题');

    expect(await screen.findByText('2/2', {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('B. 上海'));
    fireEvent.click(screen.getByLabelText('C. 广州'));
    await press('确定');
    expect(await screen.findByText('回答错误', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('正确答案：A、B')).toBeInTheDocument();
    await press('交卷');

    expect(await screen.findByText('答对 1/2 题', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('/ 10')).toBeInTheDocument();
    expect(screen.getByText('用时 1:05')).toBeInTheDocument();
    expect(callsTo(paths.answer).map((c) => c.body)).toEqual([
      { ticket: liveTicket, attempt_id: 31, index: 0, answer: ['A'] },
      { ticket: liveTicket, attempt_id: 31, index: 1, answer: ['B', 'C'] },
    ]);
    expect(callsTo(paths.finish)[0]?.body).toEqual({ ticket: liveTicket, attempt_id: 31 });
  });

  it('shows the server message on the form when the password is wrong', async () => {
    stubApi({
      [paths.info]: { data: makeInfo({ needs_password: true }) },
      [paths.enter]: refusal('活动密码错误', 'H5_PASSWORD_WRONG'),
    });
    renderLive();
    await press('参与活动');
    await type('活动密码', 'abc123');
    await press('进入活动');
    expect(await screen.findByText('活动密码错误', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '进入活动' })).toBeInTheDocument();
    expect(localStorage.getItem(`live:ticket:${liveCode}`)).toBeNull();
  });

  it('draws a prize and shows its redemption code, resuming a stored ticket', async () => {
    localStorage.setItem(`live:ticket:${liveCode}`, liveTicket);
    let drawn = false;
    const { callsTo } = stubApi({
      [paths.info]: { data: makeInfo() },
      [paths.state]: { data: makeState() },
      [paths.turns]: () => ({ data: [makeTurn({ draws_left: drawn ? 0 : 1, can_draw: !drawn })] }),
      [paths.draw]: () => {
        drawn = true;
        return { data: { draw_id: 2, won: true, goods: { id: 8, name: '雨伞', image: '' }, code: 'K7Q2M9' } };
      },
    });
    renderLive();
    await press('去抽奖');
    expect(await screen.findByText('保温杯', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('谢谢参与')).toBeInTheDocument();
    expect(screen.getByText('剩余抽奖次数：1')).toBeInTheDocument();
    await press('抽奖');
    expect(await screen.findByText('K7Q2M9', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('请向主办方出示兑奖码')).toBeInTheDocument();
    expect(screen.getAllByText('雨伞').length).toBeGreaterThan(1);
    expect(await screen.findByText('剩余抽奖次数：0', {}, slow)).toBeInTheDocument();
    expect(callsTo(paths.draw)[0]?.body).toEqual({ ticket: liveTicket, turn_id: 4 });
  });

  it('shows why an expired activity cannot be joined, without a start button', async () => {
    localStorage.setItem(`live:ticket:${liveCode}`, liveTicket);
    const { callsTo } = stubApi({
      [paths.info]: { data: makeInfo({ state: 'expired', state_message: '活动已过期' }) },
    });
    renderLive();
    expect(await screen.findByText('活动已过期', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '参与活动' })).toBeNull();
    expect(callsTo(paths.state)).toHaveLength(0);
  });

  it('marks a draft with the not-published ribbon when the organiser asks for it', async () => {
    stubApi({ [paths.info]: { data: makeInfo({ state: 'trial', show_unpublished_badge: true }) } });
    renderLive();
    expect(await screen.findByText('活动未发布', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '参与活动' })).toBeInTheDocument();
  });

  it('shows the text-only page when the organiser’s traffic has run out', async () => {
    const cover = '/uploads/media/1/cover.jpg';
    stubApi({ [paths.info]: { data: makeInfo({ cover, media: false }) } });
    renderLive();
    expect(await screen.findByRole('button', { name: '参与活动' }, slow)).toBeInTheDocument();
    expect(screen.getByText('答题赢好礼')).toBeVisible();
    expect(screen.queryByRole('img', { name: '安全知识竞答' })).toBeNull();
  });

  it('shows the cover while the traffic lasts', async () => {
    stubApi({ [paths.info]: { data: makeInfo({ cover: '/uploads/media/1/cover.jpg' }) } });
    renderLive();
    expect(await screen.findByRole('img', { name: '安全知识竞答' }, slow)).toBeVisible();
  });

  it('goes back to the cover when the stored ticket is no longer valid', async () => {
    localStorage.setItem(`live:ticket:${liveCode}`, 'stale-ticket-0123456789');
    stubApi({
      [paths.info]: { data: makeInfo() },
      [paths.state]: refusal('请重新进入活动', 'H5_TICKET_INVALID'),
      [paths.turns]: { data: [] },
    });
    renderLive();
    expect(await screen.findByRole('button', { name: '参与活动' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(`live:ticket:${liveCode}`)).toBeNull());
  });
});
