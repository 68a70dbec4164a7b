import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import {
  liveCode,
  liveTicket,
  makeAttempt,
  makeInfo,
  makeMore,
  makeQuestion,
  makeResult,
  makeSession,
  makeState,
  makeVideo,
  paths,
} from '../kit/live-fixtures.js';
import { LiveFrame } from '../kit/live-frame.js';
import { LivePage } from '../kit/live-page.js';
import { ResultScreen } from '../quiz/index.js';
import { MoreScreen } from './phone-more.js';

const press = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }, slow));
const joinedHome = (handlers: Parameters<typeof stubApi>[0]) => {
  localStorage.setItem(`live:ticket:${liveCode}`, liveTicket);
  const api = stubApi({
    [paths.info]: { data: makeInfo() },
    [paths.state]: { data: makeState() },
    [paths.turns]: { data: [] },
    [paths.start]: { data: makeAttempt([makeQuestion(0)]) },
    ...handlers,
  });
  renderPage(<LivePage />, { route: `/h5/${liveCode}`, path: '/h5/:code' });
  return api;
};
/** Plays the video from where it is to `to` seconds, as the browser reports it. */
const playTo = (video: HTMLVideoElement, to: number) => {
  for (let s = video.currentTime + 1; s <= to; s += 1) {
    video.currentTime = s;
    fireEvent.timeUpdate(video);
  }
};

describe('learning video and extra questions', () => {
  it('sends the participant to the required video first and opens the quiz once it is watched', async () => {
    const { callsTo } = joinedHome({
      [paths.video]: { data: makeVideo() },
      [paths.more]: { data: makeMore({ enabled: false }) },
      [paths.videoProgress]: (c) => {
        const { seconds } = c.body as { seconds: number };
        return {
          data:
            seconds >= 6 ? { watched_seconds: 30, completed: true } : { watched_seconds: seconds, completed: false },
        };
      },
    });
    expect(await screen.findByRole('button', { name: /学习视频/ }, slow)).toBeInTheDocument();
    expect(screen.getByText('还需观看 30 秒')).toBeInTheDocument();
    await press('开始答题');

    const video = (await screen.findByLabelText('消防安全课', {}, slow)) as HTMLVideoElement;
    expect(video).toHaveAttribute('playsinline');
    expect(screen.getByRole('button', { name: '开始答题' })).toBeDisabled();
    fireEvent.play(video);
    playTo(video, 4);
    fireEvent.pause(video);
    expect(await screen.findByText('还需观看 26 秒', {}, slow)).toBeInTheDocument();
    // A jump forward is a seek, not watching.
    video.currentTime = 20;
    fireEvent.seeked(video);
    fireEvent.play(video);
    playTo(video, 22);
    fireEvent.ended(video);
    expect(await screen.findByText('已完成观看', {}, slow)).toBeInTheDocument();
    expect(callsTo(paths.videoProgress).map((c) => c.body)).toEqual([
      { ticket: liveTicket, seconds: 0 },
      { ticket: liveTicket, seconds: 4 },
      { ticket: liveTicket, seconds: 4 },
      { ticket: liveTicket, seconds: 6 },
    ]);
    expect(callsTo(paths.start)).toHaveLength(0);

    await press('开始答题');
    expect(await screen.findByText('1/1', {}, slow)).toBeInTheDocument();
  });

  it('asks the extra questions before the quiz, checks the required ones, then starts', async () => {
    const { callsTo } = joinedHome({
      [paths.video]: { data: makeVideo({ enabled: false }) },
      [paths.more]: { data: makeMore() },
      [paths.moreSubmit]: { data: { submitted: true } },
    });
    expect(await screen.findByText('今日剩余次数', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(paths.more)).toHaveLength(1));
    await press('开始答题');

    expect(await screen.findByText('答题前请先回答几个问题', {}, slow)).toBeInTheDocument();
    await press('提交');
    // Both required questions show their message; findAll would settle on the first one to render.
    await waitFor(() => expect(screen.getAllByText('请回答此题')).toHaveLength(2), slow);
    expect(callsTo(paths.moreSubmit)).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('微信'));
    fireEvent.click(screen.getByLabelText('消防'));
    fireEvent.click(screen.getByLabelText('用电'));
    fireEvent.change(screen.getByPlaceholderText('请输入'), { target: { value: '多办活动' } });
    await press('提交');
    expect(await screen.findByText('1/1', {}, slow)).toBeInTheDocument();
    expect(callsTo(paths.moreSubmit)[0]?.body).toEqual({
      ticket: liveTicket,
      answers: { '11': ['微信'], '12': ['消防', '用电'], '13': ['多办活动'] },
    });
    expect(callsTo(paths.start)).toHaveLength(1);
  });

  it('offers the survey after the result and returns to the result once it is handed in', async () => {
    const after = makeMore({ position: 'after', questions: makeMore().questions.slice(0, 1) });
    const { callsTo } = stubApi({
      [paths.turns]: { data: [] },
      [paths.video]: { data: makeVideo({ enabled: false }) },
      [paths.more]: { data: after },
      [paths.moreSubmit]: { data: { submitted: true } },
    });
    const go = vi.fn();
    const live = makeSession(go);
    const result = makeResult();
    renderPage(
      <LiveFrame theme={live.settings.theme}>
        <ResultScreen live={live} result={result} />
      </LiveFrame>,
    );
    await press('填写问卷');
    const back = { name: 'result', result };
    expect(go).toHaveBeenCalledWith({ name: 'more', back });

    cleanup();
    renderPage(
      <LiveFrame theme={live.settings.theme}>
        <MoreScreen live={live} back={{ name: 'result', result }} />
      </LiveFrame>,
    );
    fireEvent.click(await screen.findByLabelText('海报', {}, slow));
    await press('提交');
    await waitFor(() => expect(go).toHaveBeenLastCalledWith(back), slow);
    expect(callsTo(paths.moreSubmit)[0]?.body).toEqual({ ticket: liveTicket, answers: { '11': ['海报'] } });
    expect(callsTo(paths.start)).toHaveLength(0);
  });
});
