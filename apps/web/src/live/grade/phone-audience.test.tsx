import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import { liveTicket, makeInfo, paths } from '../kit/live-fixtures.js';
import { LivePage } from '../kit/live-page.js';
import { FakeSocket } from '../kit/test-socket.js';
import { gradePaths, makeAudiencePage } from './grade-fixtures.js';
import { scoringStage } from './grade-stage-fixtures.js';

const code = 'Gr6dE5fG7h';
const info = makeInfo({ id: 9, kind: 6, code, title: '青年教师讲课比赛', settings: {} });
const entered = { data: { ticket: liveTicket, id: 3, name: '', phone: '', unit: '' } };
const renderPhone = () => renderPage(<LivePage />, { route: `/h5/${code}`, path: '/h5/:code' });
// The refusal names its error, as the server's envelope does (stubApi's answers type only code, msg and data).
const staleTicket = { code: 400, msg: '请重新进入活动', error: 'H5_TICKET_INVALID' };
const pickerOf = (name: string) => screen.getByRole('group', { name: `为${name}打分` });
const itemOf = (name: string) => pickerOf(name).closest('li') as HTMLElement;

describe('the audience’s phone of judge scoring', () => {
  it('enters from the cover, then gives a contestant a score once and shows it', async () => {
    const { callsTo } = stubApi({
      [paths.info]: { data: info },
      [paths.enter]: entered,
      [gradePaths.audience]: { data: makeAudiencePage() },
      [gradePaths.audienceScore]: { data: { contestant_id: 21, score: 8 } },
    });
    renderPhone();
    fireEvent.click(await screen.findByRole('button', { name: '参与活动' }, slow));
    expect(await screen.findByText('观众评分', {}, slow)).toBeInTheDocument();
    expect(localStorage.getItem(`live:ticket:${code}`)).toBe(liveTicket);
    expect(callsTo(gradePaths.audience)[0]?.body).toEqual({ ticket: liveTicket });
    expect(screen.getByText('决赛')).toBeInTheDocument();
    expect(screen.getByText('已评 7 分')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '为李四打分' })).toBeNull();

    const submit = within(itemOf('张三')).getByRole('button', { name: '提交' });
    expect(submit).toBeDisabled();
    fireEvent.click(within(pickerOf('张三')).getByRole('button', { name: '8 分' }));
    expect(within(pickerOf('张三')).getByRole('button', { name: '8 分' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(submit);
    // On stage and in the round's list.
    expect(await screen.findAllByText('已评 8 分', {}, slow)).toHaveLength(2);
    expect(screen.queryByRole('group', { name: '为张三打分' })).toBeNull();
    expect(callsTo(gradePaths.audienceScore)).toHaveLength(1);
    expect(callsTo(gradePaths.audienceScore)[0]?.body).toEqual({
      ticket: liveTicket,
      round_id: 3,
      contestant_id: 21,
      score: 8,
    });
  });

  it('offers a score only for the contestant on stage, and follows the stage without reading again', async () => {
    localStorage.setItem(`live:ticket:${code}`, liveTicket);
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    try {
      const { callsTo } = stubApi({
        [paths.info]: { data: info },
        [gradePaths.audience]: { data: makeAudiencePage({ on_stage: null }) },
      });
      renderPhone();
      expect(await screen.findByText('等待选手上台', {}, slow)).toBeInTheDocument();
      expect(screen.queryByRole('group')).toBeNull();
      expect(screen.getByText('未评')).toBeInTheDocument();
      await waitFor(() => expect(FakeSocket.last?.channels()).toEqual(['game:9']));
      const reads = callsTo(gradePaths.audience).length;
      const push = (stage: unknown) =>
        act(() => FakeSocket.last!.receive({ type: 'event', channel: 'game:9', event: 'grade.stage', payload: stage }));

      push(scoringStage({ round: { id: 3, name: '决赛', reveal: 'each' } }));
      expect(await screen.findByText('决赛 · 正在评分', {}, slow)).toBeInTheDocument();
      expect(pickerOf('张三')).toBeInTheDocument();
      push(scoringStage({ round: { id: 3, name: '决赛', reveal: 'each' }, phase: 'revealed' }));
      expect(await screen.findByText('等待选手上台', {}, slow)).toBeInTheDocument();
      expect(screen.queryByRole('group')).toBeNull();
      push(scoringStage({ round: { id: 4, name: '复赛', reveal: 'each' } }));
      expect(screen.getByText('等待选手上台')).toBeInTheDocument();
      expect(callsTo(gradePaths.audience)).toHaveLength(reads);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers every score from 1 to 10', async () => {
    localStorage.setItem(`live:ticket:${code}`, liveTicket);
    stubApi({ [paths.info]: { data: info }, [gradePaths.audience]: { data: makeAudiencePage() } });
    renderPhone();
    await screen.findByRole('group', { name: '为张三打分' }, slow);
    const values = within(pickerOf('张三'))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(values).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('shows the server’s refusal beside the contestant', async () => {
    localStorage.setItem(`live:ticket:${code}`, liveTicket);
    stubApi({
      [paths.info]: { data: info },
      [gradePaths.audience]: { data: makeAudiencePage() },
      [gradePaths.audienceScore]: { code: 400, msg: '本轮次未开放观众评分', data: null },
    });
    renderPhone();
    await screen.findByRole('group', { name: '为张三打分' }, slow);
    fireEvent.click(within(pickerOf('张三')).getByRole('button', { name: '6 分' }));
    fireEvent.click(within(itemOf('张三')).getByRole('button', { name: '提交' }));
    expect(await within(itemOf('张三')).findByRole('alert', {}, slow)).toHaveTextContent('本轮次未开放观众评分');
  });

  it('says when no round is open to the audience', async () => {
    localStorage.setItem(`live:ticket:${code}`, liveTicket);
    stubApi({ [paths.info]: { data: info }, [gradePaths.audience]: { data: makeAudiencePage({ rounds: [] }) } });
    renderPhone();
    expect(await screen.findByText('暂时没有开放观众评分的轮次', {}, slow)).toBeInTheDocument();
  });

  it('enters again when the kept ticket is no longer taken', async () => {
    localStorage.setItem(`live:ticket:${code}`, 'ticket-stale-0000000000');
    const { callsTo } = stubApi({
      [paths.info]: { data: info },
      [paths.enter]: entered,
      [gradePaths.audience]: (call) =>
        (call.body as { ticket: string }).ticket === liveTicket ? { data: makeAudiencePage() } : staleTicket,
    });
    renderPhone();
    fireEvent.click(await screen.findByRole('button', { name: '参与活动' }, slow));
    expect(await screen.findByText('观众评分', {}, slow)).toBeInTheDocument();
    expect(callsTo(paths.enter)).toHaveLength(1);
  });
});
