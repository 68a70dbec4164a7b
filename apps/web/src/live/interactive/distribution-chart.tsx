import { useEffect, useRef } from 'react';

export type Bar = { key: string; count: number; color: string; right: boolean };

/** Only what one bar chart needs, loaded when the first reveal is shown: the big screen opens without it. */
const loadECharts = () => import('./distribution-echarts.js');

const vw = (n: number) => Math.round((window.innerWidth * n) / 100);

const optionOf = (bars: Bar[]) => ({
  animationDuration: 900,
  animationEasing: 'cubicOut' as const,
  grid: { left: 0, right: 0, top: vw(3.4), bottom: 0 },
  xAxis: { type: 'category', data: bars.map((b) => b.key), show: false },
  yAxis: { type: 'value', show: false, minInterval: 1 },
  series: [
    {
      type: 'bar',
      barWidth: '62%',
      data: bars.map((b) => ({
        value: b.count,
        itemStyle: { color: b.color, opacity: b.right ? 1 : 0.35, borderRadius: [vw(0.6), vw(0.6), 0, 0] },
        label: { formatter: b.right ? '{c} ✓' : '{c}' },
      })),
      label: { show: true, position: 'top', color: '#fff', fontSize: vw(2.2), fontWeight: 900 },
    },
  ],
});

/**
 * How many answered each way, one bar per option in its colour; the right answer's bars are full and ticked, the
 * others dimmed. The bars line up with the option keys the screen draws under them.
 */
export const DistributionChart = ({ bars, label }: { bars: Bar[]; label: string }) => {
  const box = useRef<HTMLDivElement>(null);
  const drawn = JSON.stringify(bars);
  useEffect(() => {
    let dispose = () => {};
    let cancelled = false;
    void loadECharts().then((echarts) => {
      if (cancelled || !box.current) return;
      const chart = echarts.init(box.current);
      chart.setOption(optionOf(JSON.parse(drawn) as Bar[]));
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
  }, [drawn]);
  return <div ref={box} className="is-chart-canvas" role="img" aria-label={label} />;
};
