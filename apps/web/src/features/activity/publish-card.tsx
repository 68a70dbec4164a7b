import { type ActivityDetail, isOpenKind } from '@app/contract';
import { Button, Card, Descriptions, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dateText } from '../../components/date-text.js';
import { StatusTag } from '../../components/status-tag.js';
import { usePublishState } from './api.js';
import { ClosedKindNote } from './closed-kind-note.js';
import { usePeriodChoice } from './period-choice.js';
import { PeriodPayment } from './period-payment.js';
import { usePublishAddOns } from './publish-add-ons.js';

/** Whether the activity is online and until when; a draft is published here, a published one renewed. */
export const PublishCard = ({ activity }: { activity: ActivityDetail }) => {
  const { t } = useTranslation('activity');
  const navigate = useNavigate();
  const state = usePublishState(activity.id).data;
  const choice = usePeriodChoice();
  const addOns = usePublishAddOns();
  const status = state?.status ?? activity.status;

  return (
    <Card title={t('publishCard')}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('colStatus')}>
          <StatusTag status={status} />
        </Descriptions.Item>
        {status === 'draft' ? (
          <Descriptions.Item label={t('trialLeft')}>{t('people', { count: activity.trial_left })}</Descriptions.Item>
        ) : (
          <>
            <Descriptions.Item label={t('colExpires')}>
              {dateText(state?.expires_at ?? activity.expires_at, true)}
            </Descriptions.Item>
            <Descriptions.Item label={t('daysLeft')}>{t('days', { count: state?.days_left ?? 0 })}</Descriptions.Item>
          </>
        )}
      </Descriptions>
      <Divider />
      {!isOpenKind(activity.kind) ? (
        <ClosedKindNote activity={activity} status={status} />
      ) : status === 'draft' ? (
        <PeriodPayment activityId={activity.id} mode="publish" choice={choice} addOns={addOns} />
      ) : (
        <Button type="primary" onClick={() => navigate(`/activity/remaining_pay?activity_id=${activity.id}`)}>
          {t('renew')}
        </Button>
      )}
    </Card>
  );
};
