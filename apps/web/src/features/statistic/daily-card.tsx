import { Card, DatePicker, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DayRange, toDateRange } from '../../components/date-range.js';
import { useDaily } from './api.js';
import { DailyChart } from './daily-chart.js';

/** Daily participation: the last 30 days unless the organiser picks a range. */
export const DailyCard = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('statistic');
  const [range, setRange] = useState<DayRange>(null);
  const daily = useDaily(activityId, toDateRange(range));
  return (
    <Card
      title={t('daily.title')}
      extra={<DatePicker.RangePicker value={range} onChange={setRange} allowEmpty={[true, true]} />}
    >
      {daily.data ? <DailyChart days={daily.data} /> : <Skeleton active />}
    </Card>
  );
};
