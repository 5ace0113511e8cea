/** The charts of the report screens, in one chunk loaded after the figures (never at first load). */
export { TrendChart } from './trend-chart.tsx';
export { BarChart } from './bar-chart.tsx';
