import { gameContract } from '@app/contract/game';
import { Card, Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../../components/date-text.js';
import { type RowOf, usePagedList } from '../../../components/paged-list.js';

type Given = RowOf<typeof gameContract.extraScores>;

/** Points the host gave by hand, each player's together: how many, why, who gave them and when. */
export const GameExtraScores = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'game.extraScores' });
  const list = usePagedList(gameContract.extraScores, { activity_id: activityId, keywords: '' });
  return (
    <Card title={t('title')}>
      <Table<Given>
        {...list.table}
        size="small"
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        columns={[
          { title: t('nickname'), dataIndex: 'nickname', width: 120 },
          { title: t('phone'), dataIndex: 'phone', width: 130 },
          {
            title: t('points'),
            dataIndex: 'points',
            width: 90,
            render: (n: number) => (
              <Typography.Text type={n < 0 ? 'danger' : 'success'}>{n > 0 ? `+${n}` : n}</Typography.Text>
            ),
          },
          { title: t('reason'), dataIndex: 'reason', render: (reason: string) => reason || '-' },
          { title: t('givenBy'), dataIndex: 'given_by', width: 130 },
          { title: t('givenAt'), dataIndex: 'given_at', width: 150, render: (v: string) => dateText(v, true) },
        ]}
      />
    </Card>
  );
};
