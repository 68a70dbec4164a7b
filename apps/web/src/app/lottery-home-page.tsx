import { activityKind } from '@app/contract';
import { Tabs, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { lotteryTemplatesTab } from '../features/activity/gallery-routes.js';
import { PageLoading } from './lazy-page.js';
import { useSession } from './session.js';

// Two features share the lottery's home path, so the app, which may import both, puts them together.
const LotteryList = lazy(() =>
  import('../features/lottery/lottery-list-page.js').then((m) => ({ default: m.LotteryListPage })),
);
const KindIntro = lazy(() =>
  import('../features/content/kind-intro-page.js').then((m) => ({ default: m.KindIntroPage })),
);
const Templates = lazy(() =>
  import('../features/activity/template-gallery.js').then((m) => ({ default: m.TemplateGallery })),
);

const LotteryTemplates = () => (
  <Suspense fallback={<PageLoading />}>
    <Templates kind={activityKind.lottery} />
  </Suspense>
);

/** A visitor reads what the kind offers, then its templates (starting from one asks them to log in). */
const VisitorHome = () => {
  const { t } = useTranslation('gallery');
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <KindIntro />
      </Suspense>
      <section aria-label={t('templates')} style={{ padding: '0 24px 24px' }}>
        <Typography.Title level={3}>{t('templates')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
        <LotteryTemplates />
      </section>
    </>
  );
};

const mineTab = 'mine';

/** An organiser's lotteries and, in a tab beside them, the templates (?tab=templates, as the create form links). */
const OrganiserHome = () => {
  const { t } = useTranslation('gallery');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === lotteryTemplatesTab ? lotteryTemplatesTab : mineTab;
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === mineTab ? {} : { tab: key }, { replace: true })}
      tabBarStyle={{ padding: '0 24px', marginBottom: 0 }}
      items={[
        {
          key: mineTab,
          label: t('myLotteries'),
          children: (
            <Suspense fallback={<PageLoading />}>
              <LotteryList />
            </Suspense>
          ),
        },
        {
          key: lotteryTemplatesTab,
          label: t('templates'),
          children: (
            <div style={{ padding: 24 }}>
              <LotteryTemplates />
            </div>
          ),
        },
      ]}
    />
  );
};

/**
 * /LargeScreenLottery/LargeScreenLottery: the kind's intro and templates for a visitor; once logged in, the
 * organiser's lotteries with the templates beside them. Each part is loaded only when shown, and logging in on
 * this page swaps one for the other.
 */
export const LotteryHomePage = () => (useSession()?.token ? <OrganiserHome /> : <VisitorHome />);
