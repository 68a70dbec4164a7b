import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { candidatePage, FakeSocket, makeCandidate, makeVoteHome, votePaths } from '../../test/vote-fixtures.js';
import { externalPage } from './external-page.js';
import { liveCode, liveTicket, makeInfo, paths } from './live-fixtures.js';
import { LivePage } from './live-page.js';

const consentUrl = 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1&state=st-1#wechat_redirect';
const wechatVote = (over: Parameters<typeof makeInfo>[0] = {}) => ({
  data: makeInfo({ kind: 4, needs_wechat: true, settings: { form: 'vote' }, ...over }),
});
const joined = { data: { ticket: liveTicket, id: 3, name: '微信用户', phone: '', unit: '' } };
const voteHome = {
  [votePaths.home]: { data: makeVoteHome({ require_wechat: true }) },
  [votePaths.candidates]: { data: candidatePage([makeCandidate(1)]) },
};
const renderLive = (search = '') =>
  renderPage(
    <>
      <LivePage />
      <LocationProbe />
    </>,
    { route: `/h5/${liveCode}${search}`, path: '/h5/:code' },
  );
const location = () => screen.getByTestId('location').textContent;

describe('entering a vote through WeChat', () => {
  beforeEach(() => {
    sessionStorage.clear();
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });

  it('sends the participant from the cover to WeChat’s consent page, keeping the state for the return', async () => {
    const assign = vi.spyOn(externalPage, 'assign').mockImplementation(() => {});
    const { callsTo } = stubApi({
      [paths.info]: wechatVote(),
      [paths.wechatAuthorize]: { data: { url: consentUrl, state: 'st-1' } },
    });
    renderLive();
    fireEvent.click(await screen.findByRole('button', { name: /微信授权参与/ }, slow));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(consentUrl));
    expect(callsTo(paths.wechatAuthorize)[0]?.body).toEqual({ code: liveCode, redirect: `/h5/${liveCode}` });
    expect(sessionStorage.getItem(`live:wechat-state:${liveCode}`)).toBe('st-1');
    expect(callsTo(paths.enter)).toHaveLength(0);
  });

  it('enters with the code WeChat handed back and takes code, state and appid out of the address', async () => {
    sessionStorage.setItem(`live:wechat-state:${liveCode}`, 'st-1');
    const { callsTo } = stubApi({ [paths.info]: wechatVote(), [paths.enter]: joined, ...voteHome });
    renderLive('?code=wx-9&state=st-1&appid=wx5a1e0c0000000001');
    await waitFor(() => expect(localStorage.getItem(`live:ticket:${liveCode}`)).toBe(liveTicket), slow);
    expect(callsTo(paths.enter)).toHaveLength(1);
    expect(callsTo(paths.enter)[0]?.body).toMatchObject({ code: liveCode, wechat_code: 'wx-9' });
    await waitFor(() => expect(location()).toBe(`/h5/${liveCode}`), slow);
    expect(sessionStorage.getItem(`live:wechat-state:${liveCode}`)).toBeNull();
  });

  it('ignores a code whose state this page never asked for', async () => {
    sessionStorage.setItem(`live:wechat-state:${liveCode}`, 'st-1');
    const { callsTo } = stubApi({ [paths.info]: wechatVote(), [paths.enter]: joined });
    renderLive('?code=wx-9&state=forged');
    expect(await screen.findByRole('button', { name: /微信授权参与/ }, slow)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`/h5/${liveCode}`));
    expect(callsTo(paths.enter)).toHaveLength(0);
  });

  it('shows the sign-up form first after WeChat and sends the code with it', async () => {
    sessionStorage.setItem(`live:wechat-state:${liveCode}`, 'st-2');
    const { callsTo } = stubApi({
      [paths.info]: wechatVote({ signup_fields: [{ key: 'name', required: true }] }),
      [paths.enter]: joined,
      ...voteHome,
    });
    renderLive('?code=wx-7&state=st-2');
    fireEvent.change(await screen.findByLabelText('姓名', {}, slow), { target: { value: '李四' } });
    expect(callsTo(paths.enter)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '进入活动' }));
    await waitFor(() => expect(callsTo(paths.enter)).toHaveLength(1), slow);
    expect(callsTo(paths.enter)[0]?.body).toMatchObject({ wechat_code: 'wx-7', fields: { name: '李四' } });
    expect(location()).toBe(`/h5/${liveCode}`);
  });
});
