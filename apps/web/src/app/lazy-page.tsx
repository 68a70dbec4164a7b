import { Button, Result, Spin } from 'antd';
import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from './route-def.js';

/** Spec section 9: a page that has not loaded in 120 seconds shows an error with a retry button. */
export const pageLoadTimeoutMs = 120_000;

export class PageLoadTimeoutError extends Error {}

export const loadWithTimeout = <T,>(load: () => Promise<T>, ms = pageLoadTimeoutMs) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeoutError()), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });

const pages = new Map<RouteDef['load'], LazyExoticComponent<ComponentType>>();

const lazyPage = (load: RouteDef['load']) => {
  let page = pages.get(load);
  if (!page) {
    page = lazy(() => loadWithTimeout(load));
    pages.set(load, page);
  }
  return page;
};

const PageFailed = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  const timedOut = error instanceof PageLoadTimeoutError;
  return (
    <Result
      status="error"
      title={t('pageLoadFailed')}
      subTitle={timedOut ? t('pageLoadTimeout') : String((error as Error)?.message ?? error)}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
};

type BoundaryProps = { onRetry: () => void; children: ReactNode };

class PageBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error) return <PageFailed error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

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

/** A route's page, loaded on first visit; a failed or timed-out load can be retried in place. */
export const LazyPage = ({ def }: { def: RouteDef }) => {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(def.load);
  const retry = () => {
    pages.delete(def.load);
    setAttempt((n) => n + 1);
  };
  return (
    <PageBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageBoundary>
  );
};
