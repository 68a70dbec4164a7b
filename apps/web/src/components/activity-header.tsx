import { type ActivityDetail, isOpenKind } from '@app/contract';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { kindLabelKey } from './activity-kinds.js';
import { ComingTag } from './coming-tag.js';
import { participantUrl } from './participant-url.js';
import { StatusTag } from './status-tag.js';

/** Which activity a page is about: its name, kind, publishing state and the link participants open. */
export const ActivityHeader = ({ activity }: { activity: ActivityDetail }) => {
  const { t } = useTranslation();
  const url = activity.link ? participantUrl(activity.link) : '';
  return (
    <Flex vertical gap={4}>
      <Flex align="center" gap={8} wrap>
        <Typography.Title level={3} style={{ margin: 0, maxWidth: '100%' }} ellipsis={{ tooltip: activity.title }}>
          {activity.title}
        </Typography.Title>
        <Tag color="blue">{t(kindLabelKey(activity.kind))}</Tag>
        {isOpenKind(activity.kind) ? null : <ComingTag />}
        <StatusTag status={activity.status} />
      </Flex>
      <Typography.Text type="secondary">
        {t('activityHeader.link')}:{' '}
        {url ? <Typography.Text copyable={{ text: url }}>{url}</Typography.Text> : t('activityHeader.noLink')}
      </Typography.Text>
    </Flex>
  );
};
