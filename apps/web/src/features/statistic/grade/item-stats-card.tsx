import { Card, Progress, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ItemStat } from './grade-stats.js';

/** Each scoring item's mean as a share of its highest score, the hardest first: which criteria were hard. */
export const ItemStatsCard = ({ items }: { items: ItemStat[] }) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'grade.items' });
  return (
    <Card title={t('title')}>
      <Table<ItemStat>
        rowKey={(s) => s.item.id}
        size="small"
        dataSource={items}
        pagination={false}
        locale={{ emptyText: t('empty') }}
        columns={[
          { title: t('name'), key: 'name', render: (_, s) => s.item.name },
          { title: t('weight'), key: 'weight', width: 60, render: (_, s) => s.item.weight },
          { title: t('mean'), key: 'mean', width: 90, render: (_, s) => `${s.mean ?? '—'} / ${s.item.max}` },
          {
            title: t('share'),
            key: 'share',
            width: 150,
            render: (_, s) =>
              s.share === null ? '—' : <Progress percent={s.share} size="small" format={(n) => `${n}%`} />,
          },
          { title: t('contestants'), dataIndex: 'contestants', width: 80 },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('rule')}
      </Typography.Paragraph>
    </Card>
  );
};
