import type { DataOf } from '@app/contract';
import type { statisticContract } from '@app/contract/statistic';
import { Card, Progress, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuestionStats } from './api.js';

type QuestionStat = DataOf<typeof statisticContract.questions>[number];

/** How often each question was answered right, the hardest first. */
export const QuestionTable = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('statistic');
  const stats = useQuestionStats(activityId);
  const rows = [...(stats.data ?? [])].sort((a, b) => a.correct_rate - b.correct_rate);
  return (
    <Card title={t('questions.title')}>
      <Table<QuestionStat>
        size="small"
        rowKey="question_id"
        loading={stats.isPending}
        dataSource={rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: t('questions.stem'), dataIndex: 'stem', ellipsis: true },
          { title: t('questions.type'), dataIndex: 'type', width: 90, render: (type) => t(`types.${type}`) },
          { title: t('questions.answered'), dataIndex: 'answered', width: 90 },
          { title: t('questions.correct'), dataIndex: 'correct', width: 90 },
          {
            title: t('questions.correctRate'),
            dataIndex: 'correct_rate',
            width: 140,
            render: (n: number) => <Progress percent={n} size="small" format={() => t('percent', { n })} />,
          },
        ]}
      />
    </Card>
  );
};
