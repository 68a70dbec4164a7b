import type { GradeRule } from '@app/contract/grade-schemas';
import { Card, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JudgeStat } from './grade-stats.js';

const signed = (value: number | null) => (value === null ? '—' : value > 0 ? `+${value}` : String(value));
const orDash = (value: number | null) => value ?? '—';

/** Per judge: what they scored, how far from the other judges, and how often the rule dropped or flagged them. */
export const JudgeConsistency = ({ stats, rule }: { stats: JudgeStat[]; rule: GradeRule }) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'grade.judges' });
  const judgeName = (s: JudgeStat) => {
    if (!s.judge) return t('unknown', { id: s.judge_id });
    return s.judge.removed ? t('removed', { name: s.judge.name }) : s.judge.name;
  };
  // Only a trimmed rule drops anything: the total as a whole, or each item's scores.
  const dropped: TableColumnsType<JudgeStat> =
    rule.method === 'trimmed_mean'
      ? [{ title: t('dropped'), dataIndex: 'dropped', width: 100 }]
      : rule.method === 'item_trimmed_mean'
        ? [
            {
              title: t('droppedItems'),
              key: 'droppedItems',
              width: 120,
              render: (_, s) => t('droppedItemsValue', { n: s.droppedItems, of: s.itemScores }),
            },
          ]
        : [];
  const columns: TableColumnsType<JudgeStat> = [
    {
      title: t('judge'),
      key: 'judge',
      render: (_, s) => (
        <Space size={4}>
          {judgeName(s)}
          {s.judge?.title ? <Typography.Text type="secondary">{s.judge.title}</Typography.Text> : null}
        </Space>
      ),
    },
    { title: t('scored'), dataIndex: 'scored', width: 70 },
    { title: t('abstained'), dataIndex: 'abstained', width: 70 },
    { title: t('missing'), dataIndex: 'missing', width: 70 },
    { title: t('meanTotal'), dataIndex: 'meanTotal', width: 100, render: orDash },
    { title: t('meanDeviation'), dataIndex: 'meanDeviation', width: 100, render: signed },
    { title: t('meanAbsDeviation'), dataIndex: 'meanAbsDeviation', width: 120, render: orDash },
    ...dropped,
    {
      title: t('flagged'),
      dataIndex: 'flagged',
      width: 90,
      render: (n: number) => (n > 0 ? <Tag color="red">{n}</Tag> : n),
    },
  ];
  return (
    <Card title={t('title')}>
      <Table<JudgeStat>
        rowKey="judge_id"
        size="small"
        dataSource={stats}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('empty') }}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('rule')}
        {dropped.length ? ` ${t('droppedRule')}` : ''}
        {rule.outlier_percent > 0 ? ` ${t('flaggedRule', { n: rule.outlier_percent })}` : ` ${t('flaggedOff')}`}
      </Typography.Paragraph>
    </Card>
  );
};
