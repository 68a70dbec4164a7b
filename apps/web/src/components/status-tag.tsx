import type { ActivityStatus } from '@app/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const statusColor: Record<ActivityStatus, string> = { draft: 'default', published: 'green', expired: 'red' };

/** An activity's publishing state: 草稿, 已发布 or 已过期. */
export const StatusTag = ({ status }: { status: ActivityStatus }) => {
  const { t } = useTranslation('activity');
  return <Tag color={statusColor[status]}>{t(status)}</Tag>;
};
