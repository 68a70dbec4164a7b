import type { GradeRoundResult } from '@app/contract/grade';
import type { GradeResultLine } from '@app/contract/grade-schemas';
import { Flex, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { groupParts } from './group-parts.js';
import { JudgeBreakdown } from './judge-breakdown.js';

const statusColour = { scored: 'green', waiting: 'orange', none: 'default' } as const;

/**
 * The round's ranking, with each judge group's part when the round has groups; each row opens onto every judge's total
 * and item scores for that contestant.
 */
export const ResultTable = ({ result, loading }: { result: GradeRoundResult; loading: boolean }) => {
  const { t } = useTranslation('grade', { keyPrefix: 'results' });
  const shown = (value: number | null) => value ?? '—';
  const columns: TableColumnsType<GradeResultLine> = [
    { title: t('rank'), key: 'rank', width: 70, render: (_, line) => shown(line.rank) },
    { title: t('name'), dataIndex: 'name' },
    { title: t('group'), dataIndex: 'group_name' },
    { title: t('final'), key: 'final', render: (_, line) => <strong>{shown(line.final)}</strong> },
    { title: t('judgeScore'), key: 'judge', render: (_, line) => shown(line.judge_score) },
    ...(result.groups.length > 0
      ? [
          {
            title: t('groups'),
            key: 'groups',
            render: (_: unknown, line: GradeResultLine) => (
              <Flex vertical>
                {groupParts(result, line).map((p) =>
                  p.score === null ? (
                    <span key={p.id}>{t('groupNone', { name: p.name })}</span>
                  ) : (
                    <span key={p.id}>{t('groupPart', { name: p.name, score: p.score, share: p.share })}</span>
                  ),
                )}
              </Flex>
            ),
          },
        ]
      : []),
    {
      title: t('audience'),
      key: 'audience',
      render: (_, line) =>
        line.audience.count ? t('audienceValue', { score: shown(line.audience.score), n: line.audience.count }) : '—',
    },
    {
      title: t('status'),
      key: 'status',
      render: (_, line) => <Tag color={statusColour[line.status]}>{t(`states.${line.status}`)}</Tag>,
    },
  ];
  return (
    <Table<GradeResultLine>
      rowKey="contestant_id"
      dataSource={result.lines}
      columns={columns}
      loading={loading}
      pagination={false}
      size="middle"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('empty') }}
      expandable={{ expandedRowRender: (line) => <JudgeBreakdown line={line} result={result} /> }}
    />
  );
};
