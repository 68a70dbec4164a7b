import { Flex, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivitySteps } from './activity-steps.js';
import { useActivityId } from './use-activity-id.js';

/**
 * A page of one activity (`?activity_id=`): the tabs across the activity's pages above its content, or a way
 * back to my activities when the link names no activity.
 */
export const ActivityPage = ({ children }: { children: (activityId: number) => ReactNode }) => {
  const { t } = useTranslation();
  const activityId = useActivityId();
  if (!activityId) {
    return (
      <Result
        status="warning"
        title={t('activityPage.missing')}
        extra={<Link to="/activity/manage">{t('activityPage.back')}</Link>}
      />
    );
  }
  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <ActivitySteps activityId={activityId} />
      {children(activityId)}
    </Flex>
  );
};
