import type { GradeResultLine } from '@app/contract/grade-schemas';
import { Card, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContestantSpread } from './grade-stats.js';

const statusColour = { scored: 'green', waiting: 'orange', none: 'default' } as const;
const shown = (value: number | null) => value ?? '—';

type Props = { lines: GradeResultLine[]; spreads: ContestantSpread[] };

/** The round's ranking as the server computed it, with how far apart each contestant's judges were. */
export const GradeRanking = ({ lines, spreads }: Props) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'grade.ranking' });
  const spreadOf = new Map(spreads.map((s) => [s.contestant_id, s]));
  const columns: TableColumnsType<GradeResultLine> = [
    { title: t('rank'), key: 'rank', width: 70, render: (_, l) => shown(l.rank) },
    { title: t('name'), dataIndex: 'name' },
    { title: t('group'), dataIndex: 'group_name' },
    { title: t('final'), key: 'final', render: (_, l) => <strong>{shown(l.final)}</strong> },
    { title: t('judgeScore'), key: 'judgeScore', render: (_, l) => shown(l.judge_score) },
    {
      title: t('audience'),
      key: 'audience',
      render: (_, l) =>
        l.audience.count ? t('audienceValue', { score: shown(l.audience.score), n: l.audience.count }) : '—',
    },
    {
      title: t('spread'),
      key: 'spread',
      render: (_, l) => {
        const s = spreadOf.get(l.contestant_id);
        return s ? `${s.min} – ${s.max}` : '—';
      },
    },
    {
      title: t('status'),
      key: 'status',
      render: (_, l) => <Tag color={statusColour[l.status]}>{t(`states.${l.status}`)}</Tag>,
    },
  ];
  return (
    <Card title={t('title')}>
      <Table<GradeResultLine>
        rowKey="contestant_id"
        size="small"
        dataSource={lines}
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: t('empty') }}
      />
    </Card>
  );
};
