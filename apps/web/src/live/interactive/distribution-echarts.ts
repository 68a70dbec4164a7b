import { BarChart } from 'echarts/charts';
import { GridSimpleComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Named imports, so the build keeps only the bar chart, its grid and the canvas renderer.
use([BarChart, GridSimpleComponent, CanvasRenderer]);

export { init };
