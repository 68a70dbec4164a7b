import { useEffect, useRef } from 'react';

/** ECharts in the parts the back-office charts need (bars, pies, lines), loaded with the page that shows them. */
const loadECharts = async () => {
  const [core, charts, components, renderers] = await Promise.all([
    import('echarts/core'),
    import('echarts/charts'),
    import('echarts/components'),
    import('echarts/renderers'),
  ]);
  core.use([
    charts.BarChart,
    charts.PieChart,
    charts.LineChart,
    components.GridComponent,
    components.TooltipComponent,
    components.LegendComponent,
    renderers.CanvasRenderer,
  ]);
  return core;
};

type Props = { option: Record<string, unknown>; label: string; height?: number };

/** One chart; a new option draws it again. Labelled, so a page (and its tests) can find it. */
export const EChart = ({ option, label, height = 260 }: Props) => {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let dispose = () => {};
    let cancelled = false;
    void loadECharts().then((echarts) => {
      if (cancelled || !box.current) return;
      const chart = echarts.init(box.current);
      chart.setOption(option);
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
  }, [option]);

  return <div ref={box} role="img" aria-label={label} style={{ height }} />;
};
