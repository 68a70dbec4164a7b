import type { DataOf } from '@app/contract';
import type { statisticContract } from '@app/contract/statistic';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnits } from './api.js';

type UnitStat = DataOf<typeof statisticContract.unit>[number];

/** Participation and results per unit, the most people first. */
export const UnitTable = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('statistic');
  const units = useUnits(activityId);
  return (
    <Card title={t('unit.title')}>
      <Table<UnitStat>
        size="small"
        rowKey="unit"
        loading={units.isPending}
        dataSource={units.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: t('unit.unit'), dataIndex: 'unit' },
          { title: t('unit.participants'), dataIndex: 'participants' },
          { title: t('unit.attempts'), dataIndex: 'attempts' },
          { title: t('unit.avgScore'), dataIndex: 'avg_score' },
          { title: t('unit.passRate'), dataIndex: 'pass_rate', render: (n: number) => t('percent', { n }) },
        ]}
      />
    </Card>
  );
};
