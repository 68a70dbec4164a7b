import { contentContract } from '@app/contract/content';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { useSession } from '../../app/session.js';
import { activityKinds, kindLabelKey } from '../../components/activity-kinds.js';
import { dateText } from '../../components/date-text.js';
import { BannerCarousel } from './banner-carousel.js';
import './home-page.css';

// Only an organiser who is logged in sees the balances, so a visitor's first visit does not download them.
const WelcomeCard = lazy(() => import('./welcome-card.js').then((m) => ({ default: m.WelcomeCard })));

/**
 * /activity/system, a visitor's first page: banners, the six activity kinds, latest news and, once logged in, a
 * welcome with balances. Drawn in plain elements rather than antd's Carousel, Card and List, which would double
 * what the first visit downloads.
 */
export const HomePage = () => {
  const { t } = useTranslation('content');
  const loggedIn = Boolean(useSession()?.token);
  const banners = useEndpointQuery(contentContract.bannerList, {});
  const news = useEndpointQuery(contentContract.noticeList, { page: 1, limit: 6 });
  const articles = news.data?.list ?? [];

  return (
    <div className="home">
      {loggedIn && (
        <Suspense>
          <WelcomeCard />
        </Suspense>
      )}
      {banners.data && banners.data.length > 0 && <BannerCarousel banners={banners.data} />}
      <h2 className="home-heading">{t('quickEntries')}</h2>
      <ul className="home-kinds">
        {activityKinds.map((k) => (
          <li key={k.kind}>
            <Link to={k.route}>
              <strong>{t(kindLabelKey(k.kind))}</strong>
              <span>{t(`kind${k.kind}Short`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section className="home-news" aria-labelledby="home-news-title">
        <header>
          <h2 id="home-news-title">{t('latestNews')}</h2>
          <Link to="/activity/news">{t('more')}</Link>
        </header>
        {news.isLoading ? (
          <p className="home-news-empty">{t('common:loading')}</p>
        ) : articles.length === 0 ? (
          <p className="home-news-empty">{t('noArticles')}</p>
        ) : (
          <ul>
            {articles.map((n) => (
              <li key={n.id}>
                <Link to={`/activity/news?id=${n.id}`}>{n.title}</Link>
                <time dateTime={n.published_at}>{dateText(n.published_at)}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};
