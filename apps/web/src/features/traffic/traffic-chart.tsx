import { Card, DatePicker, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '../../components/date-range.js';
import { EChart } from '../../components/echart.js';
import { type TrafficScope, useTrafficDaily } from './api.js';
import { bytesText, chartUnitFor } from './bytes.js';

type Props = { scope: TrafficScope; range: DayRange; onRange: (range: DayRange) => void };

/** Traffic per day as bars, in the unit the busiest day reads best in; the last 30 days unless the organiser picks a range. */
export const TrafficChart = ({ scope, range, onRange }: Props) => {
  const { t } = useTranslation('traffic');
  const daily = useTrafficDaily(scope);
  const days = daily.data;
  // Memoised: EChart draws again whenever it gets a new option object.
  const option = useMemo(() => {
    const { unit, divisor } = chartUnitFor(Math.max(0, ...(days ?? []).map((d) => d.bytes)));
    return {
      tooltip: { trigger: 'axis', valueFormatter: (value: number) => bytesText(value * divisor) },
      grid: { left: 56, right: 16, top: 32, bottom: 28 },
      xAxis: { type: 'category', data: (days ?? []).map((d) => d.day.slice(5)) },
      yAxis: { type: 'value', name: unit },
      series: [
        {
          name: t('chart.series'),
          type: 'bar',
          itemStyle: { color: '#0069FD' },
          data: (days ?? []).map((d) => Number((d.bytes / divisor).toFixed(2))),
        },
      ],
    };
  }, [days, t]);
  return (
    <Card
      title={t('chart.title')}
      extra={<DatePicker.RangePicker value={range} onChange={onRange} allowEmpty={[true, true]} />}
    >
      {days ? <EChart option={option} label={t('chart.title')} height={300} /> : <Skeleton active />}
    </Card>
  );
};
