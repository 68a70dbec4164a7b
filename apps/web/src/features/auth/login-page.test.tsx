import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, sessionKey } from '../../app/session.js';
import { loginData, renderPage, stubApi } from '../../components/test-kit.js';
import { LoginPage } from './login-page.js';

const PathProbe = () => <output data-testid="path">{useLocation().pathname}</output>;

const api = () =>
  stubApi({
    '/api/login/userAgreement': (c) => ({ data: { user_agreement: `<p>协议${c.query.get('type')}</p>` } }),
    '/api/index/domainConfig': { data: { title: '答题星球', logo: '' } },
  });

describe('LoginPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the tenant title looked up by host beside the panel', async () => {
    const { callsTo } = api();
    renderPage(<LoginPage />, { route: '/login' });
    expect(await screen.findByText('答题星球')).toBeInTheDocument();
    expect(callsTo('/api/index/domainConfig')[0]?.body).toEqual({ url: window.location.host });
  });

  it('takes the panel mode from the path', async () => {
    const { callsTo } = api();
    renderPage(<LoginPage />, { route: '/register' });
    expect(screen.getByRole('button', { name: '立即注册' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/api/login/userAgreement')[0]?.query.get('type')).toBe('2'));
  });

  it('moves the path along when the mode is switched', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    renderPage(
      <>
        <LoginPage />
        <PathProbe />
      </>,
      { route: '/login' },
    );
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
    await user.click(screen.getByRole('button', { name: '忘记密码' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/forget');
    expect(screen.getByRole('button', { name: '重置密码' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/register');
    expect(screen.getByRole('button', { name: '立即注册' })).toBeInTheDocument();
  });

  it('clears a stored login when a logged-in user opens /login', () => {
    api();
    session.save(loginData());
    renderPage(<LoginPage />, { route: '/login' });
    expect(localStorage.getItem(sessionKey)).toBeNull();
  });

  it('keeps the login on /register', () => {
    api();
    session.save(loginData());
    renderPage(<LoginPage />, { route: '/register' });
    expect(localStorage.getItem(sessionKey)).not.toBeNull();
  });
});
