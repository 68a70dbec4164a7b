import './messages.js';
import type { WxAccountKind } from '@app/contract';
import { Alert, Button, Card, Flex, Result, Space, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame.js';
import { consentPage, useAuthCallback, useAuthUrl } from './api.js';

/** Sends the organiser to WeChat's consent page for an account of each kind. */
const StartAuthorising = () => {
  const { t } = useTranslation('wxaccount');
  const authUrl = useAuthUrl();
  const start = (kind: WxAccountKind) => authUrl.mutate({ kind }, { onSuccess: ({ url }) => consentPage.assign(url) });
  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('addIntro')}</Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('addSteps')}
        </Typography.Paragraph>
        <Alert type="info" showIcon title={t('signInNote')} />
        <Space>
          <Button type="primary" loading={authUrl.isPending} onClick={() => start('official')}>
            {t('authoriseOfficial')}
          </Button>
          <Button disabled={authUrl.isPending} onClick={() => start('mini_program')}>
            {t('authoriseMini')}
          </Button>
        </Space>
      </Flex>
    </Card>
  );
};

/**
 * /function/authorized_add: authorising an account. WeChat's consent page comes back here with ?state=&auth_code=,
 * which are handed to the server once and then leave the address, so a reload never hands them in twice.
 */
export const AuthorisePage = () => {
  const { t } = useTranslation('wxaccount');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const callback = useAuthCallback();
  const sent = useRef(false);
  const authCode = params.get('auth_code') ?? '';
  const state = params.get('state') ?? '';

  useEffect(() => {
    if (sent.current || !authCode) return;
    sent.current = true;
    callback.mutate({ auth_code: authCode, state });
    setParams({}, { replace: true });
  }, [authCode, state, callback, setParams]);

  const content = () => {
    if (callback.isPending) return <Spin tip={t('completing')} size="large" />;
    if (callback.isSuccess) {
      return (
        <Result
          status="success"
          title={t('authorised', { name: callback.data.nickname })}
          subTitle={t('authorisedNote')}
          extra={[
            <Button key="list" type="primary" onClick={() => navigate('/function/authorized_weChat')}>
              {t('toList')}
            </Button>,
            <Button key="settings" onClick={() => navigate('/function/weChat_settin')}>
              {t('toSettings')}
            </Button>,
          ]}
        />
      );
    }
    if (callback.isError) {
      return (
        <Result
          status="error"
          title={t('authoriseFailed')}
          subTitle={callback.error.message}
          extra={
            <Button type="primary" onClick={() => callback.reset()}>
              {t('retry')}
            </Button>
          }
        />
      );
    }
    return <StartAuthorising />;
  };

  return <PageFrame title={t('addTitle')}>{content()}</PageFrame>;
};
