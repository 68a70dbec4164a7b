import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { slow, stubApi } from '../components/test-kit.js';
import { liveCode, liveTicket, makeInfo, paths } from '../live/kit/live-fixtures.js';
import { candidatePage, FakeSocket, makeCandidate, makeVoteHome, votePaths } from '../test/vote-fixtures.js';
import { App } from './app.js';
import { LiveRouter, matchLivePath } from './live-router.js';

/** Opens the live entry at `address`, as live-main.tsx does. */
const openLive = (address: string) => {
  window.history.replaceState(null, '', address);
  render(
    <App>
      <LiveRouter />
    </App>,
  );
};

describe('the live entry', () => {
  it("opens a phone's page by its code, titled with the activity's name", async () => {
    stubApi({ [paths.info]: { data: makeInfo({ title: '安全月知识竞答' }) } });
    openLive(`/h5/${liveCode}`);
    expect(await screen.findByRole('button', { name: '参与活动' }, slow)).toBeInTheDocument();
    expect(document.title).toBe('安全月知识竞答');
  });

  it('routes only the public live pages: a back-office address is a 404 without a way into the back-office', async () => {
    openLive('/activity/console');
    expect(await screen.findByRole('status')).toHaveTextContent('404');
    expect(screen.getByText('页面不存在')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("tells a phone that the activity is gone, in the server's words, as a notice and a toast", async () => {
    stubApi({ [paths.info]: { code: 400, msg: '活动不存在或已下线' } });
    openLive(`/h5/${liveCode}`);
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent('活动不存在或已下线');
    expect(screen.getByRole('alert')).toHaveTextContent('活动不存在或已下线');
  });

  it('takes a spent WeChat sign-in code out of the address without a new history entry', async () => {
    sessionStorage.setItem(`live:wechat-state:${liveCode}`, 'st-1');
    vi.stubGlobal('WebSocket', FakeSocket);
    const { callsTo } = stubApi({
      [votePaths.home]: { data: makeVoteHome({ require_wechat: true }) },
      [votePaths.candidates]: { data: candidatePage([makeCandidate(1)]) },
      [paths.info]: { data: makeInfo({ kind: 4, needs_wechat: true, settings: { form: 'vote' } }) },
      [paths.enter]: { data: { ticket: liveTicket, id: 3, name: '微信用户', phone: '', unit: '' } },
    });
    const before = window.history.length;
    openLive(`/h5/${liveCode}?code=wx-9&state=st-1&appid=wx1#top`);
    await waitFor(() => expect(window.location.search).toBe(''), slow);
    expect(window.location.pathname).toBe(`/h5/${liveCode}`);
    expect(window.location.hash).toBe('#top');
    expect(window.history.length).toBe(before);
    await waitFor(() => expect(callsTo(paths.enter)[0]?.body).toMatchObject({ wechat_code: 'wx-9' }));
  });
});

describe('a live address', () => {
  it('gives the named parts of a path of the same shape, decoded, and nothing for any other', () => {
    expect(matchLivePath('/h5/:code', '/h5/AB%20C')).toEqual({ code: 'AB C' });
    expect(matchLivePath('/h5/:code', '/h5/ABC/')).toEqual({ code: 'ABC' });
    expect(matchLivePath('/h5/host/:key', '/h5/host/k-1')).toEqual({ key: 'k-1' });
    expect(matchLivePath('/h5/:code', '/h5/host/k-1')).toBeNull();
    expect(matchLivePath('/h5/:code', '/h5/')).toBeNull();
    expect(matchLivePath('/screen/lottery/:code', '/screen/interactive/ABC')).toBeNull();
  });
});
