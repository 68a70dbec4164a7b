import type { DataOf } from '@app/contract';
import type { gameContract } from '@app/contract/game';
import { Card, Empty, Progress, Table, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/echart.js';
import { useGameQuestionStats } from './api.js';

type QuestionStat = DataOf<typeof gameContract.questionStats>[number];

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const percent = (rate: number) => Math.round(rate * 1000) / 10;

/** Correct rate and mean answering time of every question shown, as bars on two axes. */
const QuestionChart = ({ stats }: { stats: QuestionStat[] }) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'game.questions' });
  // Memoised: EChart draws again whenever it gets a new option object.
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 48, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: stats.map((s) => t('no', { n: s.step_index + 1 })) },
      yAxis: [
        { type: 'value', name: t('rate'), min: 0, max: 100 },
        { type: 'value', name: t('time'), min: 0 },
      ],
      series: [
        { name: t('rate'), type: 'bar', data: stats.map((s) => percent(s.correct_rate)) },
        { name: t('time'), type: 'bar', yAxisIndex: 1, data: stats.map((s) => seconds(s.average_ms)) },
      ],
    }),
    [stats, t],
  );
  return <EChart option={option} label={t('chart')} height={300} />;
};

/** Every question shown in the session, in play order: the chart above, the numbers below. */
export const GameQuestionStats = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('statistic');
  const stats = useGameQuestionStats(activityId);
  const rows = stats.data ?? [];
  return (
    <Card title={t('game.questions.title')}>
      {rows.length > 0 ? <QuestionChart stats={rows} /> : null}
      <Table<QuestionStat>
        size="small"
        rowKey="step_index"
        loading={stats.isPending}
        dataSource={rows}
        locale={{ emptyText: <Empty description={t('game.questions.empty')} /> }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: '#', dataIndex: 'step_index', width: 50, render: (i: number) => i + 1 },
          { title: t('game.questions.round'), dataIndex: 'round_name', width: 120 },
          {
            title: t('game.questions.stem'),
            dataIndex: 'stem',
            ellipsis: true,
            render: (stem: string, s) => (
              <>
                {s.skipped ? <Tag>{t('game.questions.skipped')}</Tag> : null}
                {stem}
              </>
            ),
          },
          { title: t('game.questions.type'), dataIndex: 'type', width: 90, render: (type) => t(`types.${type}`) },
          { title: t('game.questions.answered'), dataIndex: 'answered', width: 90 },
          { title: t('game.questions.correct'), dataIndex: 'correct', width: 90 },
          {
            title: t('game.questions.correctRate'),
            dataIndex: 'correct_rate',
            width: 140,
            render: (rate: number) => (
              <Progress percent={percent(rate)} size="small" format={(n) => t('percent', { n })} />
            ),
          },
          {
            title: t('game.questions.averageTime'),
            dataIndex: 'average_ms',
            width: 100,
            render: (ms: number) => t('game.questions.seconds', { n: seconds(ms) }),
          },
        ]}
      />
    </Card>
  );
};
