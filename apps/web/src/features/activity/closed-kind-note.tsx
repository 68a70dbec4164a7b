import type { ActivityDetail, ActivityStatus } from '@app/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { kindLabelKey } from '../../components/activity-kinds.js';
import { RefundButton } from './refund-button.js';

/**
 * A kind that does not run yet is not sold: a draft waits for it to open, a paid one keeps its days and may
 * have its fees back (docs/activity-kinds.md).
 */
export const ClosedKindNote = ({ activity, status }: { activity: ActivityDetail; status: ActivityStatus }) => {
  const { t } = useTranslation('activity');
  const kind = t(kindLabelKey(activity.kind));
  if (status === 'draft') return <Alert type="info" showIcon title={t('comingDraft', { kind })} />;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('comingPaid', { kind })}
      action={<RefundButton activity={activity} button={{ danger: true }} />}
    />
  );
};
