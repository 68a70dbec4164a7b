import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyRoute, loadFailureText } from './lazy-route.js';
import type { RouteDef } from './route-def.js';

const PageFailed = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('pageLoadFailed')}
      subTitle={loadFailureText(error, t)}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
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
