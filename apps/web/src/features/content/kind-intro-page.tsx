import { contentContract } from '@app/contract/content';
import { Button, Card, Col, Flex, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { useSession } from '../../app/session.js';
import { uiFlags } from '../../app/ui-flags.js';
import { kindLabelKey, kindOfRoute } from '../../components/activity-kinds.js';
import { HtmlContent } from '../../components/html-content.js';
import { sectionOfKind } from './intro-sections.js';

const CallToAction = () => {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const loggedIn = Boolean(useSession()?.token);
  return loggedIn ? (
    <Button size="large" onClick={() => navigate('/activity/manage')}>
      {t('myActivities')}
    </Button>
  ) : (
    <Button size="large" onClick={() => uiFlags.openLoginPopup()}>
      {t('loginOrRegister')}
    </Button>
  );
};

/** The five recommendation pages and the big-screen lottery page: what one activity kind offers. */
export const KindIntroPage = () => {
  const { t } = useTranslation('content');
  const { pathname } = useLocation();
  const def = kindOfRoute(pathname);
  const intro = useEndpointQuery(contentContract.platformIntro, {});
  if (!def) return <Result status="404" title={t('kindUnknown')} />;

  const section = intro.data ? sectionOfKind(intro.data.sections, def.kind) : undefined;
  const label = t(kindLabelKey(def.kind));
  const scenes = t(`kind${def.kind}Scenes`).split('|');

  return (
    <div style={{ padding: 24 }}>
      <Card style={{ background: 'linear-gradient(135deg, #0069FD, #5aa2ff)', border: 0 }}>
        <Row gutter={24} align="middle">
          <Col xs={24} md={14}>
            <Typography.Title level={1} style={{ color: '#fff' }}>
              {section?.title || label}
            </Typography.Title>
            <Typography.Paragraph style={{ color: '#fff', fontSize: 16 }}>
              {section?.summary || t(`kind${def.kind}Pitch`)}
            </Typography.Paragraph>
            <CallToAction />
          </Col>
          <Col xs={24} md={10}>
            {section?.image ? <img src={section.image} alt={label} style={{ width: '100%', maxHeight: 260 }} /> : null}
          </Col>
        </Row>
      </Card>
      <Row gutter={24} style={{ marginTop: 24 }}>
        <Col xs={24} lg={14}>
          <Card title={t('kindFeatures')} style={{ height: '100%' }}>
            <Skeleton active loading={intro.isLoading}>
              {section ? (
                <HtmlContent html={section.content} />
              ) : (
                <Typography.Text>{t(`kind${def.kind}Pitch`)}</Typography.Text>
              )}
            </Skeleton>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('kindScenes')} style={{ height: '100%' }}>
            <Flex wrap gap={8}>
              {scenes.map((scene) => (
                <Tag key={scene} color="blue" style={{ fontSize: 14, padding: '4px 10px' }}>
                  {scene}
                </Tag>
              ))}
            </Flex>
          </Card>
        </Col>
      </Row>
    </div>
  );
};
