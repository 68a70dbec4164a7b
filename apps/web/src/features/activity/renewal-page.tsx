import { isOpenKind } from '@app/contract';
import { Alert, Card, Descriptions, Divider, Flex, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateText } from '../../components/date-text.js';
import { StatusTag } from '../../components/status-tag.js';
import { useActivityId } from '../../components/use-activity-id.js';
import { useActivityInfo, useExpiryState } from './api.js';
import { ClosedKindNote } from './closed-kind-note.js';
import { usePeriodChoice } from './period-choice.js';
import { PeriodPayment } from './period-payment.js';
import { renewedExpiry } from './renewal.js';

/** /activity/remaining_pay?activity_id=: buys more days online for a published or expired activity. */
export const RenewalPage = () => {
  const { t } = useTranslation('activity');
  const activityId = useActivityId();
  const info = useActivityInfo(activityId);
  const expiry = useExpiryState(activityId);
  const activity = info.data;
  const state = expiry.data;
  const choice = usePeriodChoice();
  const settings = `/activity/activitySettin?activity_id=${activityId}`;

  if (!activityId) return <Result status="warning" title={t('noActivityChosen')} />;
  if (info.isError || expiry.isError) return <Result status="error" title={t('loadFailed')} />;
  if (!activity || !state) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <Flex vertical gap={16} style={{ padding: 24, maxWidth: 720 }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('renewTitle')}
        </Typography.Title>
        <Link to={settings}>{t('backToSettings')}</Link>
      </Flex>
      <Card>
        <Descriptions column={1}>
          <Descriptions.Item label={t('colTitle')}>{activity.title}</Descriptions.Item>
          <Descriptions.Item label={t('colStatus')}>
            <StatusTag status={state.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('currentExpiry')}>{dateText(state.expires_at, true)}</Descriptions.Item>
          {state.status === 'draft' ? null : (
            <Descriptions.Item label={t('newExpiry')}>
              {choice.days ? dateText(renewedExpiry(state.expires_at, choice.days), true) : '-'}
            </Descriptions.Item>
          )}
        </Descriptions>
        <Divider />
        {!isOpenKind(activity.kind) ? (
          <ClosedKindNote activity={activity} status={state.status} />
        ) : state.status === 'draft' ? (
          <Alert type="info" showIcon title={t('renewDraft')} action={<Link to={settings}>{t('goPublish')}</Link>} />
        ) : (
          <PeriodPayment activityId={activityId} mode="renew" choice={choice} />
        )}
      </Card>
    </Flex>
  );
};
