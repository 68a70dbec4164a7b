import { type PanelMode, panelMode } from '@app/contract';
import { tenantContract } from '@app/contract/tenant';
import { Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { session } from '../../app/session.js';
import { AuthPanel } from './auth-panel.js';

const pathOf: Record<PanelMode, string> = { 1: '/login', 2: '/register', 3: '/forget' };
const modeOf = (pathname: string): PanelMode => {
  const path = pathname.toLowerCase();
  if (path.startsWith('/register')) return panelMode.register;
  if (path.startsWith('/forget')) return panelMode.recover;
  return panelMode.login;
};

const BrandPanel = () => {
  const { t } = useTranslation('auth');
  const site = useEndpointQuery(tenantContract.domainConfig, { url: window.location.host }, { call: { silent: true } });
  return (
    <Flex
      vertical
      justify="center"
      gap={16}
      style={{ flex: 1, padding: '48px 56px', color: '#fff', background: 'linear-gradient(135deg, #0069FD, #4f9bff)' }}
    >
      {site.data?.logo ? <img src={site.data.logo} alt="" style={{ height: 48, alignSelf: 'flex-start' }} /> : null}
      <Typography.Text style={{ color: 'rgba(255,255,255,.85)', fontSize: 18 }}>{t('brandWelcome')}</Typography.Text>
      <Typography.Title level={1} style={{ color: '#fff', margin: 0 }}>
        {site.data?.title ?? ''}
      </Typography.Title>
      <Typography.Text style={{ color: '#fff', fontSize: 18 }}>{t('brandSlogan')}</Typography.Text>
      <Typography.Text style={{ color: 'rgba(255,255,255,.75)' }}>{t('brandPoints')}</Typography.Text>
    </Flex>
  );
};

/** /login, /register and /forget: the panel beside the tenant's brand; the path and the mode follow each other. */
export const LoginPage = () => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mode = modeOf(pathname);

  // Spec section 4: a logged-in visit to /login clears the stored session.
  useEffect(() => {
    if (mode === panelMode.login && session.token()) session.clear();
  }, [mode]);

  return (
    <Flex style={{ minHeight: '100vh', background: '#f3f6fb' }} align="stretch">
      <BrandPanel />
      <Flex justify="center" align="center" style={{ flex: 1, padding: 48, background: '#fff' }}>
        <AuthPanel
          initialMode={mode}
          onModeChange={(next) =>
            navigate({ pathname: pathOf[next], search: window.location.search }, { replace: true })
          }
        />
      </Flex>
    </Flex>
  );
};
