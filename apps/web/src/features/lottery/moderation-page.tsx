import './messages.js';
import { lotteryMessageStatuses } from '@app/contract';
import { Alert, Card, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityPage } from '../../components/activity-page.js';
import { useLotterySettings } from './api.js';
import { lotteryPageUrl } from './lottery-paths.js';
import { MessageQueue } from './message-queue.js';
import { SystemMessages } from './system-messages.js';

/** /LargeScreenLottery/barrage?activity_id=: the barrage moderation queue and the organiser's system messages. */
export const ModerationPage = () => (
  <ActivityPage>{(activityId) => <Moderation activityId={activityId} />}</ActivityPage>
);

const Moderation = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'moderation' });
  const barrage = useLotterySettings(activityId).data?.settings.barrage;
  const settingsLink = <Link to={`${lotteryPageUrl('settings', activityId)}&tab=barrage`}>{t('settings')}</Link>;
  return (
    <Flex vertical gap={16}>
      {barrage ? (
        <Alert
          type={barrage.enabled ? 'info' : 'warning'}
          showIcon
          title={barrage.enabled ? t('mode', { mode: t(`modes.${barrage.moderation}`) }) : t('off')}
          action={settingsLink}
        />
      ) : null}
      <Card title={t('title')}>
        <Tabs
          items={lotteryMessageStatuses.map((status) => ({
            key: status,
            label: t(`tabs.${status}`),
            children: <MessageQueue activityId={activityId} status={status} />,
          }))}
        />
      </Card>
      <SystemMessages activityId={activityId} />
    </Flex>
  );
};
