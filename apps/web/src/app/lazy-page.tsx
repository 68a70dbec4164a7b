import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyRoute, loadFailureText } from './lazy-route.js';
import type { RouteDef } from './route-def.js';

const failedStyle = { padding: '48px 32px', textAlign: 'center' } as const;

/**
 * A page that did not load, drawn as antd's error Result draws it; Result itself carries illustrations for every
 * status, which would put kilobytes into every first visit for a page that is rarely seen.
 */
const PageFailed = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div role="alert" style={failedStyle}>
      <CloseCircleFilled style={{ fontSize: 72, color: token.colorError }} />
      <div style={{ margin: '24px 0 8px', fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>
        {t('pageLoadFailed')}
      </div>
      <div style={{ marginBottom: 24, color: token.colorTextDescription }}>{loadFailureText(error, t)}</div>
      <Button type="primary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
};

export const PageLoading = () => {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin tip={t('loading')}>
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </div>
  );
};

/** A back-office route's page, loaded on first visit, with antd's spinner and error page. */
export const LazyPage = ({ def }: { def: RouteDef }) => (
  <LazyRoute
    def={def}
    loading={<PageLoading />}
    failed={(error, retry) => <PageFailed error={error} onRetry={retry} />}
  />
);
