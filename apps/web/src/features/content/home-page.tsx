import { contentContract } from '@app/contract/content';
import { Card, Carousel, Col, List, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { useSession } from '../../app/session.js';
import { activityKinds, kindLabelKey } from '../../components/activity-kinds.js';
import { dateText } from '../../components/date-text.js';
import { WelcomeCard } from './welcome-card.js';

const bannerStyle = { width: '100%', height: 280, objectFit: 'cover', borderRadius: 8 } as const;

/** /activity/system: banners, the six activity kinds, latest news and, once logged in, a welcome with balances. */
export const HomePage = () => {
  const { t } = useTranslation('content');
  const loggedIn = Boolean(useSession()?.token);
  const banners = useEndpointQuery(contentContract.bannerList, {});
  const news = useEndpointQuery(contentContract.noticeList, { page: 1, limit: 6 });

  return (
    <div style={{ padding: 24 }}>
      {loggedIn && <WelcomeCard />}
      {banners.data && banners.data.length > 0 && (
        <Carousel autoplay style={{ marginBottom: 24 }}>
          {banners.data.map((b) => (
            <div key={b.id}>
              {b.link ? (
                <a href={b.link}>
                  <img src={b.image} alt={b.title} style={bannerStyle} />
                </a>
              ) : (
                <img src={b.image} alt={b.title} style={bannerStyle} />
              )}
            </div>
          ))}
        </Carousel>
      )}
      <Typography.Title level={4}>{t('quickEntries')}</Typography.Title>
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        {activityKinds.map((k) => (
          <Col key={k.kind} xs={12} md={8} xl={4}>
            <Link to={k.route}>
              <Card hoverable size="small" style={{ textAlign: 'center' }}>
                <Typography.Text strong>{t(kindLabelKey(k.kind))}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t(`kind${k.kind}Short`)}</Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <Card title={t('latestNews')} extra={<Link to="/activity/news">{t('more')}</Link>}>
        <List
          loading={news.isLoading}
          dataSource={news.data?.list ?? []}
          locale={{ emptyText: t('noArticles') }}
          renderItem={(n) => (
            <List.Item
              key={n.id}
              extra={<Typography.Text type="secondary">{dateText(n.published_at)}</Typography.Text>}
            >
              <Link to={`/activity/news?id=${n.id}`}>{n.title}</Link>
            </List.Item>
          )}
        />
      </Card>
    </div>
  );
};
