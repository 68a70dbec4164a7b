import { contentContract } from '@app/contract/content';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { HtmlContent } from '../../components/html-content.js';
import { kindOfSection } from './intro-sections.js';

/** /activity/system_js: the product introduction, one section per activity kind. */
export const ProductIntroPage = () => {
  const { t } = useTranslation('content');
  const intro = useEndpointQuery(contentContract.platformIntro, {});

  return (
    <div style={{ padding: 24 }}>
      <Typography.Title level={2}>{intro.data?.title || t('introTitle')}</Typography.Title>
      <Skeleton active loading={intro.isLoading}>
        <Row gutter={[24, 24]}>
          {(intro.data?.sections ?? []).map((s) => {
            const kind = kindOfSection(s);
            return (
              <Col key={s.id} xs={24} lg={12}>
                <Card
                  title={s.title}
                  cover={
                    s.image ? <img src={s.image} alt={s.title} style={{ maxHeight: 220, objectFit: 'cover' }} /> : null
                  }
                  extra={kind ? <Link to={kind.route}>{t('learnMore')}</Link> : null}
                  style={{ height: '100%' }}
                >
                  <Typography.Paragraph strong>{s.summary}</Typography.Paragraph>
                  <HtmlContent html={s.content} />
                </Card>
              </Col>
            );
          })}
        </Row>
      </Skeleton>
    </div>
  );
};
