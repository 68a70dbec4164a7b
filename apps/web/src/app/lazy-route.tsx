import type { TFunction } from 'i18next';
import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
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

/** Why a page did not load, in words: it took too long, or the loader's own error. */
export const loadFailureText = (error: unknown, t: TFunction) =>
  error instanceof PageLoadTimeoutError ? t('common:pageLoadTimeout') : String((error as Error)?.message ?? error);

/** What a failed load shows: the error (a PageLoadTimeoutError when it took too long) and a way to try again. */
export type PageFailedView = (error: unknown, retry: () => void) => ReactNode;

type BoundaryProps = { failed: PageFailedView; onRetry: () => void; children: ReactNode };

class PageBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error) return this.props.failed(this.state.error, this.props.onRetry);
    return this.props.children;
  }
}

type Props = { def: RouteDef; loading: ReactNode; failed: PageFailedView };

/**
 * A route's page, loaded on first visit; a failed or timed-out load can be retried in place. The looks are the
 * entry's own (antd in the back-office, plain elements on the live pages).
 */
export const LazyRoute = ({ def, loading, failed }: Props) => {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(def.load);
  const retry = () => {
    pages.delete(def.load);
    setAttempt((n) => n + 1);
  };
  return (
    <PageBoundary key={attempt} failed={failed} onRetry={retry}>
      <Suspense fallback={loading}>
        <Page />
      </Suspense>
    </PageBoundary>
  );
};
