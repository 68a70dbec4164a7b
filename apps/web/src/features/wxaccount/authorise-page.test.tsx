import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { consentPage } from './api.js';
import { AuthorisePage } from './authorise-page.js';
import { account } from './wxaccount-fixtures.js';

const renderAt = (route: string) =>
  renderPage(
    <Routes>
      <Route
        path="/function/authorized_add"
        element={
          <>
            <AuthorisePage />
            <LocationProbe />
          </>
        }
      />
      <Route path="/function/authorized_weChat" element={<p>已授权列表</p>} />
    </Routes>,
    { route },
  );

describe('AuthorisePage', { timeout: 40_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("sends the organiser to WeChat's consent page for the kind of account chosen", async () => {
    const assign = vi.spyOn(consentPage, 'assign').mockImplementation(() => {});
    const { callsTo } = stubApi({ '/api/WeChatOpen/authUrl': { data: { url: 'https://mp.weixin.qq.com/consent' } } });
    renderAt('/function/authorized_add');
    fireEvent.click(await screen.findByRole('button', { name: '授权公众号' }, slow));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://mp.weixin.qq.com/consent'));
    fireEvent.click(screen.getByRole('button', { name: '授权小程序' }));
    await vi.waitFor(() => expect(callsTo('/api/WeChatOpen/authUrl')).toHaveLength(2));
    expect(callsTo('/api/WeChatOpen/authUrl').map((c) => c.body)).toEqual([
      { kind: 'official' },
      { kind: 'mini_program' },
    ]);
  });

  it('hands the code WeChat came back with to the server once, takes it off the address and shows the account', async () => {
    const { callsTo } = stubApi({
      '/api/WeChatOpen/callback': { data: account(1, { nickname: '活动服务号' }) },
    });
    renderAt('/function/authorized_add?state=s1&auth_code=queryauthcode_1&expires_in=600');
    expect(await screen.findByText('“活动服务号”授权成功', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/WeChatOpen/callback').map((c) => c.body)).toEqual([
      { auth_code: 'queryauthcode_1', state: 's1' },
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/function\/authorized_add$/);
    fireEvent.click(screen.getByRole('button', { name: '查看已授权公众号' }));
    expect(await screen.findByText('已授权列表')).toBeInTheDocument();
  });

  it('says why a consent was refused and offers to authorise again', async () => {
    const refusal = { code: 400, msg: '授权链接已失效，请重新发起授权', error: 'WXACCOUNT_STATE_INVALID' };
    stubApi({ '/api/WeChatOpen/callback': refusal });
    renderAt('/function/authorized_add?state=old&auth_code=queryauthcode_2');
    expect(await screen.findByText('授权链接已失效，请重新发起授权', {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新授权' }));
    expect(await screen.findByRole('button', { name: '授权公众号' })).toBeInTheDocument();
  });
});
