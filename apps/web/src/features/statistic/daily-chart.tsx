import type { DataOf } from '@app/contract';
import type { statisticContract } from '@app/contract/statistic';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../components/echart.js';

type DailyStat = DataOf<typeof statisticContract.daily>[number];
const series = ['participants', 'attempts', 'passed'] as const;

/** Participants, attempts and passes per day as lines. */
export const DailyChart = ({ days }: { days: DailyStat[] }) => {
  const { t } = useTranslation('statistic');
  // Memoised: EChart draws again whenever it gets a new option object.
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: series.map((key) => ({
        name: t(`daily.${key}`),
        type: 'line',
        smooth: true,
        data: days.map((d) => d[key]),
      })),
    }),
    [days, t],
  );
  return <EChart option={option} label={t('daily.title')} height={300} />;
};
