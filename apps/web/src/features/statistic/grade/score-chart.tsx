import type { GradeRule } from '@app/contract/grade-schemas';
import { Card, Empty, Segmented, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/echart.js';
import type { ContestantSpread } from './grade-stats.js';

type View = 'finals' | 'spread';
type Props = { spreads: ContestantSpread[]; rule: GradeRule; fullMark: number };
type TipParams = { dataIndex: number }[];

const axisOf = (rows: ContestantSpread[]) => ({
  type: 'category',
  data: rows.map((r) => (r.rank === null ? r.name : `${r.rank}. ${r.name}`)),
  axisLabel: { interval: 0, rotate: rows.length > 8 ? 30 : 0 },
});
const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/**
 * The finals as bars in ranking order, or per contestant the judges' lowest to highest total (a bar stacked on an
 * invisible one) with the final as a dot. With the sum rule a final is on another scale, so the dot is the judges' mean.
 */
export const ScoreChart = ({ spreads, rule, fullMark }: Props) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'grade.chart' });
  const [view, setView] = useState<View>('finals');
  const summed = rule.method === 'sum';
  const option = useMemo(() => {
    const grid = { left: 48, right: 16, top: 36, bottom: 48 };
    if (view === 'finals') {
      const ranked = spreads.filter((s) => s.final !== null);
      return {
        tooltip: { trigger: 'axis' },
        grid,
        xAxis: axisOf(ranked),
        yAxis: { type: 'value', min: 0, max: summed ? undefined : fullMark },
        series: [
          {
            name: t('finals'),
            type: 'bar',
            barMaxWidth: 36,
            label: { show: true, position: 'top' },
            data: ranked.map((s) => s.final),
          },
        ],
      };
    }
    const dot = summed ? t('judgesMean') : t('finals');
    return {
      legend: { top: 0, data: [t('range'), dot] },
      // Plain text: a contestant's name is the organiser's, never markup.
      tooltip: {
        trigger: 'axis',
        renderMode: 'richText',
        formatter: (params: TipParams) => {
          const s = spreads[params[0]?.dataIndex ?? 0]!;
          const point = summed ? s.mean : s.final;
          return `${s.name}\n${t('low')} ${s.min}  ${t('high')} ${s.max}\n${dot} ${point ?? '—'}`;
        },
      },
      grid,
      xAxis: axisOf(spreads),
      yAxis: { type: 'value', min: 0, max: fullMark },
      series: [
        {
          name: 'base',
          type: 'bar',
          stack: 'range',
          silent: true,
          itemStyle: { color: 'transparent' },
          data: spreads.map((s) => s.min),
        },
        {
          name: t('range'),
          type: 'bar',
          stack: 'range',
          barMaxWidth: 24,
          data: spreads.map((s) => twoDecimals(s.max - s.min)),
        },
        {
          name: dot,
          type: 'line',
          symbol: 'circle',
          symbolSize: 10,
          lineStyle: { opacity: 0 },
          data: spreads.map((s) => (summed ? s.mean : s.final)),
        },
      ],
    };
  }, [view, spreads, summed, fullMark, t]);

  return (
    <Card
      title={t('title')}
      extra={
        <Segmented<View>
          size="small"
          value={view}
          onChange={setView}
          options={[
            { value: 'finals', label: t('finals') },
            { value: 'spread', label: t('spread') },
          ]}
        />
      }
    >
      {spreads.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <EChart option={option} label={view === 'finals' ? t('finalsChart') : t('spreadChart')} height={320} />
          {view === 'spread' && summed ? <Typography.Text type="secondary">{t('sumNote')}</Typography.Text> : null}
        </Space>
      )}
    </Card>
  );
};
