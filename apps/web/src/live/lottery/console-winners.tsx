import type { LotteryDrawWinner } from '@app/contract';
import { Card, Switch, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  winners: LotteryDrawWinner[];
  canMarkAbsent: boolean;
  busy: boolean;
  onAbsent: (personId: number) => void;
};

const statusColors: Record<LotteryDrawWinner['status'], string> = { won: 'red', absent: 'default', confirmed: 'green' };

/** The shown draw's winners with their full names; a winner who is not in the hall is switched to absent. */
export const ConsoleWinners = ({ winners, canMarkAbsent, busy, onAbsent }: Props) => {
  const { t } = useTranslation('lotteryLive');
  return (
    <Card title={t('console.winners', { n: winners.length })}>
      <Table<LotteryDrawWinner>
        rowKey="winner_id"
        size="small"
        pagination={winners.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        dataSource={winners}
        locale={{ emptyText: t('console.noWinners') }}
        columns={[
          { title: t('console.col.name'), dataIndex: 'name' },
          { title: t('console.col.phone'), dataIndex: 'phone' },
          { title: t('console.col.department'), dataIndex: 'department' },
          {
            title: t('console.col.status'),
            dataIndex: 'status',
            render: (status: LotteryDrawWinner['status']) => (
              <Tag color={statusColors[status]}>{t(`console.status.${status}`)}</Tag>
            ),
          },
          {
            title: t('console.col.absent'),
            key: 'absent',
            render: (_, w) => (
              <Switch
                aria-label={t('console.absentOf', { name: w.name })}
                checked={w.status === 'absent'}
                disabled={busy || !canMarkAbsent || w.status !== 'won'}
                onChange={() => onAbsent(w.person_id)}
              />
            ),
          },
        ]}
      />
    </Card>
  );
};
