import { walletContract } from '@app/contract/wallet';
import { Card, Flex, Statistic, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';
import { PageFrame } from '../../components/page-frame.js';
import { type RowOf, usePagedList } from '../../components/paged-list.js';
import { PointsExchange } from './points-exchange.js';

type Row = RowOf<typeof walletContract.points>;

/** /user/points_record: the points held now, their exchange for balance, and every change with its rule. */
export const PointsPage = () => {
  const { t } = useTranslation('wallet');
  const list = usePagedList(walletContract.points, {});
  const held = list.query.data?.points ?? 0;
  const columns: TableColumnsType<Row> = [
    { title: t('points.colRule'), key: 'rule', render: (_, p) => t(`rules.${p.rule}`, { defaultValue: p.rule_text }) },
    {
      title: t('points.colPoints'),
      dataIndex: 'points',
      align: 'right',
      render: (v: number) => (
        <Typography.Text strong style={{ color: v >= 0 ? '#389e0d' : '#cf1322' }}>
          {v > 0 ? `+${v}` : v}
        </Typography.Text>
      ),
    },
    { title: t('points.colAfter'), dataIndex: 'balance_after', align: 'right' },
    { title: t('points.colOrder'), dataIndex: 'order_sn', render: (v: string) => v || '-' },
    { title: t('points.colTime'), dataIndex: 'created_at', render: (v: string) => dateText(v, true) },
  ];

  return (
    <PageFrame title={t('points.title')}>
      <Card>
        <Flex justify="space-between" align="center">
          <Statistic title={t('points.current')} value={held} loading={list.query.isLoading} />
          <PointsExchange held={held} />
        </Flex>
      </Card>
      <Card>
        <Table {...list.table} columns={columns} locale={{ emptyText: t('points.empty') }} scroll={{ x: 760 }} />
      </Card>
    </PageFrame>
  );
};
