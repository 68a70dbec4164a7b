import { gameContract } from '@app/contract/game';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type RowOf, usePagedList } from '../../../components/paged-list.js';

type Player = RowOf<typeof gameContract.joinUser>;
const statusColors = { playing: 'success', kicked: 'warning', banned: 'error' } as const;

/** The session's players by score: the final ranking once it has finished. */
export const GameRanking = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'game.ranking' });
  const players = usePagedList(gameContract.joinUser, { activity_id: activityId, keywords: '', status: '' });
  return (
    <Card title={t('title')}>
      <Table<Player>
        {...players.table}
        size="small"
        columns={[
          { title: t('rank'), dataIndex: 'rank', width: 70 },
          { title: t('nickname'), dataIndex: 'nickname' },
          { title: t('phone'), dataIndex: 'phone' },
          { title: t('score'), dataIndex: 'score', width: 90 },
          { title: t('correct'), dataIndex: 'correct', width: 70 },
          { title: t('answered'), dataIndex: 'answered', width: 70 },
          {
            title: t('status'),
            dataIndex: 'status',
            width: 90,
            render: (status: Player['status']) => <Tag color={statusColors[status]}>{t(`statuses.${status}`)}</Tag>,
          },
        ]}
      />
    </Card>
  );
};
