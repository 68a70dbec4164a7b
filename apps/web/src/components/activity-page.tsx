import { isOpenKind } from '@app/contract';
import { activityContract } from '@app/contract/activity';
import { Flex, Result, Skeleton } from 'antd';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEndpointQuery } from '../app/api-hooks.js';
import { ActivityHeader } from './activity-header.js';
import { ActivitySteps } from './activity-steps.js';
import { KindComing } from './kind-coming.js';
import { useActivityId } from './use-activity-id.js';

type Content = (activityId: number) => ReactNode;

/**
 * An activity's header and tabs above its content. The activity is read silently: a staff account may hold a
 * page without the activity settings, and the page then works without header and tabs. A kind that does not
 * run yet says so instead of mounting pages that cannot work for it.
 */
const ActivityFrame = ({ activityId, children }: { activityId: number; children: Content }) => {
  const info = useEndpointQuery(
    activityContract.info,
    { activity_id: activityId },
    { retry: false, call: { silent: true } },
  );
  // Waits for the first answer only: a page that reads the same activity again after a refused read would
  // otherwise swap itself out for the skeleton and back, reading again each time.
  const answered = useRef(false);
  if (!info.isPending) answered.current = true;
  if (!answered.current) return <Skeleton active />;
  const activity = info.data;
  if (!activity) return children(activityId);
  return (
    <>
      <ActivityHeader activity={activity} />
      <ActivitySteps activity={activity} />
      {isOpenKind(activity.kind) ? children(activityId) : <KindComing kind={activity.kind} />}
    </>
  );
};

/** A page of one activity (`?activity_id=`), or a way back to my activities when the link names no activity. */
export const ActivityPage = ({ children }: { children: Content }) => {
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
      <ActivityFrame activityId={activityId}>{children}</ActivityFrame>
    </Flex>
  );
};
