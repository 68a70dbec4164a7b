import type { GradeRoundResult } from '@app/contract/grade';
import type { GradeResultLine } from '@app/contract/grade-schemas';
import { Space, Table, type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type JudgeLine = GradeResultLine['judges'][number];

/** A score the rule dropped is struck through, so the sum can be checked by hand. */
const score = (value: number, dropped: boolean): ReactNode => (dropped ? <s>{value}</s> : value);

/**
 * Under a contestant's result: each judge's group (when the round has groups), total and item scores, what the rule
 * dropped, abstentions and outliers.
 */
export const JudgeBreakdown = ({ line, result }: { line: GradeResultLine; result: GradeRoundResult }) => {
  const { t } = useTranslation('grade', { keyPrefix: 'results' });
  const judges = new Map(result.judges.map((j) => [j.id, j]));
  const judgeName = (id: number) => {
    const judge = judges.get(id);
    if (!judge) return t('unknownJudge', { id });
    return judge.removed ? t('removedJudge', { name: judge.name }) : judge.name;
  };
  const groupName = new Map(result.groups.map((g) => [g.id, g.name]));
  const groupOf = (id: number) => {
    const group = judges.get(id)?.group_id;
    return group == null ? <Tag color="orange">{t('noGroup')}</Tag> : groupName.get(group);
  };
  const columns: TableColumnsType<JudgeLine> = [
    {
      title: t('judge'),
      key: 'judge',
      render: (_, j) => (
        <Space size={4}>
          {judgeName(j.judge_id)}
          {j.flagged ? <Tag color="red">{t('flagged')}</Tag> : null}
        </Space>
      ),
    },
    ...(result.groups.length > 0
      ? [{ title: t('judgeGroup'), key: 'group', render: (_: unknown, j: JudgeLine) => groupOf(j.judge_id) }]
      : []),
    ...result.items.map((item) => ({
      title: t('itemHead', { name: item.name, weight: item.weight }),
      key: `item-${item.id}`,
      render: (_: unknown, j: JudgeLine) => {
        const given = j.items.find((i) => i.item_id === item.id);
        return given ? score(given.score, given.dropped) : '—';
      },
    })),
    {
      title: t('total'),
      key: 'total',
      render: (_, j) => {
        if (j.state === 'abstained') return <Tag>{t('abstained')}</Tag>;
        if (j.state === 'missing' || j.total === null) return t('missing');
        return score(j.total, j.dropped);
      },
    },
  ];
  return (
    <section aria-label={t('breakdownOf', { name: line.name })}>
      <Table<JudgeLine> rowKey="judge_id" dataSource={line.judges} columns={columns} pagination={false} size="small" />
    </section>
  );
};
