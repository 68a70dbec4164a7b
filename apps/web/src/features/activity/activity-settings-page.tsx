import { Col, Flex, Result, Row, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActivityHeader } from '../../components/activity-header.js';
import { ActivitySteps } from '../../components/activity-steps.js';
import { useActivityId } from '../../components/use-activity-id.js';
import { AccessCard } from './access-card.js';
import { useActivityInfo } from './api.js';
import { BaseInfoCard } from './base-info-card.js';
import { PublishCard } from './publish-card.js';
import { QrcodeCard } from './qrcode-card.js';

/** /activity/activitySettin?activity_id=: one activity's base info, link and QR code, access and publishing. */
export const ActivitySettingsPage = () => {
  const { t } = useTranslation('activity');
  const activityId = useActivityId();
  const info = useActivityInfo(activityId);
  const activity = info.data;

  if (!activityId) return <Result status="warning" title={t('noActivityChosen')} />;
  if (info.isError) return <Result status="error" title={t('loadFailed')} />;
  if (!activity) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <ActivityHeader activity={activity} />
      <ActivitySteps activity={activity} />
      <Row gutter={[16, 16]}>
        {/* Forms read their initial values once: keyed by id, another activity starts them afresh. */}
        <Col xs={24} xl={14}>
          <Flex vertical gap={16}>
            <BaseInfoCard key={`base-${activity.id}`} activity={activity} />
            <QrcodeCard key={`qr-${activity.id}`} activity={activity} />
          </Flex>
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            <PublishCard activity={activity} />
            <AccessCard key={`access-${activity.id}`} activity={activity} />
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
};
