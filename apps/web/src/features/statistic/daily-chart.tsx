import type { contract, DataOf } from '@app/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** ECharts in the parts a line chart needs, loaded with the page that shows it rather than with the app. */
const loadECharts = async () => {
  const [core, charts, components, renderers] = await Promise.all([
    import('echarts/core'),
    import('echarts/charts'),
    import('echarts/components'),
    import('echarts/renderers'),
  ]);
  core.use([
    charts.LineChart,
    components.GridComponent,
    components.TooltipComponent,
    components.LegendComponent,
    renderers.CanvasRenderer,
  ]);
  return core;
};

type DailyStat = DataOf<typeof contract.statistic.daily>[number];
const series = ['participants', 'attempts', 'passed'] as const;

/** Participants, attempts and passes per day as lines. */
export const DailyChart = ({ days }: { days: DailyStat[] }) => {
  const { t } = useTranslation('statistic');
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let dispose = () => {};
    let cancelled = false;
    void loadECharts().then((echarts) => {
      if (cancelled || !box.current) return;
      const chart = echarts.init(box.current);
      chart.setOption({
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
      });
      const resize = () => chart.resize();
      window.addEventListener('resize', resize);
      dispose = () => {
        window.removeEventListener('resize', resize);
        chart.dispose();
      };
    });
    return () => {
      cancelled = true;
      dispose();
    };
  }, [days, t]);

  return <div ref={box} role="img" aria-label={t('daily.title')} style={{ height: 300 }} />;
};
